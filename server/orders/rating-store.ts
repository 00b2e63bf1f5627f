// Orders' ratings (order_ratings): one per order, as order-rating.ts checks and answers them.
import type { Db } from '../db/db.ts';

export interface RatingRow {
  order_id: number;
  customer_id: number | null;
  rating: number;
  review: string;
  created_at: string;
}

export function findRating(db: Db, orderId: number): RatingRow | null {
  return (
    (db.prepare('SELECT * FROM order_ratings WHERE order_id = ?').get(orderId) as
      RatingRow | undefined) ?? null
  );
}

/** Stores a rating; false when the order has one already (two sends at once: the first stays). */
export function insertRating(db: Db, rating: RatingRow): boolean {
  try {
    db.prepare(
      'INSERT INTO order_ratings (order_id, customer_id, rating, review, created_at) VALUES (?, ?, ?, ?, ?)',
    ).run(rating.order_id, rating.customer_id, rating.rating, rating.review, rating.created_at);
    return true;
  } catch (error) {
    if ((error as { code?: string }).code?.startsWith('SQLITE_CONSTRAINT')) return false;
    throw error;
  }
}
