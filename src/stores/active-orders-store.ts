// The shell's active orders of a signed-in customer: their non-final orders with the live status,
// from the order list and the customer's private channel (`private-orders-{userId}`), with the
// safety-net reads of LiveFollower. pusher-js is loaded only once there is an active order. A small
// MobX class of its own, created by the lazy ActiveOrders component (not part of the RootStore).
import { action, makeObservable, observableRef, runInAction } from 'mobx';
import type { Order, OrdersApi } from '../api/orders-api.ts';
import { activeAfter, activeOrdersPollDelay, isActiveOrder } from '../domain/order-status.ts';
import { userOrdersChannel, type OrderUpdate } from '../realtime/channels.ts';
import { LiveFollower, type LiveFollowerDeps } from './live-follower.ts';

export interface ActiveOrdersDeps extends LiveFollowerDeps {
  api: Pick<OrdersApi, 'list' | 'channelAuth'>;
}

export class ActiveOrders extends LiveFollower {
  /** Newest first. */
  orders: Order[] = [];

  private asked = new Set<number>();

  constructor(
    readonly userId: number,
    private deps: ActiveOrdersDeps,
  ) {
    super(deps);
    makeObservable(this, { orders: observableRef, apply: action });
  }

  async refresh(): Promise<void> {
    const r = await this.deps.api.list(this.userId);
    if (this.stopped) return;
    if (r.ok) runInAction(() => (this.orders = r.data.filter((o) => isActiveOrder(o.status))));
    if (this.orders.length > 0) this.startLive(userOrdersChannel(this.userId), null);
    else this.stopLive();
    this.schedule();
  }

  /** An order the customer opened: one placed since the list was read is picked up. */
  know(orderId: number): void {
    if (this.stopped || this.asked.has(orderId) || this.orders.some((o) => o.id === orderId)) {
      return;
    }
    this.asked.add(orderId);
    void this.refresh();
  }

  apply(update: OrderUpdate): void {
    if (!this.orders.some((o) => o.id === update.id)) {
      void this.refresh();
      return;
    }
    this.orders = activeAfter(this.orders, update);
    if (this.orders.length === 0) this.stopLive();
  }

  /** With active orders: the same safety net as the order page; without: nothing to poll. */
  protected pollDelay(): number | null {
    return activeOrdersPollDelay(this.orders.length, this.live);
  }
}
