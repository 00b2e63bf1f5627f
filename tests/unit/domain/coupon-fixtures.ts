// Coupons and carts for the eligibility tests (SPEC.md §5 "Coupon eligibility"): a plain 10 %
// coupon, a signed-in customer's cart on a Wednesday noon in Moscow, and the table runner.
import { expect, it } from 'vitest';
import {
  checkCouponEligibility,
  type Coupon,
  type CouponCondition,
  type EligibilityContext,
} from '../../../src/domain/coupon-eligibility';

// Wednesday 10 January 2024, 12:00 in Moscow.
const WEDNESDAY_NOON = new Date('2024-01-10T09:00:00Z');

export const coupon = (extra: Partial<Coupon> = {}): Coupon => ({
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

export const user = (birth: string | null, ordersCount = 0) => ({ id: 5, birth, ordersCount });

/** A case: its name, the coupon's and the cart's fields over the defaults, and the verdict. */
export type Row = [string, Partial<Coupon>, Partial<EligibilityContext>, CouponCondition | 'ok'];

/** One test a row: the coupon passes ('ok') or fails on the condition named. */
export function checksEligibility(rows: Row[]) {
  it.each(rows)('%s', (_label, couponExtra, ctxExtra, expected) => {
    const result = checkCouponEligibility(coupon(couponExtra), ctx(ctxExtra));
    expect(result).toEqual(expected === 'ok' ? { ok: true } : { ok: false, failed: expected });
  });
}
