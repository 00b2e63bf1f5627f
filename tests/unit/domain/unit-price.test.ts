import { describe, expect, it } from 'vitest';
import { portionOf, unitPrice } from '../../../src/domain/unit-price';
import { isKilogramUnit, measureUnitOf } from '../../../src/domain/measure-unit';
import { cases } from '../../fixtures/cases';

const product = (measure_unit: string, portion_nat_size: number, price: number, weight = '') => ({
  measure_unit,
  portion_nat_size,
  price,
  price_multiplier_for_customer: 1,
  weight,
});

describe('unitPrice: what a kilogram or a litre costs', () => {
  it.each<[string, ReturnType<typeof product>, ReturnType<typeof unitPrice>]>([
    ["'кг' goods carry the price per kg", product('кг', 0.5, 149), { amount: 149, per: 'kg' }],
    ['a 420 g pizza', product('г', 420, 490), { amount: 1166.67, per: 'kg' }],
    ['330 ml of lemonade', product('мл', 330, 150), { amount: 454.55, per: 'l' }],
    ['a litre bottle', product('л', 1, 120), { amount: 120, per: 'l' }],
    ['pieces have none', product('шт', 1, 149), null],
    ['an unknown portion has none', product('г', 0, 100), null],
  ])('%s', (_label, p, expected) => {
    expect(unitPrice(p)).toEqual(expected);
  });

  it("follows the customer's price multiplier", () => {
    expect(unitPrice({ ...product('кг', 1, 100), price_multiplier_for_customer: 1.5 })).toEqual({
      amount: 150,
      per: 'kg',
    });
  });
});

describe("measureUnitOf: the catalogue's unit as the interface names it", () => {
  cases('%j', measureUnitOf, [
    ['г', 'g'],
    ['кг', 'kg'],
    [' КГ ', 'kg'],
    ['мл', 'ml'],
    ['л', 'l'],
    ['шт', 'pcs'],
    ['упак', null],
    ['', null],
  ]);
});

describe('isKilogramUnit: the unit sold by weight', () => {
  cases('%j', isKilogramUnit, [
    ['кг', true],
    [' КГ ', true],
    ['г', false],
    ['шт', false],
    ['', false],
  ]);
});

describe('portionOf: the portion a card names', () => {
  cases('%j', portionOf, [
    [product('кг', 0.5, 149), { amount: 500, unit: 'g', written: 'г' }],
    [product('кг', 1.5, 149), { amount: 1.5, unit: 'kg', written: 'кг' }],
    [product('кг', 0, 149), { amount: 1, unit: 'kg', written: 'кг' }],
    [product('г', 420, 490), { amount: 420, unit: 'g', written: 'г' }],
    [product(' мл ', 330, 150), { amount: 330, unit: 'ml', written: 'мл' }],
    [product('шт', 6, 10), { amount: 6, unit: 'pcs', written: 'шт' }],
    [product('упак', 2, 10), { amount: 2, unit: null, written: 'упак' }],
    [product('шт', 0, 10), null],
  ]);
});
