// Rating an order (SPEC.md §2 modals: "rating"): stars 1–5 and an optional comment, once per
// order, after it is handed over. The same rules run in the storefront and on the reference backend.
import { orderStatusOf } from './order-status.ts';

export const RATING_STARS = [1, 2, 3, 4, 5] as const;
export const RATING_REVIEW_MAX = 1000;

export type RatingProblem = 'stars' | 'review-too-long';

/** Why a rating cannot be sent as it is, or null. */
export function ratingProblem(rating: unknown, review: string): RatingProblem | null {
  if (typeof rating !== 'number' || !Number.isInteger(rating) || rating < 1 || rating > 5) {
    return 'stars';
  }
  if (review.trim().length > RATING_REVIEW_MAX) return 'review-too-long';
  return null;
}

export type RatingRefusal = 'not-completed' | 'already-rated';

/** Only a handed-over order is rated, and only once. */
export function ratingRefusal(order: { status: string; rated: boolean }): RatingRefusal | null {
  if (order.rated) return 'already-rated';
  if (orderStatusOf(order.status) !== 'completed') return 'not-completed';
  return null;
}

/**
 * The rating modal opens by itself once: the order is handed over, not rated yet, and the customer
 * has not been asked about it before (on this device).
 */
export function shouldAskRating(
  order: { status: string; rated: boolean },
  asked: boolean,
): boolean {
  return !asked && ratingRefusal(order) === null;
}
