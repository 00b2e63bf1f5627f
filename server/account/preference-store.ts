// The customer's food preferences (user_preferences) among the shop's options (preference_options).
import type { Db } from '../db/db.ts';

export interface PreferenceOption {
  code: string;
  text: string;
}

/** The shop's options, in its order. */
export function preferenceOptions(db: Db): PreferenceOption[] {
  return db
    .prepare('SELECT code, text FROM preference_options ORDER BY position')
    .all() as PreferenceOption[];
}

/** The shop's options replaced by `options`, in their order (a demo shop's own list). */
export function replacePreferenceOptions(
  db: Db,
  options: readonly { code: string; text: string }[],
): void {
  db.prepare('DELETE FROM preference_options').run();
  const insert = db.prepare(
    'INSERT INTO preference_options (code, text, position) VALUES (?, ?, ?)',
  );
  options.forEach((o, i) => insert.run(o.code, o.text, i + 1));
}

/** The checked codes (JSON list) and the comment, or undefined before the first save. */
export function savedPreferences(
  db: Db,
  userId: number,
): { codes: string; comment: string } | undefined {
  return db.prepare('SELECT codes, comment FROM user_preferences WHERE user_id = ?').get(userId) as
    { codes: string; comment: string } | undefined;
}

export function savePreferences(db: Db, userId: number, codes: string[], comment: string): void {
  db.prepare(
    `INSERT INTO user_preferences (user_id, codes, comment) VALUES (?, ?, ?)
     ON CONFLICT(user_id) DO UPDATE SET codes = excluded.codes, comment = excluded.comment`,
  ).run(userId, JSON.stringify(codes), comment);
}

/**
 * What the kitchen reads on an order (its `customer_preferences` meta): the customer's checked
 * options in the shop's own language and their comment ('Без лука, Острое. Поменьше соли'); null
 * when they have none.
 */
export function preferencesForOrder(db: Db, userId: number): string | null {
  const saved = savedPreferences(db, userId);
  if (!saved) return null;
  const codes = new Set(JSON.parse(saved.codes) as string[]);
  const options = preferenceOptions(db)
    .filter((o) => codes.has(o.code))
    .map((o) => o.text)
    .join(', ');
  const comment = saved.comment.trim();
  return [options, comment].filter(Boolean).join('. ') || null;
}
