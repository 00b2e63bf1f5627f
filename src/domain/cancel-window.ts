// SPEC.md §9: the customer may cancel an order until the time the backend gave (cancel_until,
// computed on the server by cancelDeadline from pending_order_cansel_time), while it is not final.
// The storefront reads that deadline against the injected clock, never Date.now().
import { isFinalStatus } from './order-status.ts';

/**
 * How long the cancel button may still show, in ms (> 0), or null when it may not show: no
 * deadline given, a deadline that cannot be read, one already past, or a final order.
 */
export function cancelTimeLeft(
  order: { status: string; cancel_until: string | null | undefined },
  now: number,
): number | null {
  if (!order.cancel_until || isFinalStatus(order.status)) return null;
  const until = Date.parse(order.cancel_until);
  if (!Number.isFinite(until) || until <= now) return null;
  return until - now;
}
