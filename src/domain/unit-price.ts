// What a kilogram or a litre costs, for comparing goods sold in different portions (quick-commerce
// cards show it beside the portion's price, as shelf labels do).
import type { Product } from './model';
import { customerPrice } from './catalog-sort';
import { roundMoney } from './money';

export interface UnitPrice {
  amount: number;
  per: 'kg' | 'l';
}

/**
 * The price per kilogram ('кг' goods carry it as their price, SPEC.md §9 "Unit 'кг' weighs as 1000
 * in price"; 'г' goods by their portion) or per litre ('мл', 'л'). Null for pieces, or when the
 * portion is unknown.
 */
export function unitPrice(
  product: Pick<
    Product,
    'price' | 'price_multiplier_for_customer' | 'measure_unit' | 'portion_nat_size'
  >,
): UnitPrice | null {
  const unit = product.measure_unit.trim().toLowerCase();
  const price = customerPrice(product);
  const size = product.portion_nat_size;
  if (unit === 'кг') return { amount: price, per: 'kg' };
  if (unit === 'л') return size > 0 ? { amount: roundMoney(price / size), per: 'l' } : null;
  if (size <= 0) return null;
  if (unit === 'г') return { amount: roundMoney((price / size) * 1000), per: 'kg' };
  if (unit === 'мл') return { amount: roundMoney((price / size) * 1000), per: 'l' };
  return null;
}

/**
 * The portion a card names: '500 г' for a 0.5 kg step of a 'кг' product, '1,5 кг' above a
 * kilogram, and the portion as the catalogue wrote it otherwise ('420 г', '330 мл').
 */
export function portionOf(
  product: Pick<Product, 'measure_unit' | 'portion_nat_size' | 'weight'>,
): { amount: number; unit: string } | null {
  const unit = product.measure_unit.trim().toLowerCase();
  const size = product.portion_nat_size;
  if (unit === 'кг') {
    const kg = size > 0 ? size : 1;
    return kg < 1 ? { amount: Math.round(kg * 1000), unit: 'г' } : { amount: kg, unit: 'кг' };
  }
  if (size > 0 && unit) return { amount: size, unit: product.measure_unit.trim() };
  return null;
}
