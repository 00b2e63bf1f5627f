// The shell's active orders for a guest (issue 12 item 3): the orders placed on this device,
// remembered with their keys (GuestOrdersStore), read one by one with the key, the unfinished ones
// shown like a signed-in customer's and followed live on the newest one's channel (a guest's key
// signs it), with the same safety-net reads. An order the backend no longer lets the key read is
// forgotten.
import { action, makeObservable, observableRef, runInAction } from 'mobx';
import type { Order, OrdersApi } from '../api/orders-api.ts';
import { activeAfter, activeOrdersPollDelay, isActiveOrder } from '../domain/order-status.ts';
import { orderChannel, type OrderUpdate } from '../realtime/channels.ts';
import type { GuestOrderRef } from '../domain/guest-orders.ts';
import { LiveFollower, type LiveFollowerDeps } from './live-follower.ts';

/** The newest few are read; an older one is long finished. */
const READ_AT_MOST = 3;

export interface GuestActiveOrdersDeps extends LiveFollowerDeps {
  api: Pick<OrdersApi, 'get' | 'channelAuth'>;
  refs: () => readonly GuestOrderRef[];
  forget: (id: number) => void;
}

export class GuestActiveOrders extends LiveFollower {
  /** Newest first. */
  orders: Order[] = [];

  constructor(private deps: GuestActiveOrdersDeps) {
    super(deps);
    makeObservable(this, { orders: observableRef, apply: action });
  }

  keyOf(id: number): string | null {
    return this.deps.refs().find((r) => r.id === id)?.key ?? null;
  }

  async refresh(): Promise<void> {
    const refs = this.deps.refs().slice(0, READ_AT_MOST);
    const answers = await Promise.all(refs.map((r) => this.deps.api.get(r.id, r.key)));
    if (this.stopped) return;
    const active: Order[] = [];
    answers.forEach((answer, i) => {
      const ref = refs[i]!;
      if (answer.ok) {
        if (isActiveOrder(answer.data.status)) active.push(answer.data);
      } else if (['not-found', 'forbidden', 'unauthorized'].includes(answer.problem.kind)) {
        this.deps.forget(ref.id);
      } else {
        // Not read this time (offline): keep what was shown.
        const shown = this.orders.find((o) => o.id === ref.id);
        if (shown) active.push(shown);
      }
    });
    runInAction(() => (this.orders = active));
    const first = active[0];
    if (first) this.startLive(orderChannel(first.id), this.keyOf(first.id));
    else this.stopLive();
    this.schedule();
  }

  apply(update: OrderUpdate): void {
    if (!this.orders.some((o) => o.id === update.id)) return;
    this.orders = activeAfter(this.orders, update);
    if (this.orders.length === 0) this.stopLive();
  }

  protected pollDelay(): number | null {
    return activeOrdersPollDelay(this.orders.length, this.live);
  }
}
