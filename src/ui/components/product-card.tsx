// A product tile: photo, badge, name, portion, price; opens the product by ?product_id=. Dense on a
// quick-commerce front (portion and price per kg), a row with its description in the list view.
import { lazy, Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Product } from '../../domain/model.ts';
import { cardPrice } from '../../domain/card-price.ts';
import { useStores } from '../store-context.tsx';
import { formatMoney } from '../format.ts';
import { PlateArt } from './icons.tsx';
import { CartControls } from '../cart/cart-controls.tsx';
import { FavoriteButton } from './favorite-button.tsx';
import { lazyWithRetry } from '../lazy-with-retry.ts';

// Rows and dense cards show on the fronts and views that ask for them: a chunk of their own.
const VariantCard = lazy(() => lazyWithRetry(() => import('../catalog/card-variant.tsx')));

/** The first row of a page is on screen at once: loaded at once, the very first one first of all. */
export const FIRST_ROW = 4;
const HIGH_PRIORITY = { fetchpriority: 'high' } as React.ImgHTMLAttributes<HTMLImageElement>;

export const ProductCard = observer(function ProductCard({
  product,
  dense = false,
  details,
  eager = false,
  priority = false,
}: {
  product: Product;
  /** A quick-commerce card (card-variant.tsx), with `details` under the name instead of the portion. */
  dense?: boolean;
  details?: React.ReactNode;
  /** In the first row: no lazy loading. */
  eager?: boolean;
  /** The page's largest picture (LCP): fetched before the others. */
  priority?: boolean;
}) {
  const store = useStores();
  const { t } = useTranslation();
  const location = useLocation();
  const variant = store.ui.cardVariant;
  if (!dense && variant !== 'card') {
    return (
      <Suspense fallback={<div className="skeleton__card" />}>
        <VariantCard product={product} variant={variant} Card={ProductCard} />
      </Suspense>
    );
  }
  const currency = store.settings.currency;
  // What the cheapest choice costs in the cart; 'от' when a choice can make it cost more.
  const { price, oldPrice, from, perKg } = cardPrice(product);
  const money = formatMoney(price, currency);
  const meta = [
    product.weight,
    perKg !== null ? t('product.perKg', { price: formatMoney(perKg, currency) }) : '',
  ].filter(Boolean);
  const image = product.images[0];
  const badge = product.acf['product-badge'];
  const params = new URLSearchParams(location.search);
  params.set('product_id', String(product.id));
  return (
    <article
      className={`product-card${dense ? ' product-card--dense' : ''}`}
      aria-label={product.name}
      data-testid="product-card"
      data-product-id={product.id}
    >
      <Link
        to={{ pathname: location.pathname, search: params.toString() }}
        className="product-card__link"
        aria-label={product.name}
      >
        <div className="product-card__media">
          {image ? (
            <img
              src={store.api.client.url(image)}
              alt=""
              width={256}
              height={256}
              loading={eager || priority ? 'eager' : 'lazy'}
              decoding={priority ? 'sync' : 'async'}
              {...(priority ? HIGH_PRIORITY : {})}
            />
          ) : (
            <PlateArt size={72} />
          )}
          {badge && <span className={`badge badge--${badgeTone(badge)}`}>{badge}</span>}
          {!product.in_stock && (
            <span className="product-card__soldout">{t('product.soldOut')}</span>
          )}
        </div>
        <h3 className="product-card__name">{product.name}</h3>
        {details ?? (meta.length > 0 && <p className="product-card__meta">{meta.join(' · ')}</p>)}
      </Link>
      <FavoriteButton productId={product.id} className="fav-btn--card" />
      <div className="product-card__footer">
        <span className="product-card__price" data-testid="card-price">
          {from ? t('product.from', { price: money }) : money}
          {oldPrice !== null && (
            <s className="product-card__old">{formatMoney(oldPrice, currency)}</s>
          )}
        </span>
        <CartControls product={product} />
      </div>
    </article>
  );
});

function badgeTone(badge: string): string {
  const b = badge.toLowerCase();
  if (b.includes('остр')) return 'hot';
  if (b.includes('нов')) return 'new';
  if (b.includes('вег')) return 'green';
  if (b.includes('скид')) return 'sale';
  return 'hit';
}
