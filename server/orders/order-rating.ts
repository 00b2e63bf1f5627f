// An order's rating (POST wc/v3/orders/{id}/rating): checked by the storefront's own rules
// (src/domain/order-rating.ts), stored once per order.
import type { Db } from '../db/db.ts';
import { ratingProblem, ratingRefusal } from '../../src/domain/order-rating.ts';
import { OrderError } from './order-request.ts';
import type { OrderRow } from './order-store.ts';
import { findRating, insertRating } from './rating-store.ts';

/** A customer's rating of a handed-over order (WooCommerce product review's shape, per order). */
export interface OrderRating {
  id: number;
  order_id: number;
  customer_id: number;
  rating: number;
  review: string;
  date_created: string;
  date_created_gmt: string;
}

const RATING_REFUSAL = {
  'not-completed': [409, 'order_not_completed', 'Оценить можно заказ, который уже выдан'],
  'already-rated': [409, 'order_already_rated', 'Заказ уже оценён'],
} as const;

/** The order's rating, or null while it has none. */
export function orderRating(db: Db, orderId: number): OrderRating | null {
  const row = findRating(db, orderId);
  if (!row) return null;
  return {
    id: row.order_id,
    order_id: row.order_id,
    customer_id: row.customer_id ?? 0,
    rating: row.rating,
    review: row.review,
    date_created: row.created_at,
    date_created_gmt: row.created_at.slice(0, 19),
  };
}

/** Rates a handed-over order once (the caller has checked it is the owner's). */
export function rateOrder(
  db: Db,
  now: number,
  row: OrderRow,
  input: { rating: unknown; review: string },
): OrderRating {
  const review = input.review.trim();
  const problem = ratingProblem(input.rating, review);
  if (problem === 'stars') {
    throw new OrderError(400, 'rest_invalid_param', 'Поставьте оценку от 1 до 5');
  }
  if (problem) throw new OrderError(400, 'rest_invalid_param', 'Слишком длинный отзыв');
  const refusal = ratingRefusal({ status: row.status, rated: findRating(db, row.id) !== null });
  if (refusal) {
    const [status, code, message] = RATING_REFUSAL[refusal];
    throw new OrderError(status, code, message);
  }
  const rating = {
    order_id: row.id,
    customer_id: row.customer_id || null,
    rating: Number(input.rating),
    review,
    created_at: new Date(now).toISOString(),
  };
  if (!insertRating(db, rating)) {
    const [status, code, message] = RATING_REFUSAL['already-rated'];
    throw new OrderError(status, code, message);
  }
  return orderRating(db, row.id)!;
}
