// A customer's favourite products (user_favorites), in the order the customer keeps them.
import type { Db } from '../db/db.ts';

export function listFavorites(db: Db, userId: number): number[] {
  return (
    db
      .prepare('SELECT product_id FROM user_favorites WHERE user_id = ? ORDER BY position')
      .all(userId) as { product_id: number }[]
  ).map((row) => row.product_id);
}

/** The whole list at once, in one transaction. */
export function replaceFavorites(db: Db, userId: number, productIds: number[], at: string): void {
  db.transaction(() => {
    db.prepare('DELETE FROM user_favorites WHERE user_id = ?').run(userId);
    const insert = db.prepare(
      'INSERT INTO user_favorites (user_id, product_id, position, created_at) VALUES (?, ?, ?, ?)',
    );
    productIds.forEach((id, position) => insert.run(userId, id, position, at));
  })();
}
