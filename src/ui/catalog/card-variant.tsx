// The product in the list view (a row with its description) or on a quick-commerce front (a dense
// card with its portion and price per kg). Loaded by ProductCard when one of them is on screen; it
// hands itself in as `Card` (an import back would be a cycle).
import type { Product } from '../../domain/model.ts';
import type { CardVariant } from '../../domain/page-type.ts';
import { ProductRow } from './product-row.tsx';
import { UnitPriceText } from './unit-price-text.tsx';
import './card-variants.css';

export default function VariantCard({
  product,
  variant,
  Card,
}: {
  product: Product;
  variant: Exclude<CardVariant, 'card'>;
  Card: React.ComponentType<{ product: Product; dense: boolean; details: React.ReactNode }>;
}) {
  if (variant === 'row') return <ProductRow product={product} />;
  return <Card product={product} dense details={<UnitPriceText product={product} />} />;
}
