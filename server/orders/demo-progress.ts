// Demo mode only: an accepted order moves along its way (accepted → cooking → ready → courier →
// handed over) one step every DEMO_ORDER_STEP_MS, so the live order screen has something to show;
// an order left unpaid is cancelled once its cancel time is over. Timers are derived from the
// stored orders (status and when it last changed), so a restart picks up where it left off. Table
// bookings are left as they are.
import type { OrderService, OrderState } from './order-service.ts';
import { nextStatus } from '../../src/domain/order-status.ts';

export interface OrderProgressOptions {
  stepMs: number;
  /** settings.pending_order_cansel_time, seconds, read when an unpaid order is scheduled. */
  cancelSeconds: () => number;
  now: () => number;
  log?: (line: string) => void;
}

export class OrderProgress {
  private timers = new Map<number, ReturnType<typeof setTimeout>>();
  private stopped = false;

  constructor(
    private orders: OrderService,
    private options: OrderProgressOptions,
  ) {}

  /** Schedules every non-final order and follows the changes from now on. */
  start(): this {
    this.orders.onChange((order) => this.schedule(order));
    for (const order of this.orders.active()) this.schedule(order);
    return this;
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  private schedule(order: OrderState): void {
    const previous = this.timers.get(order.id);
    if (previous) clearTimeout(previous);
    this.timers.delete(order.id);
    // A table booking waits for its visit: the restaurant marks it, the demo clock does not.
    if (this.stopped || order.kind === 'booking') return;
    const unpaid = order.status === 'pending';
    const next = unpaid ? 'cancelled' : nextStatus(order.status, order.kind);
    if (!next) return;
    const due = unpaid
      ? order.createdAt + this.options.cancelSeconds() * 1000
      : order.updatedAt + this.options.stepMs;
    const timer = setTimeout(
      () => this.advance(order, next),
      Math.max(0, due - this.options.now()),
    );
    timer.unref?.();
    this.timers.set(order.id, timer);
  }

  private advance(order: OrderState, next: ReturnType<typeof nextStatus> | 'cancelled'): void {
    this.timers.delete(order.id);
    const row = this.orders.find(order.id);
    // Someone else moved it meanwhile (paid, cancelled): its own change scheduled what follows.
    if (!row || row.status !== order.status || !next) return;
    try {
      this.orders.setStatus(
        order.id,
        next,
        next === 'cancelled' ? 'Не оплачен вовремя' : 'Демо-режим',
      );
    } catch (error) {
      this.options.log?.(`[orders] demo step of order ${order.id} failed: ${String(error)}`);
    }
  }
}
