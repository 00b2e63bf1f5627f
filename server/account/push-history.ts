// The notifications a customer was sent (push_logs; the welcome one is written by a trigger).
import type { Db } from '../db/db.ts';

/** The newest 100, newest first. */
export function pushHistory(
  db: Db,
  userId: number,
): { id: number; title: string; body: string; created_at: string }[] {
  return db
    .prepare(
      'SELECT id, title, body, created_at FROM push_logs WHERE user_id = ? ORDER BY id DESC LIMIT 100',
    )
    .all(userId) as { id: number; title: string; body: string; created_at: string }[];
}
