// A product as a row of a menu: name, description, portion and price on the left, the photo on the
// right with the cart control under it — the list view of the layout choice, and a restaurant's menu.
import { observer } from 'mobx-react-lite';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Product } from '../../domain/model.ts';
import { customerPrice } from '../../domain/catalog-sort.ts';
import { useStores } from '../store-context.tsx';
import { formatMoney } from '../format.ts';
import { PlateArt } from '../components/icons.tsx';
import { CartControls } from '../cart/cart-controls.tsx';

export const ProductRow = observer(function ProductRow({ product }: { product: Product }) {
  const store = useStores();
  const { t } = useTranslation();
  const location = useLocation();
  const currency = store.settings.currency;
  const price = customerPrice(product);
  const oldPrice =
    product.regular_price && product.regular_price > product.price
      ? customerPrice({ ...product, price: product.regular_price })
      : null;
  const params = new URLSearchParams(location.search);
  params.set('product_id', String(product.id));
  const image = product.images[0];
  const about = plainText(product.short_description || product.description);
  const badge = product.acf['product-badge'];
  return (
    <article
      className="product-row"
      aria-label={product.name}
      data-testid="product-card"
      data-product-id={product.id}
    >
      <Link
        to={{ pathname: location.pathname, search: params.toString() }}
        className="product-row__link"
        aria-label={product.name}
      >
        <div className="product-row__text">
          <h3 className="product-row__name">
            {product.name}
            {badge && <span className="product-row__badge">{badge}</span>}
          </h3>
          {about && <p className="product-row__about">{about}</p>}
          {product.weight && <p className="product-row__meta">{product.weight}</p>}
        </div>
        <div className="product-row__media">
          {image ? (
            <img
              src={store.api.client.url(image)}
              alt=""
              width={120}
              height={120}
              loading="lazy"
              decoding="async"
            />
          ) : (
            <PlateArt size={64} />
          )}
          {!product.in_stock && (
            <span className="product-row__soldout">{t('product.soldOut')}</span>
          )}
        </div>
      </Link>
      <div className="product-row__footer">
        <span className="product-card__price product-row__price">
          {formatMoney(price, currency)}
          {oldPrice !== null && (
            <s className="product-card__old">{formatMoney(oldPrice, currency)}</s>
          )}
        </span>
        <CartControls product={product} />
      </div>
    </article>
  );
});

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: ' ' };

/** A description's words without its markup (React prints them as text; nothing is parsed). */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}
