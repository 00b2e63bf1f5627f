// A list of product cards: the plain grid for a shelf, the virtualised one for a long list. The
// virtualiser loads only when a list is long, so shelves (and the home page) do not carry it.
import { lazy } from 'react';
import { observer } from 'mobx-react-lite';
import type { Product } from '../../domain/model.ts';
import type { CardVariant } from '../../domain/page-type.ts';
import { useStores } from '../store-context.tsx';
import { FIRST_ROW, ProductCard } from '../components/product-card.tsx';
import { CORE, lazyWithRetry } from '../lazy-with-retry.ts';
import { DrawnSuspense } from '../hydration-signal.tsx';

/** Up to this many cards render at once; a few dozen cost nothing, hundreds make scrolling stutter. */
export const VIRTUALIZE_ABOVE = 60;

const VirtualProductGrid = lazy(() =>
  lazyWithRetry(() => import('./virtual-product-grid.tsx'), CORE).then((m) => ({
    default: m.VirtualProductGrid,
  })),
);

/** The list's container for the way products show (see ProductCard). */
export function gridClass(variant: CardVariant): string {
  if (variant === 'row') return 'product-list';
  return variant === 'dense' ? 'product-grid product-grid--dense' : 'product-grid';
}

/** The cards all at once, in the container for the way products show. */
export const PlainGrid = observer(function PlainGrid({
  products,
  first,
}: {
  products: readonly Product[];
  first: boolean;
}) {
  const { ui } = useStores();
  return (
    <div className={gridClass(ui.cardVariant)}>
      {products.map((p, i) => (
        <ProductCard
          key={p.id}
          product={p}
          eager={first && i < FIRST_ROW}
          priority={first && i === 0}
        />
      ))}
    </div>
  );
});

export const ProductGrid = observer(function ProductGrid({
  products,
  first = true,
}: {
  products: readonly Product[];
  /** The page's first grid: its first row loads at once. */
  first?: boolean;
}) {
  const { ui } = useStores();
  // The virtualiser lays out equal cards; rows and dense cards list whole (catalogues of that
  // size pick the plain grid).
  if (products.length <= VIRTUALIZE_ABOVE || ui.cardVariant !== 'card')
    return <PlainGrid products={products} first={first} />;
  return (
    // While the virtualiser loads, the first screenfuls show as the plain grid.
    <DrawnSuspense
      fallback={<PlainGrid products={products.slice(0, VIRTUALIZE_ABOVE)} first={first} />}
    >
      <VirtualProductGrid products={products} />
    </DrawnSuspense>
  );
});
