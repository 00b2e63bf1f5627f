import { describe, expect, it } from 'vitest';
import {
  addonCategoryIds,
  addonRuleOf,
  cartSummary,
  discountTotals,
  freeAddonValue,
  hasMainDish,
  itemsPrice,
  lineKey,
  lineTotal,
  lineWeight,
  minimumSumMissing,
  type CartLine,
  type CartSummaryInput,
} from '../../../src/domain/cart-price';
import { categorySchema } from '../../../src/domain/model';
import { keyedLine } from './cart-fixtures';
import { cases } from '../../fixtures/cases';
import * as v from 'valibot';

const ADDONS = 99;

const line = (extra: Partial<CartLine> = {}) =>
  keyedLine({ name: 'Пицца', locations: ['1'], ...extra });

const sauce = (count: number, extra: Partial<CartLine> = {}) =>
  line({ id: 50, name: 'Соус', price: 50, count, categories: [ADDONS], ...extra });

// Add-ons chosen with a dish (supplements), `count` of them.
const cheese = (count: number) => ({ id: 60, name: 'Сыр', price: 50, count });
const bacon = (count: number) => ({ id: 61, name: 'Бекон', price: 80, count });

describe('lineKey: one line per product + variation + supplements + options', () => {
  const a = line({ supplements: [cheese(1), bacon(2)] });
  const likeA = (extra: Partial<CartLine>) => line({ supplements: a.supplements, ...extra });
  it.each([
    ['supplement order does not matter', line({ supplements: [bacon(2), cheese(1)] }), true],
    [
      'another supplement count is another line',
      line({ supplements: [cheese(2), bacon(2)] }),
      false,
    ],
    ['another variation is another line', likeA({ variation_id: 7 }), false],
    [
      'another option is another line',
      likeA({ options: [{ attributeId: 's', optionId: 'thin' }] }),
      false,
    ],
  ])('%s', (_label, other, same) => {
    expect(lineKey(other) === lineKey(a)).toBe(same);
  });

  it('no variation equals variation 0', () => {
    expect(lineKey(line({ variation_id: null }))).toBe(lineKey(line({ variation_id: 0 })));
  });
});

describe('lineWeight: grams; кг weighs as 1000', () => {
  it.each([
    ['pieces of 350 g', { measure_unit: 'шт', portion_nat_size: 350, count: 2 }, 700],
    [
      'кг with no portion size is 1000 g',
      { measure_unit: 'кг', portion_nat_size: 0, count: 1 },
      1000,
    ],
    ['кг portion 0.5 kg × 3', { measure_unit: 'кг', portion_nat_size: 0.5, count: 3 }, 1500],
    [
      'кг in step of 0.5 (add_to_basket_once)',
      { measure_unit: 'кг', portion_nat_size: 0, count: 2, add_to_basket_once: 0.5 },
      1000,
    ],
    ['КГ in capitals', { measure_unit: ' КГ ', portion_nat_size: 0, count: 1 }, 1000],
    ['г unit', { measure_unit: 'г', portion_nat_size: 250, count: 1 }, 250],
  ])('%s', (_label, extra, expected) => {
    expect(lineWeight(line(extra))).toBe(expected);
  });
});

describe('lineTotal and itemsPrice', () => {
  it.each([
    ['count × price', line({ count: 3 }), 1500],
    ['supplements priced per unit', line({ count: 2, supplements: [cheese(2)] }), 1200],
    [
      'portion step multiplies',
      line({ price: 600, count: 3, add_to_basket_once: 0.5, measure_unit: 'кг' }),
      900,
    ],
    ['kopecks kept', line({ price: 19.99, count: 3 }), 59.97],
  ])('%s', (_label, l, expected) => {
    expect(lineTotal(l)).toBe(expected);
  });

  it('sums lines', () => {
    expect(itemsPrice([line({ count: 2 }), line({ price: 0.1 }), line({ price: 0.2 })])).toBe(
      1000.3,
    );
  });
});

describe('freeAddonValue: add-ons cost 0 at or under the free limit, their price above it', () => {
  it.each([
    ['under the limit: all free', [sauce(1, { free_limits: { quantity: 2 } })], null, 50],
    ['at the limit: all free', [sauce(2, { free_limits: { quantity: 2 } })], null, 100],
    [
      'above the limit: only the first N free',
      [sauce(3, { free_limits: { quantity: 2 } })],
      null,
      100,
    ],
    ['no limit: nothing free', [sauce(3)], null, 0],
    ['not an add-on: limit ignored', [line({ free_limits: { quantity: 5 } })], null, 0],
    ['shared category limit across lines', [sauce(1), sauce(2, { id: 51, price: 40 })], 2, 90],
    ['shared limit overrides line limits', [sauce(3, { free_limits: { quantity: 3 } })], 1, 50],
  ] as const)('%s', (_label, lines, freeLimit, expected) => {
    expect(freeAddonValue(lines, { categoryIds: [ADDONS], freeLimit })).toBe(expected);
  });
});

/** The pizza category with `subCategories` (raw, as the shop API sends them). */
const pizzaCategory = (subCategories?: Record<string, unknown>[]) =>
  v.parse(categorySchema, { id: 1, name: 'Пицца', slug: 'p', subCategories });

describe('addonRuleOf: the допы category and its free limit', () => {
  it('finds the limit on a nested допы category', () => {
    const tree = [
      pizzaCategory([{ id: 3, name: 'Допы', slug: 'd', free_limits: { quantity: 2 } }]),
    ];
    expect(addonRuleOf(tree)).toEqual({ categoryIds: [3], freeLimit: 2 });
  });

  it('no допы: nothing is an add-on', () => {
    expect(addonRuleOf([pizzaCategory()])).toEqual({ categoryIds: [], freeLimit: null });
  });
});

describe('addonCategoryIds', () => {
  it('finds "допы" anywhere in the tree', () => {
    const tree = [
      pizzaCategory([{ id: 3, name: 'Допы', slug: 'd' }]),
      v.parse(categorySchema, { id: 2, name: 'допы', slug: 'd2' }),
    ];
    expect(addonCategoryIds(tree)).toEqual([3, 2]);
  });
});

describe('discountTotals', () => {
  it('adds fixed and percent amounts separately; gifts are lines, not discounts', () => {
    expect(
      discountTotals([
        { discountType: 'fixed_cart', amount: '300.00' },
        { discountType: 'percent', amount: 10 },
        { discountType: 'fixed_cart', amount: 50 },
        { discountType: 'free_gift', amount: '1' },
      ]),
    ).toEqual({ fixed: 350, percent: 10 });
  });
});

describe('minimumSumMissing: "Не набрана минимальная сумма."', () => {
  cases('items %d, minimum %d -> %d missing', minimumSumMissing, [
    [900, 1000, 100],
    [1000, 1000, 0],
    [1200, 1000, 0],
    [500, 0, 0],
    [999.9, 1000, 0.1],
  ]);
});

/** A cart of two 500 ₽ pizzas with no discounts, delivery, bonus or minimum, but for `extra`. */
const summaryInput = (extra: Partial<CartSummaryInput>): CartSummaryInput => ({
  lines: [line({ count: 2 })], // 1000
  discounts: { fixed: 0, percent: 0 },
  delivery: 0,
  hideDeliveryPrice: false,
  addons: { categoryIds: [ADDONS] },
  bonus: 0,
  minimum: 0,
  ...extra,
});

describe('cartSummary: SPEC §9 cart price formula', () => {
  it.each<[string, Partial<CartSummaryInput>, Record<string, number | boolean>]>([
    ['plain items', {}, { items: 1000, discount: 0, total: 1000 }],
    [
      'fixed before percent: (1000-100)×0.9',
      { discounts: { fixed: 100, percent: 10 } },
      { discount: 190, total: 810 },
    ],
    [
      'excluded-from-minimum items take no discount',
      {
        lines: [line({ count: 2 }), line({ id: 2, price: 200, exclude_from_min_cart: true })],
        discounts: { fixed: 0, percent: 50 },
      },
      { items: 1200, discount: 500, total: 700 },
    ],
    [
      'delivery added after discounts',
      { discounts: { fixed: 0, percent: 10 }, delivery: 200 },
      { delivery: 200, total: 1100 },
    ],
    [
      'express delivery (price from deliveryPrice with express)',
      { delivery: 200 + 150 },
      { delivery: 350, total: 1350 },
    ],
    [
      'free add-ons subtracted',
      { lines: [line({ count: 2 }), sauce(3, { free_limits: { quantity: 2 } })] },
      { items: 1150, freeAddons: 100, total: 1050 },
    ],
    ['bonus subtracted', { bonus: 300 }, { bonus: 300, total: 700 }],
    [
      'never below 0: fixed coupon bigger than the cart',
      { discounts: { fixed: 5000, percent: 0 } },
      { discount: 1000, total: 0 },
    ],
    [
      'never below 0: bonus bigger than what is left',
      { bonus: 5000, delivery: 100 },
      { bonus: 1100, total: 0 },
    ],
    ['percent above 100 is capped', { discounts: { fixed: 0, percent: 150 } }, { total: 0 }],
    [
      'hidden delivery: shown as 0 and left out of the total',
      { delivery: 200, hideDeliveryPrice: true },
      { delivery: 0, deliveryHidden: true, total: 1000 },
    ],
    [
      'minimum missing on items before discounts',
      { minimum: 1500, discounts: { fixed: 0, percent: 10 } },
      { minimumMissing: 500 },
    ],
    ['minimum reached exactly', { minimum: 1000 }, { minimumMissing: 0 }],
    [
      'excluded items do not count toward the minimum',
      {
        lines: [line({ count: 2 }), line({ id: 2, price: 600, exclude_from_min_cart: true })],
        minimum: 1500,
      },
      { minimumMissing: 500 },
    ],
    [
      'kopecks rounded',
      { lines: [line({ price: 33.33, count: 3 })], discounts: { fixed: 0, percent: 15 } },
      { items: 99.99, total: 84.99, discount: 15 },
    ],
  ])('%s', (_label, extra, expected) => {
    expect(cartSummary(summaryInput(extra))).toMatchObject(expected);
  });
});

describe('add-ons chosen with a dish (supplements): the first free per unit of the dish', () => {
  it.each<[string, Partial<CartLine>, number | null, number]>([
    ['limit 2, two chosen: both free', { supplements: [cheese(2)] }, 2, 100],
    ['limit 2, three chosen: the first two free', { supplements: [cheese(3)] }, 2, 100],
    ['free in the order they were picked', { supplements: [bacon(1), cheese(2)] }, 2, 80 + 50],
    [
      'per unit of the dish: 3 pizzas, 3× the free value',
      { count: 3, supplements: [cheese(1)] },
      2,
      150,
    ],
    ['no limit: nothing free', { supplements: [cheese(2)] }, null, 0],
  ])('%s', (_label, extra, limit, expected) => {
    expect(freeAddonValue([line(extra)], { categoryIds: [ADDONS], freeLimit: limit })).toBe(
      expected,
    );
  });
});

describe('cartSummary: SPEC §9, every term at once', () => {
  // | term                          | value                                  |
  // |-------------------------------|----------------------------------------|
  // | items (discountable)          | pizza 2×500 + 2 free cheese (2×2×50)   |
  // | free add-ons                  | −200 (the cheese), priced 0, no coupon |
  // | fixed coupon                  | −100 on 1000 → 900                     |
  // | percent coupon                | −10% → 810                             |
  // | excluded-from-minimum items   | +15 bag, no discount                   |
  // | delivery with express         | +199 + 149                             |
  // | bonus                         | −73                                    |
  const lines = [
    line({ count: 2, supplements: [cheese(2)] }),
    line({ id: 7, name: 'Пакет', price: 15, exclude_from_min_cart: true }),
  ];
  it('adds up in the spec’s order', () => {
    expect(
      cartSummary({
        lines,
        discounts: { fixed: 100, percent: 10 },
        delivery: 199 + 149,
        hideDeliveryPrice: false,
        addons: { categoryIds: [ADDONS], freeLimit: 2 },
        bonus: 73,
        minimum: 1500,
      }),
    ).toEqual({
      items: 1215,
      itemsNet: 1015,
      freeAddons: 200,
      discount: 190,
      delivery: 348,
      deliveryHidden: false,
      bonus: 73,
      total: 810 + 15 + 348 - 73,
      minimumMissing: 500,
    });
  });

  it('a percent coupon does not take its share of a free add-on', () => {
    const sauce = sauce3();
    const s = cartSummary(
      summaryInput({ lines: [line({ count: 2 }), sauce], discounts: { fixed: 0, percent: 10 } }),
    );
    // 1000 + 150 sauces, 2 of them free: (1150 − 100) × 0.9.
    expect(s).toMatchObject({ freeAddons: 100, discount: 105, total: 945 });
  });

  function sauce3() {
    return sauce(3, { free_limits: { quantity: 2 } });
  }
});

describe('hasMainDish: add-ons come with a dish', () => {
  const rule = { categoryIds: [50] };
  it.each([
    ['a dish', [{ categories: [1] }], true],
    ['a dish and an add-on', [{ categories: [50] }, { categories: [1] }], true],
    ['two add-ons alone', [{ categories: [50] }, { categories: [50] }], false],
    ['an add-on and a gift', [{ categories: [50] }, { categories: [1], isGift: true }], false],
    ['nothing', [], false],
  ])('%s → %s', (_label, lines, expected) => {
    expect(hasMainDish(lines, rule)).toBe(expected);
  });
});
