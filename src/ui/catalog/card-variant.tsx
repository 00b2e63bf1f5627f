// The product in the list view (a row with its description) or on a quick-commerce front (a dense
// card with its portion and price per kg). Loaded by ProductCard when one of them is on screen.
import type { Product } from '../../domain/model.ts';
import type { CardVariant } from '../../domain/page-type.ts';
import { ProductCard } from '../components/product-card.tsx';
import { ProductRow } from './product-row.tsx';
import { UnitPriceText } from './unit-price-text.tsx';
import './card-variants.css';

export default function VariantCard({
  product,
  variant,
}: {
  product: Product;
  variant: Exclude<CardVariant, 'card'>;
}) {
  if (variant === 'row') return <ProductRow product={product} />;
  return <ProductCard product={product} dense details={<UnitPriceText product={product} />} />;
}
