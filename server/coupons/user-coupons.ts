// Coupons that belong to one customer: fortune-wheel prizes (user_coupons), and the shop's
// individual coupons assigned to them (individual_coupons).
import type { Db } from '../db/db.ts';

export interface UserCouponRow {
  code: string;
  title: string;
  discount_type: string;
  amount: number;
  expires_at: string;
}

/** Prizes not yet used nor expired at `at` (ISO), newest first. */
export function liveUserCoupons(db: Db, userId: number, at: string): UserCouponRow[] {
  return db
    .prepare(
      `SELECT code, title, discount_type, amount, expires_at FROM user_coupons
       WHERE user_id = ? AND used_at IS NULL AND expires_at > ? ORDER BY id DESC`,
    )
    .all(userId, at) as UserCouponRow[];
}

/** A fortune-wheel prize: a percent coupon of the customer's own. */
export function insertWheelCoupon(
  db: Db,
  userId: number,
  coupon: { code: string; title: string; amount: number; expiresAt: string; createdAt: string },
): void {
  db.prepare(
    `INSERT INTO user_coupons (user_id, code, title, discount_type, amount, source, expires_at, created_at)
     VALUES (?, ?, ?, 'percent', ?, 'wheel', ?, ?)`,
  ).run(userId, coupon.code, coupon.title, coupon.amount, coupon.expiresAt, coupon.createdAt);
}

/** The ids of the shop's individual coupons assigned to this customer. */
export function individualCouponIds(db: Db, userId: number): number[] {
  return (
    db.prepare('SELECT coupon_id FROM individual_coupons WHERE user_id = ?').all(userId) as {
      coupon_id: number;
    }[]
  ).map((x) => x.coupon_id);
}

/** Whether the shop's individual coupon is assigned to this customer. */
export function hasIndividualCoupon(db: Db, couponId: number, userId: number): boolean {
  return (
    db
      .prepare('SELECT 1 FROM individual_coupons WHERE coupon_id = ? AND user_id = ?')
      .get(couponId, userId) !== undefined
  );
}

export interface PrizeRow {
  id: number;
  user_id: number;
  code: string;
  title: string;
  discount_type: string;
  amount: number;
  expires_at: string;
  used_at: string | null;
}

/** A fortune-wheel prize by its code, whoever's it is (case does not matter). */
export function prizeByCode(db: Db, code: string): PrizeRow | undefined {
  return db.prepare('SELECT * FROM user_coupons WHERE code = ? COLLATE NOCASE').get(code) as
    PrizeRow | undefined;
}

/** The prize is used up by an order; false when it was used already (or is not this customer's). */
export function markPrizeUsed(
  db: Db,
  prize: { rowId: number; customerId: number },
  order: { orderId: number; at: string },
): boolean {
  return (
    db
      .prepare(
        'UPDATE user_coupons SET used_at = ?, order_id = ? WHERE id = ? AND user_id = ? AND used_at IS NULL',
      )
      .run(order.at, order.orderId, prize.rowId, prize.customerId).changes > 0
  );
}

/** The prizes a cancelled order used are usable again. */
export function freeOrderPrizes(db: Db, orderId: number): void {
  db.prepare('UPDATE user_coupons SET used_at = NULL, order_id = NULL WHERE order_id = ?').run(
    orderId,
  );
}
