// Sign-in codes waiting to be typed (auth_codes): one row a channel and phone, holding the nonce
// the code is derived from (never the code itself), when it dies, and how many wrong tries it took.
import type { Db } from '../db/db.ts';

export interface CodeRow {
  nonce: string;
  expires_at: number;
  attempts: number;
  sent_at: number;
}

/** The code last sent to a phone on a channel, if any. */
export function codeRow(db: Db, channel: string, phone: string): CodeRow | undefined {
  return db
    .prepare(
      'SELECT nonce, expires_at, attempts, sent_at FROM auth_codes WHERE channel = ? AND phone = ?',
    )
    .get(channel, phone) as CodeRow | undefined;
}

/** The code now sent to a phone on a channel, in place of any earlier one. */
export function saveCode(db: Db, channel: string, phone: string, row: CodeRow): void {
  db.prepare(
    `INSERT INTO auth_codes (channel, phone, nonce, expires_at, attempts, sent_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT(channel, phone) DO UPDATE SET nonce = excluded.nonce, expires_at = excluded.expires_at,
     attempts = excluded.attempts, sent_at = excluded.sent_at`,
  ).run(channel, phone, row.nonce, row.expires_at, row.attempts, row.sent_at);
}

/** One more wrong try at the code sent to a phone on a channel. */
export function countWrongTry(db: Db, channel: string, phone: string): void {
  db.prepare('UPDATE auth_codes SET attempts = attempts + 1 WHERE channel = ? AND phone = ?').run(
    channel,
    phone,
  );
}

/** The code sent to a phone on a channel is gone. */
export function deleteCode(db: Db, channel: string, phone: string): void {
  db.prepare('DELETE FROM auth_codes WHERE channel = ? AND phone = ?').run(channel, phone);
}
