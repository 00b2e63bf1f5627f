// Fortune-wheel spins (wheel_spins): one row per customer per shop-calendar day.
import type { Db } from '../db/db.ts';

export interface WheelSpin {
  prize_id: string;
  coupon_code: string | null;
}

/** The customer's spin on `day` (YYYY-MM-DD in the shop's time zone), if any. */
export function findSpin(db: Db, userId: number, day: string): WheelSpin | undefined {
  return db
    .prepare('SELECT prize_id, coupon_code FROM wheel_spins WHERE user_id = ? AND day = ?')
    .get(userId, day) as WheelSpin | undefined;
}

export function insertSpin(
  db: Db,
  userId: number,
  day: string,
  spin: WheelSpin,
  createdAt: string,
): void {
  db.prepare(
    'INSERT INTO wheel_spins (user_id, day, prize_id, coupon_code, created_at) VALUES (?, ?, ?, ?, ?)',
  ).run(userId, day, spin.prize_id, spin.coupon_code, createdAt);
}
