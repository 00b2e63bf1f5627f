// The calories a product's page states (SPEC.md §3 product calories): per 100 g of a food, per
// 100 ml of a drink, as nutrition labels give them. A product sold in millilitres or litres is a
// drink; any other unit (or none) is weighed in grams.
import { measureUnitOf } from './measure-unit.ts';

/** The i18next context of the calories' text: 'ml' for a drink ('на 100 мл'), else none ('на 100 г'). */
export function caloriesContext(measureUnit: string): 'ml' | undefined {
  const unit = measureUnitOf(measureUnit);
  return unit === 'ml' || unit === 'l' ? 'ml' : undefined;
}
