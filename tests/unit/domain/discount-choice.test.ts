import { describe, expect, it } from 'vitest';
import type { Coupon } from '../../../src/domain/coupon-eligibility';
import {
  applySelection,
  bonusAllowed,
  discountItem,
  planDiscounts,
  promoItem,
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
