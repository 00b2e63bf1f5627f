// SPEC.md §3 Cart line acf (combo discounts), §9 "Unit 'кг' weighs as 1000 in price and in
// portion_nat_size for eligibility": one unit's price, a line's total and its eligibility facts.
import { describe, expect, it } from 'vitest';
import {
  addedCharge,
  comboPrice,
  dishUnitPrice,
  eligibilityLines,
  lineRegularTotal,
  lineTotal,
  priceWeightFactor,
  shownLineTotals,
  type AddonRule,
} from '../../../src/domain/cart-price';
import { keyedLine } from './cart-fixtures';

const line = keyedLine;

const percent = (n: number | null) => ({
  combo_discount_type: 'percent' as const,
  combo_discount: n,
});
const fixed = (n: number | null) => ({ combo_discount_type: 'fixed' as const, combo_discount: n });

describe('comboPrice: a combo discount of the dish itself', () => {
  it.each([
    ['no combo', 1290, null, 1290],
    ['percent 10', 1290, percent(10), 1161],
    ['percent keeps kopecks', 99.99, percent(15), 84.99],
    ['percent over 100 is free, not negative', 500, percent(150), 0],
    ['fixed 40', 390, fixed(40), 350],
    ['fixed above the price is free, not negative', 30, fixed(40), 0],
    ['no amount', 500, percent(null), 500],
    ['negative amount is ignored', 500, fixed(-50), 500],
    ['unknown type', 500, { combo_discount_type: null, combo_discount: 10 }, 500],
  ] as const)('%s', (_label, price, acf, expected) => {
    expect(comboPrice(price, acf)).toBe(expected);
  });
});

describe('dishUnitPrice: кг is priced per 1000 g', () => {
  it.each([
    ['pieces: the price', { measure_unit: 'шт', portion_nat_size: 350 }, 1],
    ['grams: the price', { measure_unit: 'г', portion_nat_size: 450 }, 1],
    ['кг in 0.5 kg steps: half the kilo price', { measure_unit: 'кг', portion_nat_size: 0.5 }, 0.5],
    ['кг with no portion: a kilo each', { measure_unit: 'кг', portion_nat_size: 0 }, 1],
    ['КГ in capitals and spaces', { measure_unit: ' КГ ', portion_nat_size: 0.25 }, 0.25],
  ])('%s', (_label, extra, factor) => {
    expect(priceWeightFactor(line(extra))).toBe(factor);
    expect(dishUnitPrice(line({ price: 149, ...extra }))).toBe(
      Math.round(149 * factor * 100) / 100,
    );
  });

  it('a combo discount and the кг rule together', () => {
    const l = line({ price: 200, measure_unit: 'кг', portion_nat_size: 0.5, acf: percent(10) });
    expect(dishUnitPrice(l)).toBe(90);
  });
});

describe('lineTotal: count × step × (the dish unit + supplements)', () => {
  it.each([
    ['combo fixed, two units', line({ price: 390, count: 2, acf: fixed(40) }), 700],
    ['combo percent', line({ price: 3490, acf: percent(10) }), 3141],
    [
      'кг: three 0.5 kg steps of 149 ₽/кг',
      line({ price: 149, count: 3, measure_unit: 'кг', portion_nat_size: 0.5 }),
      223.5,
    ],
    [
      'a combo does not discount the supplements',
      line({
        price: 1000,
        acf: percent(10),
        supplements: [{ id: 2, name: 'Соус', price: 50, count: 2 }],
      }),
      1000,
    ],
    [
      'packs: the step multiplies',
      line({ price: 600, count: 3, add_to_basket_once: 0.5, measure_unit: 'кг' }),
      900,
    ],
  ])('%s', (_label, l, expected) => {
    expect(lineTotal(l)).toBe(expected);
  });

  it('the regular total is before sales and combos, by weight for кг', () => {
    expect(
      lineRegularTotal(line({ price: 390, regular_price: 450, count: 2, acf: fixed(40) })),
    ).toBe(900);
    expect(
      lineRegularTotal(
        line({ price: 149, regular_price: 199, measure_unit: 'кг', portion_nat_size: 0.5 }),
      ),
    ).toBe(99.5);
  });
});

describe('eligibilityLines: what a coupon counts', () => {
  it.each([
    ['pieces count units', line({ count: 3 }), 3],
    ['packs count units', line({ count: 2, add_to_basket_once: 6 }), 12],
    ['кг counts kilograms', line({ count: 6, measure_unit: 'кг', portion_nat_size: 0.5 }), 3],
    ['кг with no portion: a kilo per unit', line({ count: 2, measure_unit: 'кг' }), 2],
  ])('%s', (_label, l, count) => {
    expect(eligibilityLines([l])[0]!.count).toBe(count);
  });

  it('gifts are the coupons’ own, not the customer’s purchase', () => {
    expect(eligibilityLines([line(), line({ id: 2, isGift: true })]).map((l) => l.id)).toEqual([1]);
  });

  it('the price a coupon sees is the cart’s unit price', () => {
    expect(
      eligibilityLines([line({ price: 149, measure_unit: 'кг', portion_nat_size: 0.5 })])[0]!.price,
    ).toBe(74.5);
  });
});

describe('addedCharge: what the product modal says the cart will charge', () => {
  const rule = { categoryIds: [99], freeLimit: 2 };
  const sauce = (count: number) => line({ id: 50, price: 49, count, categories: [99] });
  it.each([
    ['a dish into an empty cart', [], line({ count: 2 }), 1000],
    [
      'its supplements within the free limit are free',
      [],
      line({ supplements: [{ id: 50, name: 'Соус', price: 49, count: 3 }] }),
      549,
    ],
    ['an add-on line while the free ones last', [], sauce(1), 0],
    ['an add-on line once the shared free ones are used', [sauce(2)], sauce(1), 49],
    ['the same line grows', [line({ count: 1 })], line({ count: 1 }), 500],
  ])('%s', (_label, lines, added, expected) => {
    expect(addedCharge(lines, added, rule)).toBe(expected);
  });
});

describe('shownLineTotals: what each line costs in the cart and at the checkout', () => {
  const noFree: AddonRule = { categoryIds: [], freeLimit: null };
  it.each([
    ['pieces: count × price', [line({ price: 390, count: 2 })], noFree, [780]],
    [
      'by the kilogram: two 500 g steps of a 149 ₽/kg dish',
      [line({ price: 149, measure_unit: 'кг', portion_nat_size: 0.5, count: 2 })],
      noFree,
      [149],
    ],
    [
      'a portion of six pieces counts six',
      [line({ price: 50, count: 1, add_to_basket_once: 6 })],
      noFree,
      [300],
    ],
    [
      'the first add-on of a free category is free',
      [line({ price: 50, count: 2, categories: [7] })],
      { categoryIds: [7], freeLimit: 1 } satisfies AddonRule,
      [50],
    ],
  ] as const)('%s', (_label, lines, rule, expected) => {
    expect(shownLineTotals(lines, rule)).toEqual(expected);
  });
});
