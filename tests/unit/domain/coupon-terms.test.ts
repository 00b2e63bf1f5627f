// The coupon info modal's facts: what a coupon gives and every condition it sets (SPEC.md §3
// Coupon, §5 Coupon eligibility), read from WooCommerce's loosely typed values.
import { describe, expect, it } from 'vitest';
import {
  couponBenefit,
  couponByCode,
  couponTerms,
  withoutCodes,
  couponUntil,
  type CouponBenefit,
  type CouponTerm,
} from '../../../src/domain/coupon-terms';
import type { Coupon } from '../../../src/domain/coupon-eligibility';
import { coupon } from './coupon-fixtures';

describe('couponBenefit', () => {
  it.each<[string, Partial<Coupon>, CouponBenefit]>([
    ['a percent', { amount: '15' }, { kind: 'percent', amount: 15 }],
    ['a fixed sum', { discount_type: 'fixed_cart', amount: 300 }, { kind: 'fixed', amount: 300 }],
    [
      'a gift, its quantity',
      {
        discount_type: 'free_gift',
        _wc_free_gift_coupon_data_mod: { product_id: '42', quantity: '2' },
      },
      { kind: 'gift', productId: 42, quantity: 2 },
    ],
    [
      'a gift without a quantity is one',
      { discount_type: 'free_gift', _wc_free_gift_coupon_data_mod: { product_id: 7 } },
      { kind: 'gift', productId: 7, quantity: 1 },
    ],
    ['a gift without its product', { discount_type: 'free_gift' }, { kind: 'other' }],
    ['a type the storefront does not know', { discount_type: 'fixed_product' }, { kind: 'other' }],
  ])('%s', (_label, extra, expected) => {
    expect(couponBenefit(coupon(extra))).toEqual(expected);
  });
});

describe('couponTerms: every condition, in reading order', () => {
  it.each<[string, Partial<Coupon>, CouponTerm[]]>([
    ['a plain code sets none', {}, []],
    ['a minimum', { minimum_amount: '1000' }, [{ kind: 'minimum', amount: 1000 }]],
    [
      'a minimum and a maximum',
      { minimum_amount: 500, maximum_amount: '3000' },
      [
        { kind: 'minimum', amount: 500 },
        { kind: 'maximum', amount: 3000 },
      ],
    ],
    ['an empty minimum is none', { minimum_amount: '' }, []],
    ['pickup only', { pickup_coupon: 'yes' }, [{ kind: 'pickup' }]],
    ['delivery only', { delivery_coupon: true }, [{ kind: 'delivery' }]],
    ['both ways to receive: no condition', { pickup_coupon: 1, delivery_coupon: 1 }, []],
    [
      'weekdays, deduplicated and sorted',
      { coupon_avaible_week_days: ['5', 1, '5', 9] },
      [{ kind: 'weekdays', days: [1, 5] }],
    ],
    ['all seven days: no condition', { coupon_avaible_week_days: [1, 2, 3, 4, 5, 6, 7] }, []],
    [
      'hours',
      { coupon_avaible_day_hour_from: '18:00', coupon_avaible_day_hour_to: 23 },
      [{ kind: 'hours', from: 18 * 60, to: 23 * 60 }],
    ],
    [
      'only a start hour runs to midnight',
      { coupon_avaible_day_hour_from: 12 },
      [{ kind: 'hours', from: 12 * 60, to: 24 * 60 }],
    ],
    ['the first order', { usage_limit_first_purchase: 'yes' }, [{ kind: 'firstOrder' }]],
    [
      'a birthday window from the meta',
      {
        birthday_coupon: 'yes',
        meta_data: [
          { key: 'birthday_coupon_days_before', value: '3' },
          { key: 'birthday_coupon_days_after', value: 2 },
        ],
      },
      [{ kind: 'birthday', before: 3, after: 2 }],
    ],
    [
      'products and categories',
      { product_ids: [10, '11'], product_categories: ['4'] },
      [
        { kind: 'products', ids: [10, 11] },
        { kind: 'categories', ids: [4] },
      ],
    ],
    [
      'quantities of products and of categories',
      {
        autoapply_dop_rulles_products_list: [{ coupon_products: ['10'], coupon_products_qty: '2' }],
        autoapply_dop_rulles_categories_list: [{ coupon_categories: 4, coupon_categories_qty: 3 }],
      },
      [
        { kind: 'productQuantity', ids: [10], quantity: 2 },
        { kind: 'categoryQuantity', ids: [4], quantity: 3 },
      ],
    ],
    [
      'a quantity rule of zero is none',
      { autoapply_dop_rulles_products_list: [{ coupon_products: [10], coupon_products_qty: 0 }] },
      [],
    ],
    [
      'excluded categories, warehouses, personal, automatic',
      {
        excluded_product_categories: [9],
        sklad_coupon: ['2'],
        individual_coupon: 'yes',
        meta_data: [{ key: 'coupon-autoapply', value: 'yes' }],
      },
      [
        { kind: 'excludedCategories', ids: [9] },
        { kind: 'stocks', ids: ['2'] },
        { kind: 'personal' },
        { kind: 'automatic' },
      ],
    ],
  ])('%s', (_label, extra, expected) => {
    expect(couponTerms(coupon(extra))).toEqual(expected);
  });
});

describe('couponUntil: the customer’s own date, else the coupon’s expiry', () => {
  const rows = {
    usage_avaible_users: [5, { user: '12', use_until: '31.12.2026 ' }, { user: 13 }],
  } satisfies Partial<Coupon>;
  it.each<[string, Partial<Coupon>, number | null, string]>([
    ['the customer’s row', rows, 12, '31.12.2026'],
    ['a row without a date', rows, 13, ''],
    ['a plain id', rows, 5, ''],
    ['someone else', rows, 99, ''],
    ['a guest', rows, null, ''],
    ['no list', {}, 12, ''],
    [
      'the expiry date of any coupon',
      { date_expires: '2026-12-31T00:00:00' },
      null,
      '2026-12-31T00:00:00',
    ],
    [
      'the customer’s own date before the expiry',
      { ...rows, date_expires: '2027-01-31T00:00:00' },
      12,
      '31.12.2026',
    ],
    [
      'a row without a date: the expiry',
      { ...rows, date_expires: '2027-01-31T00:00:00' },
      13,
      '2027-01-31T00:00:00',
    ],
  ])('%s', (_label, extra, user, expected) => {
    expect(couponUntil(coupon(extra), user)).toBe(expected);
  });
});

describe('couponByCode', () => {
  const list = [coupon({ code: 'Birthday' }), coupon({ id: 2, code: 'WELCOME' })];
  it.each<[string, number | undefined]>([
    ['birthday', 1],
    [' WELCOME ', 2],
    ['nothing', undefined],
  ])('%s', (code, id) => {
    expect(couponByCode(list, code)?.id).toBe(id);
  });
});

describe('withoutCodes', () => {
  const list = [coupon({ code: 'auto-first-300' }), coupon({ id: 2, code: 'WELCOME' })];
  it.each<[string, string[], number[]]>([
    ['none refused', [], [1, 2]],
    ['one, another case and spaces', [' AUTO-First-300 '], [2]],
    ['a code not in the list', ['NOTHING'], [1, 2]],
    ['both', ['welcome', 'auto-first-300'], []],
  ])('%s', (_label, refused, ids) => {
    expect(withoutCodes(list, refused).map((c) => c.id)).toEqual(ids);
  });
});
