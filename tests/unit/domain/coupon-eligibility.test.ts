import { describe, expect, it } from 'vitest';
import {
  checkCouponEligibility,
  couponDescription,
  isAutoapply,
  visibleCoupons,
  type Coupon,
  type CouponCondition,
  type EligibilityContext,
} from '../../../src/domain/coupon-eligibility';

// Wednesday 10 January 2024, 12:00 in Moscow.
const WEDNESDAY_NOON = new Date('2024-01-10T09:00:00Z');

const coupon = (extra: Partial<Coupon> = {}): Coupon => ({
  id: 1,
  code: 'SALE',
  amount: '10',
  discount_type: 'percent',
  ...extra,
});

const ctx = (extra: Partial<EligibilityContext> = {}): EligibilityContext => ({
  now: WEDNESDAY_NOON,
  timeZone: 'Europe/Moscow',
  warehouseId: '1',
  shippingType: 'flat_rate',
  device: 'site',
  user: { id: 5, birth: '15.06.1990', ordersCount: 3 },
  lines: [{ id: 1, categories: [10], count: 2, price: 500 }],
  cartTotal: 1000,
  slot: null,
  ...extra,
});

const user = (birth: string | null, ordersCount = 0) => ({ id: 5, birth, ordersCount });
const birthdayMeta = (before: number | string, after: number | string) => [
  { key: 'birthday_coupon_days_before', value: before },
  { key: 'birthday_coupon_days_after', value: after },
];

type Row = [string, Partial<Coupon>, Partial<EligibilityContext>, CouponCondition | 'ok'];

const rows: Row[] = [
  ['no conditions at all', {}, {}, 'ok'],

  // The warehouse of the selected location is in the coupon's warehouse list.
  ['warehouse listed', { sklad_coupon: ['1', '2'] }, {}, 'ok'],
  ['warehouse listed as numbers', { sklad_coupon: [2, 1] }, {}, 'ok'],
  ['warehouse not listed', { sklad_coupon: ['2'] }, {}, 'warehouse'],
  ['no location chosen yet', { sklad_coupon: ['1'] }, { warehouseId: null }, 'warehouse'],

  // Pickup-only coupons need local_pickup; delivery-only coupons need flat_rate.
  ['pickup coupon on pickup', { pickup_coupon: 'yes' }, { shippingType: 'local_pickup' }, 'ok'],
  [
    'pickup coupon on delivery',
    { pickup_coupon: true },
    { shippingType: 'flat_rate' },
    'pickup-only',
  ],
  [
    'pickup coupon in a restaurant',
    { pickup_coupon: '1' },
    { shippingType: 'restaurants' },
    'pickup-only',
  ],
  ['delivery coupon on delivery', { delivery_coupon: 1 }, {}, 'ok'],
  [
    'delivery coupon on pickup',
    { delivery_coupon: 'yes' },
    { shippingType: 'local_pickup' },
    'delivery-only',
  ],
  [
    'delivery coupon flag "no" is off',
    { delivery_coupon: 'no' },
    { shippingType: 'local_pickup' },
    'ok',
  ],
  [
    'both flags: pickup allowed',
    { pickup_coupon: true, delivery_coupon: true },
    { shippingType: 'local_pickup' },
    'ok',
  ],
  [
    'both flags: booking is not',
    { pickup_coupon: true, delivery_coupon: true },
    { shippingType: 'wcso_booking' },
    'pickup-only',
  ],

  // Device meta must include site.
  [
    'device list includes site',
    { meta_data: [{ key: 'coupon_only_for_device', value: ['app', 'site'] }] },
    {},
    'ok',
  ],
  [
    'device list app only',
    { meta_data: [{ key: 'coupon_only_for_device', value: ['app'] }] },
    {},
    'device',
  ],
  [
    'device as comma string',
    { meta_data: [{ key: 'coupon_only_for_device', value: 'app, site' }] },
    {},
    'ok',
  ],
  [
    'device as PHP serialised array',
    { meta_data: [{ key: 'coupon_only_for_device', value: 'a:1:{i:0;s:3:"app";}' }] },
    {},
    'device',
  ],
  [
    'device meta empty = every device',
    { meta_data: [{ key: 'coupon_only_for_device', value: '' }] },
    {},
    'ok',
  ],

  // Birthday: signed-in user with a birth date, today within days-before and days-after.
  ['birthday today', { birthday_coupon: true }, { user: user('10.01.1990') }, 'ok'],
  [
    'birthday tomorrow, no days before',
    { birthday_coupon: true },
    { user: user('11.01.1990') },
    'birthday',
  ],
  [
    'first day of the window before',
    { birthday_coupon: true, meta_data: birthdayMeta(3, 0) },
    { user: user('13.01.1990') },
    'ok',
  ],
  [
    'one day before the window',
    { birthday_coupon: true, meta_data: birthdayMeta(3, 0) },
    { user: user('14.01.1990') },
    'birthday',
  ],
  [
    'last day of the window after is included',
    { birthday_coupon: true, meta_data: birthdayMeta(0, '3') },
    { user: user('07.01.1990') },
    'ok',
  ],
  [
    'one day after the window',
    { birthday_coupon: true, meta_data: birthdayMeta(0, 3) },
    { user: user('06.01.1990') },
    'birthday',
  ],
  [
    'window after a December birthday reaches into January',
    { birthday_coupon: true, meta_data: birthdayMeta(0, 12) },
    { user: user('29.12.1985') },
    'ok',
  ],
  [
    'window before a January birthday starts in December',
    { birthday_coupon: true, meta_data: birthdayMeta(7, 0) },
    { now: new Date('2023-12-28T09:00:00Z'), user: user('03.01.1990') },
    'ok',
  ],
  [
    'birthday meta as strings in arrays',
    { birthday_coupon: 'yes', meta_data: [{ key: 'birthday_coupon_days_before', value: ['2'] }] },
    { user: user('12.01.2000') },
    'ok',
  ],
  ['anonymous visitor', { birthday_coupon: true }, { user: null }, 'birthday'],
  ['no birth date', { birthday_coupon: true }, { user: user(null) }, 'birthday'],
  ['malformed birth date', { birthday_coupon: true }, { user: user('1990-01-10') }, 'birthday'],
  // 21:30 on 9 January in Moscow is already 01:30 on 10 January in Novosibirsk.
  [
    'birthday by the Novosibirsk calendar',
    { birthday_coupon: true },
    {
      now: new Date('2024-01-09T18:30:00Z'),
      timeZone: 'Asia/Novosibirsk',
      user: user('10.01.1990'),
    },
    'ok',
  ],
  [
    'same instant by the Moscow calendar',
    { birthday_coupon: true },
    { now: new Date('2024-01-09T18:30:00Z'), timeZone: 'Europe/Moscow', user: user('10.01.1990') },
    'birthday',
  ],
  [
    '29 February celebrated on 28 February',
    { birthday_coupon: true },
    { now: new Date('2023-02-28T09:00:00Z'), user: user('29.02.2000') },
    'ok',
  ],

  // The cart has at least one listed product and one listed category.
  ['listed product in cart', { product_ids: [7, 1] }, {}, 'ok'],
  ['listed product absent', { product_ids: [7] }, {}, 'products'],
  ['listed category in cart', { product_categories: ['10'] }, {}, 'ok'],
  ['listed category absent', { product_categories: [11] }, {}, 'categories'],
  ['empty cart never matches a product list', { product_ids: [1] }, { lines: [] }, 'products'],

  // No item is in an excluded category.
  ['item in an excluded category', { excluded_product_categories: [10] }, {}, 'excluded-category'],
  ['no item in the excluded category', { excluded_product_categories: [11] }, {}, 'ok'],

  // Required product and category quantities are met.
  [
    'product quantity met exactly',
    { autoapply_dop_rulles_products_list: [{ coupon_products: [1], coupon_products_qty: '2' }] },
    {},
    'ok',
  ],
  [
    'product quantity short',
    { autoapply_dop_rulles_products_list: [{ coupon_products: 1, coupon_products_qty: 3 }] },
    {},
    'product-qty',
  ],
  [
    'listed products add up',
    { autoapply_dop_rulles_products_list: [{ coupon_products: [1, 2], coupon_products_qty: 3 }] },
    {
      lines: [
        { id: 1, categories: [10], count: 2, price: 1 },
        { id: 2, categories: [10], count: 1, price: 1 },
      ],
    },
    'ok',
  ],
  [
    'category quantity met',
    {
      autoapply_dop_rulles_categories_list: [
        { coupon_categories: ['10'], coupon_categories_qty: 2 },
      ],
    },
    {},
    'ok',
  ],
  [
    'category quantity short',
    {
      autoapply_dop_rulles_categories_list: [{ coupon_categories: [10], coupon_categories_qty: 5 }],
    },
    {},
    'category-qty',
  ],
  [
    'an item in two listed categories counts once',
    {
      autoapply_dop_rulles_categories_list: [
        { coupon_categories: [10, 11], coupon_categories_qty: 3 },
      ],
    },
    { lines: [{ id: 1, categories: [10, 11], count: 2, price: 1 }] },
    'category-qty',
  ],

  // The cart price is strictly between minimum and maximum.
  ['equal to minimum is not enough', { minimum_amount: '1000' }, { cartTotal: 1000 }, 'minimum'],
  ['a kopeck above minimum', { minimum_amount: '1000.00' }, { cartTotal: 1000.01 }, 'ok'],
  [
    'equal to maximum is too much',
    { minimum_amount: 500, maximum_amount: '2000' },
    { cartTotal: 2000 },
    'maximum',
  ],
  [
    'between minimum and maximum',
    { minimum_amount: 500, maximum_amount: 2000 },
    { cartTotal: 1999 },
    'ok',
  ],
  ['minimum "0" means none', { minimum_amount: '0', maximum_amount: '' }, { cartTotal: 0 }, 'ok'],

  // The current hour is within [from,to).
  [
    'hour = from is inside',
    { coupon_avaible_day_hour_from: 12, coupon_avaible_day_hour_to: 15 },
    {},
    'ok',
  ],
  [
    'hour = to is outside',
    { coupon_avaible_day_hour_from: '9', coupon_avaible_day_hour_to: '12' },
    {},
    'hour',
  ],
  [
    'a minute before to',
    { coupon_avaible_day_hour_from: 9, coupon_avaible_day_hour_to: 12 },
    { now: new Date('2024-01-10T08:59:00Z') },
    'ok',
  ],
  [
    'window past midnight, late evening',
    { coupon_avaible_day_hour_from: 22, coupon_avaible_day_hour_to: 2 },
    { now: new Date('2024-01-10T20:00:00Z') },
    'ok',
  ],
  [
    'window past midnight, at noon',
    { coupon_avaible_day_hour_from: 22, coupon_avaible_day_hour_to: 2 },
    {},
    'hour',
  ],
  [
    'hours as HH:MM',
    { coupon_avaible_day_hour_from: '11:30', coupon_avaible_day_hour_to: '12:30' },
    {},
    'ok',
  ],
  ['only from', { coupon_avaible_day_hour_from: 13, coupon_avaible_day_hour_to: '' }, {}, 'hour'],
  ['only to', { coupon_avaible_day_hour_from: null, coupon_avaible_day_hour_to: 13 }, {}, 'ok'],
  // 12:00 in Moscow is 16:00 in Novosibirsk.
  [
    'hour in the stock time zone',
    { coupon_avaible_day_hour_from: 12, coupon_avaible_day_hour_to: 15 },
    { timeZone: 'Asia/Novosibirsk' },
    'hour',
  ],

  // The weekday is in the allowed list (Monday=1 to Sunday=7).
  ['Wednesday allowed', { coupon_avaible_week_days: [3] }, {}, 'ok'],
  ['Wednesday not allowed', { coupon_avaible_week_days: ['1', '2'] }, {}, 'weekday'],
  [
    'Sunday is 7',
    { coupon_avaible_week_days: ['7'] },
    { now: new Date('2024-01-07T09:00:00Z') },
    'ok',
  ],
  [
    'Sunday is not 0',
    { coupon_avaible_week_days: [0, 1] },
    { now: new Date('2024-01-07T09:00:00Z') },
    'weekday',
  ],
  // Sunday 23:30 in Moscow is Monday 03:30 in Novosibirsk.
  [
    'weekday across midnight: Moscow',
    { coupon_avaible_week_days: [7] },
    { now: new Date('2024-01-07T20:30:00Z') },
    'ok',
  ],
  [
    'weekday across midnight: Novosibirsk',
    { coupon_avaible_week_days: [7] },
    { now: new Date('2024-01-07T20:30:00Z'), timeZone: 'Asia/Novosibirsk' },
    'weekday',
  ],

  // The delivery-time slot matches weekday and hour.
  [
    'slot on an allowed day and hour',
    {
      coupon_avaible_week_days: [3, 6],
      coupon_avaible_day_hour_from: 10,
      coupon_avaible_day_hour_to: 16,
    },
    { slot: { date: '13.01.2024', from: '14:00', to: '14:30' } },
    'ok',
  ],
  [
    'slot on Sunday',
    { coupon_avaible_week_days: [3, 6] },
    { slot: { date: '14.01.2024', from: '14:00', to: '14:30' } },
    'slot',
  ],
  [
    'slot starting at to',
    { coupon_avaible_day_hour_from: 10, coupon_avaible_day_hour_to: 16 },
    { slot: { date: '10.01.2024', from: '16:00', to: '16:30' } },
    'slot',
  ],
  // A chosen slot is when the order is received: hours and weekdays follow it, not the browsing.
  [
    'evening coupon, browsing at noon, as soon as possible',
    { coupon_avaible_day_hour_from: '18:00', coupon_avaible_day_hour_to: '22:00' },
    {},
    'hour',
  ],
  [
    'evening coupon, browsing at noon, an evening slot',
    { coupon_avaible_day_hour_from: '18:00', coupon_avaible_day_hour_to: '22:00' },
    { slot: { date: '10.01.2024', from: '19:00', to: '19:30' } },
    'ok',
  ],
  [
    'lunch coupon, browsing at noon, an evening slot',
    { coupon_avaible_day_hour_from: '12:00', coupon_avaible_day_hour_to: '16:00' },
    { slot: { date: '10.01.2024', from: '19:00', to: '19:30' } },
    'slot',
  ],
  [
    'weekend coupon, browsing on Wednesday, a Saturday slot',
    { coupon_avaible_week_days: [6, 7] },
    { slot: { date: '13.01.2024', from: '12:00', to: '12:30' } },
    'ok',
  ],
  [
    'an unreadable slot does not pass a time-limited coupon',
    { coupon_avaible_day_hour_from: '18:00', coupon_avaible_day_hour_to: '22:00' },
    { slot: { date: '31.02.2024', from: 'soon', to: '' } },
    'slot',
  ],
  [
    'slot ignored by unrestricted coupon',
    {},
    { slot: { date: '14.01.2024', from: '03:00', to: '03:30' } },
    'ok',
  ],

  // First-purchase coupons apply only to users with no orders (anonymous allowed).
  ['first purchase, anonymous', { usage_limit_first_purchase: true }, { user: null }, 'ok'],
  [
    'first purchase, no orders',
    { usage_limit_first_purchase: 'yes' },
    { user: user(null, 0) },
    'ok',
  ],
  [
    'first purchase, has orders',
    { usage_limit_first_purchase: '1' },
    { user: user(null, 1) },
    'first-purchase',
  ],

  // The first failing condition in spec order is reported.
  [
    'warehouse reported before minimum',
    { sklad_coupon: ['9'], minimum_amount: 5000 },
    {},
    'warehouse',
  ],
];

describe('checkCouponEligibility: SPEC §5 "Coupon eligibility (all must hold)"', () => {
  it.each(rows)('%s', (_label, couponExtra, ctxExtra, expected) => {
    const result = checkCouponEligibility(coupon(couponExtra), ctx(ctxExtra));
    expect(result).toEqual(expected === 'ok' ? { ok: true } : { ok: false, failed: expected });
  });
});

describe('visibleCoupons: SPEC §5 "Coupon list filter"', () => {
  const coupons = [
    coupon({ id: 1 }),
    coupon({ id: 2, show_to_user: false }),
    coupon({ id: 3, show_to_user: 'no' }),
    coupon({
      id: 4,
      individual_coupon: true,
      usage_avaible_users: [{ user: 5, use_until: '01.01.2030' }],
    }),
    coupon({ id: 5, individual_coupon: 'yes', usage_avaible_users: [7, '8'] }),
    coupon({ id: 6, show_to_user: true, individual_coupon: false }),
  ];

  it.each([
    ['signed out: no individual coupons', null, [1, 6]],
    ['user 5 sees the coupon listing them', { id: 5 }, [1, 4, 6]],
    ['user 8 listed as a string', { id: 8 }, [1, 5, 6]],
    ['user 9 listed nowhere', { id: '9' }, [1, 6]],
  ])('%s', (_label, who, expected) => {
    expect(visibleCoupons(coupons, who).map((c) => c.id)).toEqual(expected);
  });
});

describe('isAutoapply', () => {
  it.each([
    ['meta yes', { meta_data: [{ key: 'coupon-autoapply', value: 'yes' }] }, true],
    ['meta [yes]', { meta_data: [{ key: 'coupon-autoapply', value: ['yes'] }] }, true],
    ['meta no', { meta_data: [{ key: 'coupon-autoapply', value: 'no' }] }, false],
    ['autoapply true', { autoapply: true }, true],
    ['autoapply false, meta absent', { autoapply: false }, false],
    ['nothing', {}, false],
  ])('%s', (_label, extra, expected) => {
    expect(isAutoapply(coupon(extra))).toBe(expected);
  });
});

describe('couponDescription: "Скидка {amount}%" or with "р"', () => {
  it.each([
    [{ discount_type: 'percent', amount: '10' }, undefined, 'Скидка 10%'],
    [{ discount_type: 'percent', amount: '12.50' }, undefined, 'Скидка 12.5%'],
    [{ discount_type: 'fixed_cart', amount: '300.00' }, undefined, 'Скидка 300 р'],
    [{ discount_type: 'fixed_cart', amount: 300 }, '₽', 'Скидка 300 ₽'],
    [
      { discount_type: 'free_gift', amount: '1', description: 'Ролл в подарок' },
      undefined,
      'Ролл в подарок',
    ],
  ])('%o', (extra, currency, expected) => {
    expect(couponDescription(coupon(extra), currency)).toBe(expected);
  });
});
