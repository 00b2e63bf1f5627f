// A list of product cards: the plain grid for a shelf, the virtualised one for a long list. The
// virtualiser loads only when a list is long, so shelves (and the home page) do not carry it.
import { lazy, Suspense } from 'react';
import type { Product } from '../../domain/model.ts';
import { ProductCard } from '../components/product-card.tsx';
import { lazyWithRetry } from '../lazy-with-retry.ts';

/** Up to this many cards render at once; a few dozen cost nothing, hundreds make scrolling stutter. */
export const VIRTUALIZE_ABOVE = 60;

const VirtualProductGrid = lazy(() =>
  lazyWithRetry(() => import('./virtual-product-grid.tsx')).then((m) => ({
    default: m.VirtualProductGrid,
  })),
);

function PlainGrid({ products }: { products: readonly Product[] }) {
  return (
    <div className="product-grid">
      {products.map((p) => (
        <ProductCard key={p.id} product={p} />
      ))}
    </div>
  );
}

export function ProductGrid({ products }: { products: readonly Product[] }) {
  if (products.length <= VIRTUALIZE_ABOVE) return <PlainGrid products={products} />;
  return (
    // While the virtualiser loads, the first screenfuls show as the plain grid.
    <Suspense fallback={<PlainGrid products={products.slice(0, VIRTUALIZE_ABOVE)} />}>
      <VirtualProductGrid products={products} />
    </Suspense>
  );
}
