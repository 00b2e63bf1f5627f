// Orders (issue 7): placed once per idempotency key, priced by OrderPricer, and in one transaction
// the stock reduced, the coupons' usage counted against their limit and the bonuses debited.
// Every status change is stored with its history, written into the WooCommerce order object the
// list and the order call answer, and published to the customer's real-time channels.
import type { Db } from '../db/db.ts';
import type { CatalogBuilder } from '../catalog/catalog-builder.ts';
import type { Limits, ServerConfig } from '../config.ts';
import { RateLimiter } from '../http/rate-limit.ts';
import { GUEST_LIMIT_TEXT, guestLimit } from '../http/guest-limit.ts';
import { TimeBudget } from '../http/request-limits.ts';
import { CouponService } from '../coupons/coupon-service.ts';
import { OrderProgress } from './demo-progress.ts';
import {
  accrueBonuses,
  checkCustomerLimits,
  insertOrder,
  orderByKey,
  restoreOrder,
  findOrder,
  unfinishedOrders,
  saveStatus,
  orderEvents,
  isUniqueViolation,
  type OrderRow,
} from './order-store.ts';

import { paymentGateways, type PaymentGateway } from './payments.ts';
import { orderChannel, userOrdersChannel, type Realtime } from '../realtime/pusher-server.ts';
import { OrderError, requestHash, type OrderRequest } from './order-request.ts';
import { OrderPricer } from './order-pricing.ts';
import { normalizePhone } from '../auth/auth-service.ts';
import { isPaidOnHandover } from '../../src/domain/payment-methods.ts';
import { orderRating, rateOrder, type OrderRating } from './order-rating.ts';
import { withStatus } from './order-json.ts';
import { sameSecret } from '../http/same-secret.ts';
import {
  CANCEL_REFUSAL_TEXT,
  cancelRefusal,
  isFinalStatus,
  orderStatusLabel,
  type OrderKind,
  type OrderStatus,
} from '../../src/domain/order-status.ts';

export const UPDATE_ORDER_EVENT = 'UpdateOrderEvent';

/** WooCommerce's order object (money as strings) with the vendor's fields. */
export type WooOrder = Record<string, unknown> & { id: number; status: string; total: string };

/** What the demo progression needs to know of an order. */
export interface OrderState {
  id: number;
  status: string;
  kind: OrderKind;
  createdAt: number;
  updatedAt: number;
}

export interface OrderServiceDeps {
  db: Db;
  now: () => number;
  realtime: Realtime;
  catalog: CatalogBuilder;
  pricer: OrderPricer;
  gateways: ReadonlyMap<string, PaymentGateway>;
  limiter: RateLimiter;
  limits: Limits;
  pricingBudgetMs: number;
}

export class OrderService {
  private listeners: ((order: OrderState) => void)[] = [];

  constructor(private deps: OrderServiceDeps) {}

  /** The shop's settings as the orders read them (cancel time, front_url, names). */
  settings() {
    return this.deps.pricer.settings();
  }

  /** Called after every committed change (placing, each status): the demo progression listens. */
  onChange(listener: (order: OrderState) => void): void {
    this.listeners.push(listener);
  }

  /**
   * POST wc/v3/orders. The same idempotency key from the same customer answers the order it made
   * (created false); the UNIQUE index backs this up should two requests ever interleave.
   */
  place(
    req: OrderRequest,
    userId: number | null,
    client = 'unknown',
  ): { order: WooOrder; created: boolean } {
    const customerId = userId ?? 0;
    const hash = requestHash(req);
    const earlier = req.idempotencyKey
      ? orderByKey(this.deps.db, customerId, req.idempotencyKey)
      : null;
    if (earlier) return { order: this.replay(earlier, req, userId, hash), created: false };
    const budget = new TimeBudget(this.deps.pricingBudgetMs);
    let id: number;
    try {
      // Priced, checked against every limit and stored in one transaction: nothing another
      // request does can slip between the check and the write.
      id = this.deps.db.transaction(() => {
        const guest = userId === null ? this.guestSlots(req, client) : null;
        const priced = this.deps.pricer.price(req, userId, budget);
        const gateway = this.deps.gateways.get(priced.payment.id);
        const paidLater = priced.summary.total > 0 && !isPaidOnHandover(priced.payment.id);
        if (paidLater && !gateway) {
          throw new OrderError(
            400,
            'payment_method_unavailable',
            'Онлайн-оплата сейчас недоступна',
          );
        }
        const status: OrderStatus = paidLater ? 'pending' : 'processing';
        checkCustomerLimits(this.deps.db, priced, userId);
        const at = new Date(this.deps.now()).toISOString();
        const orderId = insertOrder(
          this.deps.db,
          at,
          req,
          priced,
          customerId,
          status,
          gateway,
          hash,
        );
        guest?.take();
        return orderId;
      })();
    } catch (error) {
      const again = req.idempotencyKey
        ? orderByKey(this.deps.db, customerId, req.idempotencyKey)
        : null;
      if (again && isUniqueViolation(error)) {
        return { order: this.replay(again, req, userId, hash), created: false };
      }
      throw error;
    }
    this.deps.catalog.invalidate();
    const row = this.find(id)!;
    this.changed(row, false);
    return { order: this.json(row), created: true };
  }

  find(id: number): OrderRow | null {
    return findOrder(this.deps.db, id);
  }

  json(row: OrderRow): WooOrder {
    return {
      ...(JSON.parse(row.data || '{}') as Record<string, unknown>),
      id: row.id,
      status: row.status,
      status_label: orderStatusLabel(row.status),
      total: String(row.total),
      customer_id: row.customer_id ?? 0,
    };
  }

  /** The owner (by token), or whoever holds the order key (a guest's link, the payment page). */
  assertAccess(row: OrderRow, userId: number | null, key: string | null): void {
    if (userId !== null && row.customer_id === userId && userId > 0) return;
    if (key && row.order_key && sameSecret(key, row.order_key)) return;
    if (userId === null && !key) {
      throw new OrderError(401, 'unauthorized', 'Войдите, чтобы продолжить');
    }
    throw new OrderError(403, 'forbidden', 'Нет доступа к чужому заказу');
  }

  /**
   * POST customer/order/status: the customer cancels while allowed (SPEC.md §9 cancel time). Only
   * the owner: the key of a signed-in customer's order (it travels in payment links) cannot.
   */
  cancel(id: number, userId: number | null, key: string | null, cancelSeconds: number): WooOrder {
    const row = this.mustFind(id);
    this.assertOwner(row, userId, key, 'Отменить заказ может только тот, кто его оформил');
    const createdAt = Date.parse(row.created_at);
    const refusal = cancelRefusal(
      { status: row.status, createdAt },
      this.deps.now(),
      cancelSeconds,
    );
    if (refusal) throw new OrderError(400, `order_${refusal}`, CANCEL_REFUSAL_TEXT[refusal]);
    return this.setStatus(id, 'cancelled', 'Отменён покупателем');
  }

  /**
   * Only the order's owner: a customer's order by the customer's token; a guest's order (no
   * customer) by its order key. Stricter than assertAccess: the key of a customer's order (it
   * travels in payment links) does not speak for the customer here.
   */
  assertOwner(
    row: OrderRow,
    userId: number | null,
    key: string | null,
    refusal = 'Оценить заказ может только тот, кто его оформил',
  ): void {
    const customer = row.customer_id ?? 0;
    if (
      customer > 0
        ? userId === customer
        : Boolean(key && row.order_key && sameSecret(key, row.order_key))
    ) {
      return;
    }
    if (userId === null && !key) {
      throw new OrderError(401, 'unauthorized', 'Войдите, чтобы продолжить');
    }
    throw new OrderError(403, 'forbidden', refusal);
  }

  /** The order's rating, or null while it has none. */
  rating(orderId: number): OrderRating | null {
    return orderRating(this.deps.db, orderId);
  }

  /** POST wc/v3/orders/{id}/rating: the owner rates a handed-over order, once. */
  rate(
    id: number,
    userId: number | null,
    key: string | null,
    input: { rating: unknown; review: string },
  ): OrderRating {
    const row = this.mustFind(id);
    this.assertOwner(row, userId, key);
    return rateOrder(this.deps.db, this.deps.now(), row, input);
  }

  /** The payment gateway's confirmation: a pending order is paid and accepted, once. */
  pay(id: number, key: string, transactionId: string): WooOrder {
    const row = this.unpaid(id, key);
    return this.setStatus(row.id, 'processing', 'Оплачен', { transactionId });
  }

  /** The customer gave up on paying: a pending order is cancelled, stock and discounts return. */
  abandonPayment(id: number, key: string): WooOrder {
    const row = this.unpaid(id, key);
    return this.setStatus(row.id, 'cancelled', 'Оплата отменена');
  }

  /** Non-final orders, for the progression to pick up after a restart. */
  active(): OrderState[] {
    return unfinishedOrders(this.deps.db).map((r) => this.state(r));
  }

  /**
   * Moves an order to a status: the history row, the order object, stock and discounts back on
   * cancel, bonus accrual on handover; then the customer's channels hear about it.
   */
  setStatus(
    id: number,
    status: OrderStatus,
    note: string,
    extra: { transactionId?: string } = {},
  ): WooOrder {
    const db = this.deps.db;
    const row = db.transaction(() => {
      const current = this.mustFind(id);
      if (isFinalStatus(current.status)) {
        throw new OrderError(409, 'order_processed', CANCEL_REFUSAL_TEXT.processed);
      }
      const at = new Date(this.deps.now()).toISOString();
      const data = JSON.parse(current.data) as Record<string, unknown>;
      if (status === 'cancelled') restoreOrder(db, current, at);
      if (status === 'completed') data.bonuses_earned = accrueBonuses(db, current, at);
      withStatus(data, {
        from: current.status,
        to: status,
        at,
        createdAt: current.created_at,
        ...extra,
      });
      saveStatus(db, id, { status, note, at, data });
      return this.mustFind(id);
    })();
    if (status === 'cancelled') this.deps.catalog.invalidate();
    this.changed(row, true);
    return this.json(row);
  }

  /** The status history, oldest first. */
  events(id: number): { status: string; note: string; created_at: string }[] {
    return orderEvents(this.deps.db, id);
  }

  private mustFind(id: number): OrderRow {
    const row = this.find(id);
    if (!row) throw new OrderError(404, 'order_not_found', 'Заказ не найден');
    return row;
  }

  private unpaid(id: number, key: string): OrderRow {
    const row = this.mustFind(id);
    if (!row.order_key || !sameSecret(key, row.order_key)) {
      throw new OrderError(403, 'forbidden', 'Неверная ссылка на оплату');
    }
    if (row.status !== 'pending') {
      throw new OrderError(409, 'order_processed', CANCEL_REFUSAL_TEXT.processed);
    }
    return row;
  }

  /** A guest's order counts against the client's and the phone's hourly limits (429 past them). */
  private guestSlots(req: OrderRequest, client: string) {
    const phone = normalizePhone(req.billing.phone || req.shipping.phone || '');
    return guestLimit(this.deps.limiter, this.deps.limits, 'order', client, phone, () => {
      throw new OrderError(429, 'too_many_requests', GUEST_LIMIT_TEXT.order);
    });
  }

  /**
   * A retry: the same order. The key with another body is a client bug or someone else's key:
   * 422, never the first order silently (rows from before bodies were hashed: the guest's phone).
   */
  private replay(row: OrderRow, req: OrderRequest, userId: number | null, hash: string): WooOrder {
    const order = this.json(row);
    if (row.request_hash && row.request_hash !== hash) {
      throw new OrderError(
        422,
        'idempotency_key_reused',
        'Этот ключ уже использован для другого заказа',
      );
    }
    if (!row.request_hash && userId === null) {
      const phone = normalizePhone(req.billing.phone ?? '');
      const billing = (order.billing ?? {}) as { phone?: string };
      if (!phone || phone !== billing.phone) {
        throw new OrderError(
          409,
          'idempotency_key_reused',
          'Этот ключ уже использован для другого заказа',
        );
      }
    }
    return order;
  }

  private state(row: OrderRow): OrderState {
    const data = JSON.parse(row.data || '{}') as { order_kind?: OrderKind };
    return {
      id: row.id,
      status: row.status,
      kind: data.order_kind ?? 'pickup',
      createdAt: Date.parse(row.created_at),
      updatedAt: Date.parse(row.updated_at ?? row.created_at),
    };
  }

  private changed(row: OrderRow, publish: boolean): void {
    if (publish) {
      const event = { id: row.id, status: row.status, status_label: orderStatusLabel(row.status) };
      if (row.customer_id) {
        this.deps.realtime.publish(userOrdersChannel(row.customer_id), UPDATE_ORDER_EVENT, event);
      }
      this.deps.realtime.publish(orderChannel(row.id), UPDATE_ORDER_EVENT, event);
    }
    const state = this.state(row);
    for (const listener of this.listeners) listener(state);
  }
}

/** The order service as the app uses it; in demo mode with the status progression running. */
export function createOrders(deps: {
  config: ServerConfig;
  db: Db;
  now: () => number;
  catalog: CatalogBuilder;
  realtime: Realtime;
  log: (line: string) => void;
}): OrderService {
  const { config, db, now, catalog, realtime, log } = deps;
  const pricer = new OrderPricer(db, new CouponService(db, now));
  const orders = new OrderService({
    db,
    now,
    realtime,
    catalog,
    pricer,
    gateways: paymentGateways(config),
    limiter: new RateLimiter(db, now),
    limits: config.limits,
    pricingBudgetMs: config.pricingBudgetMs,
  });
  if (config.demo) {
    new OrderProgress(orders, {
      stepMs: config.demoOrderStepMs,
      cancelSeconds: () => pricer.settings().settings.pending_order_cansel_time,
      now,
      log,
    }).start();
  }
  return orders;
}
