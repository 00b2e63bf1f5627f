// The shop's coupons (coupons): read whole for autoapply and promo codes. Orders count their uses
// in server/orders/order-store.ts.
import type { Db } from '../db/db.ts';

export interface CouponRow {
  id: number;
  code: string;
  data: string;
  usage_count: number;
  usage_limit: number | null;
  date_expires: string | null;
}

/** Every coupon, by id. */
export function allCoupons(db: Db): CouponRow[] {
  return db.prepare('SELECT * FROM coupons ORDER BY id').all() as CouponRow[];
}
