// Personal codes in an order's life (server/coupons/coupon-service.ts finds them): a fortune-wheel prize is used up
// by the order and given back if it is cancelled; a friend's referral code rewards its owner with
// REFERRAL.bonus points once the friend's order is handed over ("когда он закажет, мы начислим").
import type { Db } from '../db/db.ts';
import type { PersonalSource } from './coupon-service.ts';
import { OrderError } from '../orders/order-request.ts';
import { addBonus } from '../account/bonus-ledger.ts';
import { COUPON_REFUSAL_TEXT } from '../../src/domain/coupon-messages.ts';

/** The referral coupon: a friend's first-order discount (BACKEND-CONTRACT "referal_info"). */
export const REFERRAL = { discount_type: 'percent', amount: 10, bonus: 200 } as const;

interface OrderFacts {
  orderId: number;
  customerId: number;
  at: string;
  code: string;
}

/** Inside the order's transaction: marks the prize used, or notes the referral. */
export function redeemPersonal(db: Db, source: PersonalSource, order: OrderFacts): void {
  if (source.kind === 'prize') {
    const done = db
      .prepare(
        'UPDATE user_coupons SET used_at = ?, order_id = ? WHERE id = ? AND user_id = ? AND used_at IS NULL',
      )
      .run(order.at, order.orderId, source.rowId, order.customerId);
    if (done.changes === 0) {
      throw new OrderError(400, 'coupon_not_applicable', COUPON_REFUSAL_TEXT['used-up'], {
        reason: 'coupon.used-up',
        condition: 'used-up',
        code: order.code,
      });
    }
    return;
  }
  db.prepare(
    'INSERT INTO referral_uses (order_id, referrer_id, friend_id, created_at) VALUES (?, ?, ?, ?)',
  ).run(order.orderId, source.referrerId, order.customerId, order.at);
}

/** A cancelled order: its prize is usable again and its referral will reward nobody. */
export function restorePersonal(db: Db, orderId: number): void {
  db.prepare('UPDATE user_coupons SET used_at = NULL, order_id = NULL WHERE order_id = ?').run(
    orderId,
  );
  db.prepare('DELETE FROM referral_uses WHERE order_id = ? AND rewarded_at IS NULL').run(orderId);
}

/** A handed-over order that came by a friend's code: the friend who invited gets the points. */
export function rewardReferral(db: Db, orderId: number, at: string): void {
  const use = db
    .prepare('SELECT referrer_id FROM referral_uses WHERE order_id = ? AND rewarded_at IS NULL')
    .get(orderId) as { referrer_id: number } | undefined;
  if (!use) return;
  addBonus(db, {
    userId: use.referrer_id,
    amount: REFERRAL.bonus,
    reason: `Друг сделал первый заказ №${orderId}`,
    orderId,
    at,
  });
  db.prepare('UPDATE referral_uses SET rewarded_at = ? WHERE order_id = ?').run(at, orderId);
}
