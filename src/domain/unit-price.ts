// What a kilogram or a litre costs, for comparing goods sold in different portions (quick-commerce
// cards show it beside the portion's price, as shelf labels do).
import type { Product } from './model';
import { customerPrice } from './catalog-sort';
import { roundMoney } from './money';
import { measureUnitOf, type MeasureUnit } from './measure-unit';

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
  const unit = measureUnitOf(product.measure_unit);
  const price = customerPrice(product);
  const size = product.portion_nat_size;
  if (unit === 'kg') return { amount: price, per: 'kg' };
  if (unit === 'l') return size > 0 ? { amount: roundMoney(price / size), per: 'l' } : null;
  if (size <= 0) return null;
  if (unit === 'g') return { amount: roundMoney((price / size) * 1000), per: 'kg' };
  if (unit === 'ml') return { amount: roundMoney((price / size) * 1000), per: 'l' };
  return null;
}

/**
 * The portion a card names: 500 g for a 0.5 kg step of a 'кг' product, 1.5 kg above a kilogram,
 * and the portion in the catalogue's unit otherwise (420 g, 330 ml). `unit` is null for a unit the
 * interface does not know; `written` is the unit as the catalogue wrote it, shown then.
 */
export function portionOf(
  product: Pick<Product, 'measure_unit' | 'portion_nat_size'>,
): { amount: number; unit: MeasureUnit | null; written: string } | null {
  const written = product.measure_unit.trim();
  const unit = measureUnitOf(written);
  const size = product.portion_nat_size;
  if (unit === 'kg') {
    const kg = size > 0 ? size : 1;
    return kg < 1
      ? { amount: Math.round(kg * 1000), unit: 'g', written: 'г' }
      : { amount: kg, unit: 'kg', written };
  }
  if (size > 0 && written) return { amount: size, unit, written };
  return null;
}
