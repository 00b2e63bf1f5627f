// Follows one order for /order/{id}: reads it, then takes UpdateOrderEvent from its private channel
// as it happens, with the safety-net reads of LiveFollower. Its own small MobX class, created by the
// screen through orderFollowerOf (src/stores/order-stores.ts), not part of the RootStore. Cancelling
// and rating go through it, so the page calls no API itself.
import { action, makeObservable, observableRef, runInAction } from 'mobx';
import type { Order, OrderRating, OrdersApi } from '../api/orders-api.ts';
import { isFinalStatus, ORDER_POLL_MS, orderPollDelay } from '../domain/order-status.ts';
import { orderChannel, type OrderUpdate } from '../realtime/channels.ts';
import type { Problem } from '../api/client.ts';
import { LiveFollower, type LiveFollowerDeps } from './live-follower.ts';

const messageOf = (problem: Problem): string =>
  'message' in problem && problem.message ? problem.message : '';

export type FollowProblem =
  { kind: 'sign-in' } | { kind: 'not-found' } | { kind: 'failed'; message: string };

export interface OrderFollowerDeps extends LiveFollowerDeps {
  api: Pick<OrdersApi, 'get' | 'channelAuth' | 'cancel' | 'rate'>;
  /** The signed-in customer's token (cancelling needs it or the order key). */
  token?: () => string | null;
  /** A status change seen while following (not the first read). */
  onStatusChange?: (previous: string, next: string) => void;
}

/** What an action answered: done, or failed with the shop's own words ('' when it gave none). */
export type ActionOutcome = { ok: true } | { ok: false; message: string };

export class OrderFollower extends LiveFollower {
  order: Order | null = null;
  problem: FollowProblem | null = null;

  /** Counts live updates, so a read that started before one does not undo it. */
  private updates = 0;

  constructor(
    readonly id: string,
    readonly key: string | null,
    private deps: OrderFollowerDeps,
  ) {
    super(deps);
    makeObservable<OrderFollower, 'setOrder'>(this, {
      order: observableRef,
      problem: observableRef,
      apply: action,
      replace: action,
      setRating: action,
      setOrder: action,
    });
  }

  async refresh(): Promise<void> {
    const before = this.updates;
    const r = await this.deps.api.get(this.id, this.key);
    if (this.stopped) return;
    runInAction(() => {
      if (r.ok) {
        const current = this.order;
        // A live update came while this read was on its way: its status is the newer one.
        const fresh =
          current && this.updates !== before ? { ...r.data, status: current.status } : r.data;
        this.problem = null;
        this.setOrder(fresh);
      } else if (r.problem.kind === 'unauthorized' || r.problem.kind === 'forbidden') {
        this.problem = { kind: 'sign-in' };
        this.order = null;
      } else if (r.problem.kind === 'not-found') {
        this.problem = { kind: 'not-found' };
        this.order = null;
      } else if (!this.order) {
        this.problem = { kind: 'failed', message: messageOf(r.problem) };
      }
    });
    this.schedule();
  }

  apply(update: OrderUpdate): void {
    const order = this.order;
    if (!order || update.id !== order.id || update.status === order.status) return;
    this.updates++;
    this.setOrder({ ...order, status: update.status });
    // The final order carries what the event does not (date completed, bonuses earned).
    if (isFinalStatus(update.status)) void this.refresh();
    else this.schedule();
  }

  /** The order as another call answered it (cancelling). */
  replace(order: Order): void {
    this.updates++;
    this.setOrder(order);
    this.schedule();
  }

  /** Cancels the order (SPEC.md §9 cancel_until); the page shows the answer. */
  async cancel(): Promise<ActionOutcome> {
    const order = this.order;
    if (!order) return { ok: false, message: '' };
    const token = this.deps.token?.() ?? null;
    const r = await this.deps.api.cancel(order.id, token, this.key ?? order.order_key);
    if (!r.ok) return { ok: false, message: messageOf(r.problem) };
    const current = this.order ?? order;
    this.replace({ ...current, ...r.data });
    return { ok: true };
  }

  /** Rates the finished order once (SPEC.md §9). */
  async rate(rating: number, review: string): Promise<ActionOutcome> {
    const order = this.order;
    if (!order) return { ok: false, message: '' };
    const r = await this.deps.api.rate(order.id, rating, review, this.key ?? null);
    if (!r.ok) return { ok: false, message: messageOf(r.problem) };
    this.setRating(r.data);
    return { ok: true };
  }

  setRating(rating: OrderRating): void {
    if (this.order) this.order = { ...this.order, rating };
  }

  protected pollDelay(): number | null {
    if (this.order) return orderPollDelay(this.order.status, this.live);
    return this.problem?.kind === 'failed' ? ORDER_POLL_MS.fallback : null;
  }

  private setOrder(next: Order): void {
    const previous = this.order?.status;
    this.order = next;
    if (previous !== undefined && previous !== next.status) {
      this.deps.onStatusChange?.(previous, next.status);
    }
    if (isFinalStatus(next.status)) this.stopLive();
    else this.startLive(orderChannel(next.id), this.key);
  }
}
