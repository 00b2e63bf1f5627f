// A product's measure_unit (SPEC.md §9): the catalogue writes it in Russian, 'г', 'кг', 'мл', 'л',
// 'шт', in any case and with spaces around; 'кг' is the unit sold by weight.

/** A unit of measure the interface names in the customer's language (cart.qty.*). */
export type MeasureUnit = 'g' | 'kg' | 'ml' | 'l' | 'pcs';

const MEASURE_UNITS: Record<string, MeasureUnit> = {
  г: 'g',
  кг: 'kg',
  мл: 'ml',
  л: 'l',
  шт: 'pcs',
};

/**
 * The catalogue's measure_unit as a unit the interface names; null for one it does not know
 * (shown as the catalogue wrote it).
 */
export function measureUnitOf(measureUnit: string): MeasureUnit | null {
  return MEASURE_UNITS[measureUnit.trim().toLowerCase()] ?? null;
}

/** SPEC.md §9: 'кг' (any case, spaces around) is the unit sold by weight. */
export function isKilogramUnit(measureUnit: string): boolean {
  return measureUnitOf(measureUnit) === 'kg';
}
