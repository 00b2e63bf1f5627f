// A list of product cards: the plain grid for a shelf, the virtualised one for a long list.
import type { Product } from '../../domain/model.ts';
import { ProductCard } from '../components/product-card.tsx';
import { VirtualProductGrid } from './virtual-product-grid.tsx';

/** Up to this many cards render at once; a few dozen cost nothing, hundreds make scrolling stutter. */
export const VIRTUALIZE_ABOVE = 60;

export function ProductGrid({ products }: { products: readonly Product[] }) {
  if (products.length > VIRTUALIZE_ABOVE) return <VirtualProductGrid products={products} />;
  return (
    <div className="product-grid">
      {products.map((p) => (
        <ProductCard key={p.id} product={p} />
      ))}
    </div>
  );
}
