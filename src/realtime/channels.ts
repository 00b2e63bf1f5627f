// The order channels and their event (README "Orders": private Pusher channels, event
// UpdateOrderEvent {id, status, status_label}). Names and types only: no pusher-js here.

export const UPDATE_ORDER_EVENT = 'UpdateOrderEvent';

/** The event's data: which order, its new status code and the shop's label for it. */
export interface OrderUpdate {
  id: number;
  status: string;
  status_label: string;
}

/** Every order of a signed-in customer. */
export const userOrdersChannel = (userId: number) => `private-orders-${userId}`;
/** One order: its owner, or a guest holding the order key. */
export const orderChannel = (orderId: number | string) => `private-order-${orderId}`;

/** Signs a private channel for this socket (the backend's /pusher/auth), or null when refused. */
export type Authorize = (socketId: string, channel: string) => Promise<string | null>;

export interface Follow {
  channel: string;
  authorize: Authorize;
  onUpdate(update: OrderUpdate): void;
  /** True once the channel is subscribed on a connected socket; false whenever that is lost. */
  onLive(live: boolean): void;
}
