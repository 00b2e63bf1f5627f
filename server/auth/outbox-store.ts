// The demo's outbox of sign-in codes (sms_outbox): what a person or a test reads instead of a phone.
import type { Db } from '../db/db.ts';

export interface OutboxEntry {
  phone: string;
  code: string;
  sentAt: string;
  channel: string;
}

export function addToOutbox(db: Db, entry: OutboxEntry): void {
  db.prepare('INSERT INTO sms_outbox (channel, phone, code, sent_at) VALUES (?, ?, ?, ?)').run(
    entry.channel,
    entry.phone,
    entry.code,
    entry.sentAt,
  );
}

/** The 50 latest codes, newest first. */
export function latestOutbox(db: Db): OutboxEntry[] {
  return db
    .prepare(
      'SELECT phone, code, sent_at AS sentAt, channel FROM sms_outbox ORDER BY id DESC LIMIT 50',
    )
    .all() as OutboxEntry[];
}

/** Outside the demo no code is kept: an outbox left by an earlier demo run is emptied. */
export function emptyOutbox(db: Db): void {
  db.prepare('DELETE FROM sms_outbox').run();
}
