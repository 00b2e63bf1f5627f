// A guest's way back to their orders (issue 12 item 3): the number and the key of each order placed
// on this device without an account, kept a while so the active-orders strip and /order/{id} find
// them after the tab is closed. Pure list rules; the store keeps the list on the device.

export interface GuestOrderRef {
  id: number;
  /** WooCommerce's order_key: what lets a guest read and follow the order. */
  key: string;
  /** When it was placed (ms). */
  at: number;
}

/** Kept this long after placing: enough for any order to be delivered and rated. */
export const GUEST_ORDER_KEEP_MS = 30 * 24 * 3600_000;
/** At most this many, newest first. */
export const GUEST_ORDERS_MAX = 10;

/** The stored list as it can be trusted: well-formed, not expired, newest first, one per id. */
export function tidyGuestOrders(raw: unknown, now: number): GuestOrderRef[] {
  if (!Array.isArray(raw)) return [];
  const seen = new Set<number>();
  return raw
    .filter(
      (r): r is GuestOrderRef =>
        !!r &&
        typeof r === 'object' &&
        Number.isInteger((r as GuestOrderRef).id) &&
        (r as GuestOrderRef).id > 0 &&
        typeof (r as GuestOrderRef).key === 'string' &&
        (r as GuestOrderRef).key.length > 0 &&
        (r as GuestOrderRef).key.length <= 200 &&
        Number.isFinite((r as GuestOrderRef).at),
    )
    .filter((r) => now - r.at < GUEST_ORDER_KEEP_MS && r.at <= now + 60_000)
    .sort((a, b) => b.at - a.at)
    .filter((r) => !seen.has(r.id) && seen.add(r.id))
    .slice(0, GUEST_ORDERS_MAX)
    .map(({ id, key, at }) => ({ id, key, at }));
}

/** The list with a newly placed order first. */
export function withGuestOrder(
  list: readonly GuestOrderRef[],
  order: GuestOrderRef,
): GuestOrderRef[] {
  return tidyGuestOrders([order, ...list.filter((r) => r.id !== order.id)], order.at);
}
