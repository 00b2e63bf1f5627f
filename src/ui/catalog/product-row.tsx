// A product as a row of a menu: name, description, portion and price on the left, the photo on the
// right with the cart control under it — the list view of the layout choice, and a restaurant's menu.
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import type { Product } from '../../domain/model.ts';
import { customerPrice } from '../../domain/catalog-sort.ts';
import { useMoney } from '../use-money.ts';
import { ProductFrame, ProductPhoto } from '../components/product-frame.tsx';
import { CardHeading } from '../components/card-heading.tsx';

export const ProductRow = observer(function ProductRow({ product }: { product: Product }) {
  const { t } = useTranslation();
  const money = useMoney();
  const price = customerPrice(product);
  const oldPrice =
    product.regular_price && product.regular_price > product.price
      ? customerPrice({ ...product, price: product.regular_price })
      : null;
  const about = plainText(product.short_description || product.description);
  const badge = product.acf['product-badge'];
  return (
    <ProductFrame
      product={product}
      block="product-row"
      className="product-row"
      price={money(price)}
      oldPrice={oldPrice}
      priceClassName="product-card__price product-row__price"
    >
      <div className="product-row__text">
        <CardHeading className="product-row__name">
          {product.name}
          {badge && <span className="product-row__badge">{badge}</span>}
        </CardHeading>
        {about && <p className="product-row__about">{about}</p>}
        {product.weight && <p className="product-row__meta">{product.weight}</p>}
      </div>
      <div className="product-row__media">
        <ProductPhoto product={product} size={120} plate={64} img={LAZY} />
        {!product.in_stock && <span className="product-row__soldout">{t('product.soldOut')}</span>}
      </div>
    </ProductFrame>
  );
});

const LAZY = { loading: 'lazy', decoding: 'async' } as const;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: ' ' };

/** A description's words without its markup (React prints them as text; nothing is parsed). */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}
