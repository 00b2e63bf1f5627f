// Forms anyone may send without signing in (table bookings, call-back requests) are counted per IP
// in the rate_limits table the sign-in codes use, so one visitor cannot book out every table or
// flood the shop's inbox. FORMS_LIMIT_PER_IP raises the limit (a shared office or carrier NAT).
import type { Db } from './db.ts';

/** [max new forms, window ms] per IP and kind of form. */
export const FORM_LIMIT: readonly [number, number] = [
  Number(process.env.FORMS_LIMIT_PER_IP ?? 30) || 30,
  60 * 60_000,
];

/** Counts one form against the key; false once the window's limit is used up. */
export function takeFormSlot(
  db: Db,
  key: string,
  now: number,
  [max, windowMs]: readonly [number, number] = FORM_LIMIT,
): boolean {
  return db.transaction(() => {
    const row = db.prepare('SELECT window_start, count FROM rate_limits WHERE key = ?').get(key) as
      { window_start: number; count: number } | undefined;
    if (!row || now - row.window_start > windowMs) {
      db.prepare(
        'INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, 1) ON CONFLICT(key) DO UPDATE SET window_start = excluded.window_start, count = 1',
      ).run(key, now);
      return true;
    }
    if (row.count >= max) return false;
    db.prepare('UPDATE rate_limits SET count = count + 1 WHERE key = ?').run(key);
    return true;
  })();
}
