// The order page's follower and the shell's active orders, built from the RootStore: the orders API
// on its one client, the realtime settings, the platform's haptics and the session. Imported only
// by the lazy order screens (the home page does not carry the orders API). The order types the
// screens show are re-exported here, so src/ui needs nothing of src/api.
import type { RootStore } from './root-store.ts';
import { ordersApi, type Order, type OrderLineItem, type OrderRating } from '../api/orders-api.ts';
import { runtimeConfig } from '../config.ts';
import { statusFeedback } from '../domain/order-status.ts';
import { OrderFollower } from './order-follower.ts';
import { ActiveOrders } from './active-orders-store.ts';
import { GuestActiveOrders } from './guest-active-orders-store.ts';

export type { Order, OrderLineItem, OrderRating };

/** What every follower is given: the orders API, the realtime settings, the platform's presence. */
const liveDeps = (root: RootStore) => ({
  api: ordersApi(root.api.client),
  realtime: runtimeConfig().realtime,
  presence: root.platform.onPresence,
});

/** Follows one order; inside Telegram a status change taps the phone. */
export function orderFollowerOf(root: RootStore, id: string, key: string | null): OrderFollower {
  const haptics = root.platform.haptics;
  return new OrderFollower(id, key, {
    ...liveDeps(root),
    token: () => root.user.token,
    onStatusChange: (previous, next) => {
      const feedback = statusFeedback(previous, next);
      if (feedback === 'light') haptics.impact('light');
      else if (feedback) haptics.notify(feedback);
    },
  });
}

/** A signed-in customer's unfinished orders. */
export function activeOrdersOf(root: RootStore, userId: number): ActiveOrders {
  return new ActiveOrders(userId, {
    ...liveDeps(root),
  });
}

/** A guest's unfinished orders placed on this device. */
export function guestActiveOrdersOf(root: RootStore): GuestActiveOrders {
  const { guestOrders } = root;
  return new GuestActiveOrders({
    ...liveDeps(root),
    refs: () => guestOrders.orders,
    forget: (id) => guestOrders.forget(id),
  });
}

/**
 * Remembers the active-orders strip's height as drawn (0: none): the next start keeps that room
 * under the header from its first paint (index.html reads `store:active-orders`), so the strip,
 * which comes after the sign-in and a read of the orders, does not push the page down under a tap.
 */
export function rememberActiveOrdersRoom(root: RootStore, height: number): void {
  root.platform.storage.setItem(
    'store:active-orders',
    JSON.stringify({ height: Math.min(600, Math.round(height)) }),
  );
}
