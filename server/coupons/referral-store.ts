// Orders placed with a friend's referral code (referral_uses): who invited whom, and whether the
// inviter has had the points for it yet.
import type { Db } from '../db/db.ts';

export function insertReferralUse(
  db: Db,
  use: { orderId: number; referrerId: number; friendId: number; at: string },
): void {
  db.prepare(
    'INSERT INTO referral_uses (order_id, referrer_id, friend_id, created_at) VALUES (?, ?, ?, ?)',
  ).run(use.orderId, use.referrerId, use.friendId, use.at);
}

/** A cancelled order's referral, unless it has rewarded already, is gone. */
export function dropUnrewardedReferral(db: Db, orderId: number): void {
  db.prepare('DELETE FROM referral_uses WHERE order_id = ? AND rewarded_at IS NULL').run(orderId);
}

/** Who invited the customer of an order not yet rewarded for, if anyone. */
export function unrewardedReferrer(db: Db, orderId: number): number | undefined {
  return (
    db
      .prepare('SELECT referrer_id FROM referral_uses WHERE order_id = ? AND rewarded_at IS NULL')
      .get(orderId) as { referrer_id: number } | undefined
  )?.referrer_id;
}

export function markReferralRewarded(db: Db, orderId: number, at: string): void {
  db.prepare('UPDATE referral_uses SET rewarded_at = ? WHERE order_id = ?').run(at, orderId);
}
