import { describe, expect, it } from 'vitest';
import type { Coupon } from '../../../src/domain/coupon-eligibility';
import {
  applySelection,
  bonusAllowed,
  DEFAULT_DISCOUNT_SETTINGS,
  discountItem,
  discountSettingsOf,
  discountsInForce,
  planDiscounts,
  promoItem,
  promotionsHideCoupons,
  stockItem,
  stocksInForce,
  type DiscountSettings,
} from '../../../src/domain/discount-choice';

const percent: Coupon = {
  id: 1,
  code: 'p10',
  amount: '10.00',
  discount_type: 'percent',
  description: 'Скидка на самовывоз',
};
const fixed: Coupon = {
  id: 2,
  code: 'f300',
  amount: '300',
  discount_type: 'fixed_cart',
  description: 'Первый заказ',
};
const gift: Coupon = {
  id: 3,
  code: 'gift',
  amount: '0',
  discount_type: 'free_gift',
  description: 'Ролл в подарок',
  _wc_free_gift_coupon_data_mod: { product_id: 1010, variation_id: 0, quantity: 1 },
};
const promo = { value: 'TARELKA200', type: 'fixed_cart', amount: 200 };
const off: DiscountSettings = {
  auto_coupons_summing: false,
  coupons_and_auto_coupons_summing: false,
  auto_coupons_and_promo_summing: false,
  app_use_bon_with_auto_promo: true,
};
const on: DiscountSettings = {
  ...off,
  auto_coupons_summing: true,
  coupons_and_auto_coupons_summing: true,
};

describe('planDiscounts', () => {
  it.each([
    ['no coupons', [], null, off, 'none', []],
    ['one coupon, no promo code: applied', [percent], null, off, 'apply', ['1']],
    [
      'one coupon and a promo code that may not combine: the customer chooses',
      [percent],
      promo,
      off,
      'choose',
      ['1', 'promo:TARELKA200'],
    ],
    ['one coupon and a promo code that may combine: applied', [percent], promo, on, 'apply', ['1']],
    [
      'several coupons, no summing: the customer chooses',
      [percent, gift],
      null,
      off,
      'choose',
      ['1', '3'],
    ],
    ['several coupons that sum: all applied', [percent, gift], null, on, 'apply', ['1', '3']],
    [
      'several coupons and a competing promo code',
      [percent, fixed],
      promo,
      { ...off, auto_coupons_summing: true },
      'choose',
      ['1', '2', 'promo:TARELKA200'],
    ],
  ] as const)('%s', (_label, coupons, code, settings, kind, ids) => {
    const plan = planDiscounts(coupons, code, settings);
    expect(plan.kind).toBe(kind);
    expect(plan.kind === 'none' ? [] : plan.items.map((i) => i.id)).toEqual(ids);
  });
});

describe('applySelection', () => {
  it.each([
    [
      'nothing selected keeps the promo code and applies nothing',
      [],
      { auto: [], keep: true, gift: null },
    ],
    [
      'a percent coupon becomes an applied auto coupon',
      [discountItem(percent)],
      { auto: ['1'], keep: false, gift: null },
    ],
    [
      'a fixed coupon becomes an applied auto coupon',
      [discountItem(fixed)],
      { auto: ['2'], keep: false, gift: null },
    ],
    [
      'a gift puts its product at the coupon price',
      [discountItem(gift)],
      { auto: [], keep: false, gift: 1010 },
    ],
    [
      'the promo item keeps the promo code',
      [promoItem(promo)],
      { auto: [], keep: true, gift: null },
    ],
  ] as const)('%s', (_label, selected, expected) => {
    const r = applySelection(selected);
    expect(r.appliedAutoCoupons.map((a) => a.id)).toEqual(expected.auto);
    expect(r.keepPromocode).toBe(expected.keep);
    expect(r.gift?.productId ?? null).toBe(expected.gift);
  });

  it('the gift keeps its quantity and the coupon price', () => {
    expect(
      applySelection([
        discountItem({
          ...gift,
          amount: '1',
          _wc_free_gift_coupon_data_mod: { product_id: 7, quantity: '2' },
        }),
      ]).gift,
    ).toEqual({
      productId: 7,
      variationId: 0,
      quantity: 2,
      price: 1,
      couponId: '3',
    });
  });
});

describe('texts and bonuses', () => {
  it.each([
    [percent, 'Скидка 10%'],
    [fixed, 'Скидка 300 р'],
    [gift, 'Ролл в подарок'],
  ])('describes coupon %#', (coupon, text) => {
    expect(discountItem(coupon).description).toBe(text);
  });

  it.each([
    [true, true, true],
    [false, true, false],
    [false, false, true],
  ])('bonus with auto promo setting %s, auto discount %s → %s', (setting, hasAuto, expected) => {
    expect(bonusAllowed({ app_use_bon_with_auto_promo: setting }, hasAuto)).toBe(expected);
  });
});

const vitamins = {
  id: 1,
  name: 'Витаминная неделя',
  discount_type: 'percent',
  amount: '15.00',
  description: '−15% от 3 кг',
};
const weekend = { id: 2, name: 'Пицца-выходные', discount_type: 'fixed_cart', amount: 150 };

describe('planDiscounts with promotions and a guest', () => {
  it.each([
    ['a promotion alone: nothing to choose', [], off, 'none', [], ['stock:1']],
    [
      'a coupon beside a promotion it may not sum with: the customer chooses',
      [percent],
      off,
      'choose',
      ['1', 'stock:1'],
      ['stock:1'],
    ],
    [
      'auto_coupons_and_promo_summing: the coupon applies, the promotion too',
      [percent],
      { ...off, auto_coupons_and_promo_summing: true },
      'apply',
      ['1'],
      ['stock:1'],
    ],
    [
      'several coupons that sum still compete with a promotion they may not sum with',
      [percent, fixed],
      { ...on },
      'choose',
      ['1', '2', 'stock:1'],
      ['stock:1'],
    ],
  ] as const)('%s', (_label, coupons, settings, kind, ids, stockIds) => {
    const plan = planDiscounts(coupons, null, settings, 'р', { stocks: [vitamins] });
    expect(plan.kind).toBe(kind);
    expect(plan.kind === 'none' ? [] : plan.items.map((i) => i.id)).toEqual(ids);
    expect(plan.stocks?.map((s) => s.id)).toEqual(stockIds);
  });

  it("a guest's gifts wait for a sign-in; the discount they may have is applied", () => {
    const plan = planDiscounts([gift, fixed], null, off, 'р', { signedIn: false });
    expect(plan.kind).toBe('apply');
    expect(plan.kind === 'none' ? [] : plan.items.map((i) => i.id)).toEqual(['2']);
    expect(plan.signInGifts?.map((i) => i.id)).toEqual(['3']);
    const signedIn = planDiscounts([gift, fixed], null, off, 'р', { signedIn: true });
    expect(signedIn.kind).toBe('choose');
    expect(signedIn.signInGifts).toEqual([]);
  });

  it('a promotion of another kind, or of no amount, is not offered', () => {
    const plan = planDiscounts([], null, off, 'р', {
      stocks: [
        { ...weekend, discount_type: 'free_shipping' },
        { ...vitamins, amount: '0' },
      ],
    });
    expect(plan.stocks).toEqual([]);
  });
});

describe('stocksInForce: which promotions apply beside what the customer chose', () => {
  const items = [vitamins, weekend].map((s) => stockItem(s)!);
  it.each([
    ['alone, no promo_summing: the one worth most', {}, {}, 800, ['stock:2']],
    ['alone, on a bigger cart the percent is worth more', {}, {}, 2000, ['stock:1']],
    ['promo_summing: all of them', { promo_summing: true }, {}, 1000, ['stock:1', 'stock:2']],
    ['beside an auto coupon: none', {}, { autoCoupon: true }, 1000, []],
    [
      'beside an auto coupon with auto_coupons_and_promo_summing',
      { auto_coupons_and_promo_summing: true },
      { autoCoupon: true },
      800,
      ['stock:2'],
    ],
    ['beside a typed code: none', {}, { promocode: true }, 1000, []],
    [
      'beside a typed code with coupons_and_promo_summing',
      { coupons_and_promo_summing: true },
      { promocode: true },
      2000,
      ['stock:1'],
    ],
  ] as const)('%s', (_label, patch, applied, base, ids) => {
    const result = stocksInForce(
      items,
      { autoCoupon: false, promocode: false, ...applied },
      { ...off, ...patch },
      base,
    );
    expect(result.map((s) => s.id)).toEqual(ids);
  });

  it('promotionsHideCoupons: coupons stay out beside a promotion unless they may sum', () => {
    expect(promotionsHideCoupons(1, off)).toBe(true);
    expect(promotionsHideCoupons(0, off)).toBe(false);
    expect(promotionsHideCoupons(1, { ...off, auto_coupons_and_promo_summing: true })).toBe(false);
  });
});

describe('discountsInForce: the one sum the cart and the order take', () => {
  it.each([
    [
      'a chosen coupon, the promotion left out',
      [percent],
      ['1'],
      null,
      { fixed: 0, percent: 10, codes: ['p10'], stocks: [] },
    ],
    [
      'the promotion chosen instead of the coupon',
      [percent],
      ['stock:1'],
      null,
      { fixed: 0, percent: 15, codes: [], stocks: ['stock:1'] },
    ],
    [
      'nothing chosen: the promotion still applies',
      [percent],
      [],
      null,
      { fixed: 0, percent: 15, codes: [], stocks: ['stock:1'] },
    ],
    [
      'a promo code kept beside nothing else',
      [],
      [],
      promo,
      { fixed: 200, percent: 0, codes: ['TARELKA200'], stocks: [] },
    ],
  ] as const)('%s', (_label, coupons, selectedIds, promocode, expected) => {
    const plan = planDiscounts(coupons, promocode, off, 'р', { stocks: [vitamins] });
    const r = discountsInForce({ plan, selectedIds, promocode, settings: off, base: 1000 });
    expect({
      fixed: r.fixed,
      percent: r.percent,
      codes: r.codes,
      stocks: r.stocks.map((s) => s.id),
    }).toEqual(expected);
  });

  it('a promo code that may not combine with a coupon is kept only when the choice is the code', () => {
    const plan = planDiscounts([percent], promo, off, 'р');
    const inForce = (selectedIds: string[]) =>
      discountsInForce({ plan, selectedIds, promocode: promo, settings: off, base: 1000 });
    expect(inForce(['1'])).toMatchObject({ promoKept: false, fixed: 0, codes: ['p10'] });
    expect(inForce(['promo:TARELKA200'])).toMatchObject({
      promoKept: true,
      fixed: 200,
      codes: ['TARELKA200'],
    });
  });

  it('bonuses beside a promotion follow app_use_bon_with_akcii', () => {
    const s = { app_use_bon_with_auto_promo: true };
    expect(bonusAllowed({ ...s, app_use_bon_with_akcii: false }, false, true)).toBe(false);
    expect(bonusAllowed({ ...s, app_use_bon_with_akcii: true }, false, true)).toBe(true);
    expect(bonusAllowed(s, false, true)).toBe(true);
  });
});

describe('discountSettingsOf: the summing flags in force', () => {
  const d = DEFAULT_DISCOUNT_SETTINGS;
  const answer = { ...d, auto_coupons_summing: false, coupons_and_auto_coupons_summing: false };
  it.each([
    ['no answer, no shop flags: the defaults', undefined, null, d],
    ['no answer, an empty settings object: the defaults', {}, null, d],
    [
      'no answer: the flags all_settings sent, the defaults for the rest',
      { auto_coupons_summing: true, app_use_bon_with_auto_promo: false },
      null,
      { ...d, auto_coupons_summing: true, app_use_bon_with_auto_promo: false },
    ],
    [
      'a flag all_settings left out keeps its default',
      { auto_coupons_summing: undefined, coupons_and_auto_coupons_summing: true },
      null,
      { ...d, coupons_and_auto_coupons_summing: true },
    ],
    [
      "coupons/seettings' answer wins over all_settings",
      { auto_coupons_summing: true, coupons_and_auto_coupons_summing: true },
      answer,
      answer,
    ],
    [
      "the answer's optional flags left out: the defaults",
      { auto_coupons_and_promo_summing: true },
      { ...answer, promo_summing: undefined },
      { ...answer, promo_summing: false },
    ],
  ])('%s', (_name, shop, given, expected) => {
    expect(discountSettingsOf(shop, given as DiscountSettings | null)).toEqual(expected);
  });
});
