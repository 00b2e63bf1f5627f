// The bonus points ledger: every credit and debit is a row, the balance is their sum. Welcome
// points, order payments and refunds, accruals, referral rewards and wheel prizes all write here.
import type { Db } from '../db/db.ts';
import { bonusReasonKey, type BonusKind } from '../../src/domain/bonus-reasons.ts';
import { customerTexts } from '../http/customer-texts.ts';

/** Share of an order that bonus points may pay (percent_max). */
export const BONUS_PERCENT_MAX = 30;

export interface BonusEntry {
  userId: number;
  /** Points: positive credits, negative debits. */
  amount: number;
  /** What the storefront names in the customer's language; `reason` is its words in the shop's. */
  kind: BonusKind;
  orderId?: number | null;
  at: string;
}

export function addBonus(db: Db, entry: BonusEntry): void {
  // The line's words in the shop's own language, the same text the account shows a Russian customer.
  const reason = customerTexts(null)(bonusReasonKey(entry.kind)!, { id: entry.orderId ?? '' });
  db.prepare(
    'INSERT INTO bonus_ledger (user_id, amount, kind, reason, order_id, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(entry.userId, entry.amount, entry.kind, reason, entry.orderId ?? null, entry.at);
}

export function bonusBalance(db: Db, userId: number): number {
  return (
    db
      .prepare('SELECT COALESCE(SUM(amount), 0) AS balance FROM bonus_ledger WHERE user_id = ?')
      .get(userId) as { balance: number }
  ).balance;
}

/** What one order moved on the customer's balance (negative: points it spent). */
export function orderBonusNet(db: Db, orderId: number, userId: number): number {
  return (
    db
      .prepare(
        'SELECT COALESCE(SUM(amount), 0) AS n FROM bonus_ledger WHERE order_id = ? AND user_id = ?',
      )
      .get(orderId, userId) as { n: number }
  ).n;
}

export interface BonusHistoryRow {
  id: number;
  amount: number;
  /** '' for a line written before kinds were kept. */
  kind: BonusKind | '';
  reason: string;
  order_id: number | null;
  created_at: string;
}

/** The newest 100 rows, newest first. */
export function bonusHistory(db: Db, userId: number): BonusHistoryRow[] {
  return db
    .prepare(
      'SELECT id, amount, kind, reason, order_id, created_at FROM bonus_ledger WHERE user_id = ? ORDER BY id DESC LIMIT 100',
    )
    .all(userId) as BonusHistoryRow[];
}
