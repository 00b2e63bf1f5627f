// A product tile: photo, badge, name, portion, price; opens the product by ?product_id=. Dense on a
// quick-commerce front (portion and price per kg), a row with its description in the list view.
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import type { TFunction } from 'i18next';
import type { Product } from '../../domain/model.ts';
import { cardPrice, type CardPrice } from '../../domain/card-price.ts';
import { useStores } from '../store-context.tsx';
import { useMoney } from '../use-money.ts';
import { ProductFrame, ProductPhoto } from './product-frame.tsx';
import { FavoriteButton } from './favorite-button.tsx';
import { CardHeading } from './card-heading.tsx';
import { CORE } from '../lazy-with-retry.ts';
import { lazyScreen } from '../lazy-screen.ts';
import { DrawnSuspense } from '../hydration-signal.tsx';

// Rows and dense cards show on the fronts and views that ask for them: a chunk of their own,
// loaded before a page that shows them is hydrated (main.tsx), as its screen is.
const VariantCard = lazyScreen(() => import('../catalog/card-variant.tsx'), CORE);
export const preloadVariantCard = () => VariantCard.preload();
/** Its source file, whose styles the server links in a page that shows it (src/entry-server.tsx). */
export const VARIANT_CARD_MODULE = 'src/ui/catalog/card-variant.tsx';

/** A card's price as written: 'от 490 ₽' when a choice can make it cost more, else '490 ₽'. */
export function cardPriceText(
  t: TFunction,
  money: (amount: number) => string,
  { price, from }: Pick<CardPrice, 'price' | 'from'>,
): string {
  return from ? t('product.from', { price: money(price) }) : money(price);
}

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
  const money = useMoney();
  const variant = store.ui.cardVariant;
  if (!dense && variant !== 'card') {
    return (
      <DrawnSuspense fallback={<div className="skeleton__card" />}>
        <VariantCard product={product} variant={variant} Card={ProductCard} />
      </DrawnSuspense>
    );
  }
  // What the cheapest choice costs in the cart; 'от' when a choice can make it cost more.
  const shown = cardPrice(product);
  const { oldPrice, perKg } = shown;
  const meta = [
    product.weight,
    perKg !== null ? t('product.perKg', { price: money(perKg) }) : '',
  ].filter(Boolean);
  const badge = product.acf['product-badge'];
  return (
    <ProductFrame
      product={product}
      block="product-card"
      className={`product-card${dense ? ' product-card--dense' : ''}`}
      price={cardPriceText(t, money, shown)}
      oldPrice={oldPrice}
      priceClassName="product-card__price"
      priceTestId="card-price"
      aside={<FavoriteButton productId={product.id} className="fav-btn--card" />}
    >
      <div className="product-card__media">
        <ProductPhoto
          product={product}
          size={256}
          plate={72}
          img={{
            loading: eager || priority ? 'eager' : 'lazy',
            decoding: priority ? 'sync' : 'async',
            ...(priority ? HIGH_PRIORITY : {}),
          }}
        />
        {badge && <span className={`badge badge--${badgeTone(badge)}`}>{badge}</span>}
        {!product.in_stock && <span className="product-card__soldout">{t('product.soldOut')}</span>}
      </div>
      <CardHeading className="product-card__name">{product.name}</CardHeading>
      {details ?? (meta.length > 0 && <p className="product-card__meta">{meta.join(' · ')}</p>)}
    </ProductFrame>
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
