// SPEC §5 "Coupon eligibility (all must hold)": where and how the order is made — the warehouse,
// pickup or delivery, the device, a first purchase — and the coupon list, autoapply and wording.
import { describe, expect, it } from 'vitest';
import {
  couponDescription,
  isAutoapply,
  visibleCoupons,
} from '../../../src/domain/coupon-eligibility';
import { checksEligibility, coupon, user, type Row } from './coupon-fixtures';

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
  checksEligibility(rows);
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
