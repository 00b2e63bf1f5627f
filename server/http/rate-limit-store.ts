// The rate_limits table: one counting window a key (server/http/rate-limit.ts keeps the rules).
import type { Db } from '../db/db.ts';

export interface WindowRow {
  window_start: number;
  count: number;
}

export function windowRow(db: Db, key: string): WindowRow | undefined {
  return db.prepare('SELECT window_start, count FROM rate_limits WHERE key = ?').get(key) as
    WindowRow | undefined;
}

/** A fresh window for the key from `start`, holding one event. */
export function startWindow(db: Db, key: string, start: number): void {
  db.prepare(
    'INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, 1) ON CONFLICT(key) DO UPDATE SET window_start = excluded.window_start, count = 1',
  ).run(key, start);
}

/** One more event in the key's window. */
export function countInWindow(db: Db, key: string): void {
  db.prepare('UPDATE rate_limits SET count = count + 1 WHERE key = ?').run(key);
}

/** Windows begun before `before` go. */
export function dropWindowsBefore(db: Db, before: number): void {
  db.prepare('DELETE FROM rate_limits WHERE window_start < ?').run(before);
}
