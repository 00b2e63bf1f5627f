// Orders (issue 7): placed once per idempotency key, priced by OrderPricer, and in one transaction
// the stock reduced, the coupons' usage counted against their limit and the bonuses debited.
// Every status change is stored with its history, written into the WooCommerce order object the
// list and the order call answer, and published to the customer's real-time channels.
import crypto from 'node:crypto';
import type { Db } from '../db/db.ts';
import type { CatalogBuilder } from '../catalog/catalog-builder.ts';
import type { Limits, ServerConfig } from '../config.ts';
import { RateLimiter } from '../http/rate-limit.ts';
import { GUEST_LIMIT_TEXT, guestLimit } from '../http/guest-limit.ts';
import { TimeBudget } from '../http/request-limits.ts';
import { isFlagOn } from '../../src/domain/wp-values.ts';
import { CouponService } from '../coupons/coupon-service.ts';
import { OrderProgress } from './demo-progress.ts';
import { paymentGateways, type PaymentGateway } from './payments.ts';
import { orderChannel, userOrdersChannel, type Realtime } from '../realtime/pusher-server.ts';
import { OrderError, type OrderRequest } from './order-request.ts';
import { OrderPricer, STOCK_SHORT_TEXT, type PricedOrder } from './order-pricing.ts';
import { bonusBalance, couponRefused } from './order-discounts.ts';
import { redeemPersonal, restorePersonal, rewardReferral } from '../coupons/personal-codes.ts';
import { itemDrafts, lineItemJson, money, orderJson } from './order-json.ts';
import { normalizePhone } from '../auth/auth-service.ts';
import { COUPON_REFUSAL_TEXT } from '../../src/domain/coupon-messages.ts';
import { isPaidOnHandover } from '../../src/domain/payment-methods.ts';
import { ratingProblem, ratingRefusal } from '../../src/domain/order-rating.ts';
import {
  CANCEL_REFUSAL_TEXT,
  cancelDeadline,
  cancelRefusal,
  isFinalStatus,
  orderStatusLabel,
  type OrderKind,
  type OrderStatus,
} from '../../src/domain/order-status.ts';

/** Share of the paid total credited as bonus points when an order is handed over. */
export const BONUS_ACCRUAL_PERCENT = 5;
export const UPDATE_ORDER_EVENT = 'UpdateOrderEvent';

export interface OrderRow {
  id: number;
  customer_id: number | null;
  status: string;
  total: string;
  created_at: string;
  updated_at: string | null;
  data: string;
  idempotency_key: string | null;
  order_key: string | null;
  payment_method: string;
  phone: string | null;
  request_hash: string | null;
}

/** WooCommerce's order object (money as strings) with the vendor's fields. */
export type WooOrder = Record<string, unknown> & { id: number; status: string; total: string };

/** A customer's rating of a handed-over order (WooCommerce product review's shape, per order). */
export interface OrderRating {
  id: number;
  order_id: number;
  customer_id: number;
  rating: number;
  review: string;
  date_created: string;
  date_created_gmt: string;
}

const RATING_REFUSAL = {
  'not-completed': [409, 'order_not_completed', 'Оценить можно заказ, который уже выдан'],
  'already-rated': [409, 'order_already_rated', 'Заказ уже оценён'],
} as const;

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

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
};

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
    const earlier = req.idempotencyKey ? this.byKey(customerId, req.idempotencyKey) : null;
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
        this.checkCustomerLimits(priced, userId);
        const orderId = this.insert(req, priced, customerId, status, gateway, hash);
        guest?.take();
        return orderId;
      })();
    } catch (error) {
      const again = req.idempotencyKey ? this.byKey(customerId, req.idempotencyKey) : null;
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
    if (!Number.isInteger(id) || id <= 0) return null;
    return (this.deps.db.prepare('SELECT * FROM orders WHERE id = ?').get(id) as OrderRow) ?? null;
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
    if (key && row.order_key && sameText(key, row.order_key)) return;
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
        : Boolean(key && row.order_key && sameText(key, row.order_key))
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
    const row = this.deps.db
      .prepare('SELECT * FROM order_ratings WHERE order_id = ?')
      .get(orderId) as
      | {
          order_id: number;
          customer_id: number | null;
          rating: number;
          review: string;
          created_at: string;
        }
      | undefined;
    if (!row) return null;
    return {
      id: row.order_id,
      order_id: row.order_id,
      customer_id: row.customer_id ?? 0,
      rating: row.rating,
      review: row.review,
      date_created: row.created_at,
      date_created_gmt: row.created_at.slice(0, 19),
    };
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
    const review = input.review.trim();
    const problem = ratingProblem(input.rating, review);
    if (problem === 'stars') {
      throw new OrderError(400, 'rest_invalid_param', 'Поставьте оценку от 1 до 5');
    }
    if (problem) throw new OrderError(400, 'rest_invalid_param', 'Слишком длинный отзыв');
    const refusal = ratingRefusal({ status: row.status, rated: this.rating(id) !== null });
    if (refusal) {
      const [status, code, message] = RATING_REFUSAL[refusal];
      throw new OrderError(status, code, message);
    }
    const at = new Date(this.deps.now()).toISOString();
    try {
      this.deps.db
        .prepare(
          'INSERT INTO order_ratings (order_id, customer_id, rating, review, created_at) VALUES (?, ?, ?, ?, ?)',
        )
        .run(id, row.customer_id || null, input.rating, review, at);
    } catch (error) {
      // Two sends at once: the primary key keeps the first.
      if ((error as { code?: string }).code?.startsWith('SQLITE_CONSTRAINT')) {
        const [status, code, message] = RATING_REFUSAL['already-rated'];
        throw new OrderError(status, code, message);
      }
      throw error;
    }
    return this.rating(id)!;
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
    const rows = this.deps.db
      .prepare(
        "SELECT * FROM orders WHERE status NOT IN ('completed', 'cancelled', 'failed', 'refunded')",
      )
      .all() as OrderRow[];
    return rows.map((r) => this.state(r));
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
      if (status === 'cancelled') this.restore(current, at);
      if (status === 'completed') data.bonuses_earned = this.accrue(current, at);
      if (current.status === 'pending' && status === 'processing') {
        data.date_paid = at;
        data.date_paid_gmt = at.slice(0, 19);
        data.transaction_id = extra.transactionId ?? '';
      }
      if (status === 'completed') {
        data.date_completed = at;
        data.date_completed_gmt = at.slice(0, 19);
      }
      if (status !== 'pending') data.payment_url = null;
      data.status = status;
      data.status_label = orderStatusLabel(status);
      data.date_modified = at;
      data.date_modified_gmt = at.slice(0, 19);
      const deadline = cancelDeadline(
        { status, createdAt: Date.parse(current.created_at) },
        Number(data.cancel_seconds ?? 0),
      );
      data.cancel_until = deadline === null ? null : new Date(deadline).toISOString();
      db.prepare('UPDATE orders SET status = ?, updated_at = ?, data = ? WHERE id = ?').run(
        status,
        at,
        JSON.stringify(data),
        id,
      );
      db.prepare(
        'INSERT INTO order_events (order_id, status, note, created_at) VALUES (?, ?, ?, ?)',
      ).run(id, status, note, at);
      return this.mustFind(id);
    })();
    if (status === 'cancelled') this.deps.catalog.invalidate();
    this.changed(row, true);
    return this.json(row);
  }

  /** The status history, oldest first. */
  events(id: number): { status: string; note: string; created_at: string }[] {
    return this.deps.db
      .prepare('SELECT status, note, created_at FROM order_events WHERE order_id = ? ORDER BY id')
      .all(id) as { status: string; note: string; created_at: string }[];
  }

  private mustFind(id: number): OrderRow {
    const row = this.find(id);
    if (!row) throw new OrderError(404, 'order_not_found', 'Заказ не найден');
    return row;
  }

  private unpaid(id: number, key: string): OrderRow {
    const row = this.mustFind(id);
    if (!row.order_key || !sameText(key, row.order_key)) {
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
   * First-order and per-customer coupon limits, counted by the account and by the phone: a guest
   * is the phone they order with, and a phone with an account is that account too.
   */
  private checkCustomerLimits(priced: PricedOrder, userId: number | null): void {
    const counted = priced.coupons.filter(
      ({ coupon }) =>
        isFlagOn(coupon.usage_limit_first_purchase) || Number(coupon.usage_limit_per_user) > 0,
    );
    if (counted.length === 0) return;
    const db = this.deps.db;
    // The customer: the order's phone, the account's own phone, and the accounts of both.
    const own =
      userId === null
        ? null
        : ((
            db.prepare('SELECT phone FROM users WHERE id = ?').get(userId) as
              { phone: string | null } | undefined
          )?.phone ?? null);
    const phones = [priced.phone, own ?? priced.phone];
    const owners = phones.map(
      (p) =>
        (db.prepare('SELECT id FROM users WHERE phone = ?').get(p) as { id: number } | undefined)
          ?.id ?? -1,
    );
    const ids = [userId ?? -1, ...owners];
    for (const { coupon } of counted) {
      if (isFlagOn(coupon.usage_limit_first_purchase)) {
        const { n } = db
          .prepare(
            `SELECT COUNT(*) AS n FROM orders WHERE status NOT IN ('cancelled', 'failed')
             AND json_extract(data, '$.order_kind') IS NOT 'booking'
             AND (phone IN (?, ?) OR customer_id IN (?, ?, ?))`,
          )
          .get(...phones, ...ids) as { n: number };
        if (n > 0) throw couponRefused('first-purchase', coupon.code);
      }
      const perUser = Number(coupon.usage_limit_per_user);
      if (perUser > 0 && !coupon.personal) {
        const { n } = db
          .prepare(
            'SELECT COUNT(*) AS n FROM coupon_usages WHERE coupon_id = ? AND (phone IN (?, ?) OR user_id IN (?, ?, ?))',
          )
          .get(coupon.id, ...phones, ...ids) as { n: number };
        if (n >= perUser) throw couponRefused('used-up', coupon.code);
      }
    }
  }

  private byKey(customerId: number, key: string): OrderRow | null {
    return (
      (this.deps.db
        .prepare('SELECT * FROM orders WHERE customer_id = ? AND idempotency_key = ?')
        .get(customerId, key) as OrderRow | undefined) ?? null
    );
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

  private insert(
    req: OrderRequest,
    priced: PricedOrder,
    customerId: number,
    status: OrderStatus,
    gateway: PaymentGateway | undefined,
    hash: string,
  ): number {
    const db = this.deps.db;
    const at = new Date(this.deps.now()).toISOString();
    const orderKey = `wc_order_${crypto.randomBytes(12).toString('base64url')}`;
    const total = money(priced.summary.total);
    const id = Number(
      db
        .prepare(
          `INSERT INTO orders (customer_id, status, total, created_at, updated_at, data, idempotency_key, order_key, payment_method, phone, request_hash)
           VALUES (?, ?, ?, ?, ?, '{}', ?, ?, ?, ?, ?)`,
        )
        .run(
          customerId,
          status,
          total,
          at,
          at,
          req.idempotencyKey,
          orderKey,
          priced.payment.id,
          priced.phone,
          hash,
        ).lastInsertRowid,
    );
    for (const [productId, units] of priced.units) {
      const done = db
        .prepare(
          'UPDATE stock SET quantity = quantity - ? WHERE product_id = ? AND warehouse_id = ? AND quantity >= ?',
        )
        .run(units, productId, priced.warehouseId, units);
      if (done.changes === 0) {
        const left = db
          .prepare('SELECT quantity FROM stock WHERE product_id = ? AND warehouse_id = ?')
          .get(productId, priced.warehouseId) as { quantity: number } | undefined;
        throw new OrderError(409, 'stock_short', STOCK_SHORT_TEXT, {
          lines: [{ product_id: productId, available: Math.max(0, left?.quantity ?? 0) }],
        });
      }
    }
    for (const { coupon } of priced.coupons) {
      if (coupon.personal) {
        redeemPersonal(db, coupon.personal, { orderId: id, customerId, at, code: coupon.code });
        continue;
      }
      const counted = db
        .prepare(
          'UPDATE coupons SET usage_count = usage_count + 1 WHERE id = ? AND (usage_limit IS NULL OR usage_count < usage_limit)',
        )
        .run(coupon.id);
      if (counted.changes === 0) {
        throw new OrderError(400, 'coupon_not_applicable', COUPON_REFUSAL_TEXT['used-up'], {
          reason: 'coupon.used-up',
          condition: 'used-up',
          code: coupon.code,
        });
      }
      db.prepare(
        'INSERT INTO coupon_usages (coupon_id, user_id, order_id, created_at, phone) VALUES (?, ?, ?, ?, ?)',
      ).run(coupon.id, customerId || null, id, at, priced.phone);
    }
    if (priced.summary.bonus > 0) {
      if (bonusBalance(db, customerId) < priced.summary.bonus) {
        throw new OrderError(400, 'bonus_refused', 'Недостаточно бонусов', {
          reason: 'above-available',
        });
      }
      db.prepare(
        'INSERT INTO bonus_ledger (user_id, amount, reason, order_id, created_at) VALUES (?, ?, ?, ?, ?)',
      ).run(customerId, -priced.summary.bonus, `Оплата заказа №${id}`, id, at);
    }
    const lineItems = this.insertItems(id, priced);
    db.prepare(
      'INSERT INTO order_events (order_id, status, note, created_at) VALUES (?, ?, ?, ?)',
    ).run(id, status, 'Заказ оформлен', at);
    const paymentUrl =
      status === 'pending' && gateway
        ? gateway.paymentUrl({ id, orderKey, total: priced.summary.total, currency: 'RUB' })
        : null;
    const data = orderJson({
      id,
      orderKey,
      at,
      status,
      customerId,
      req,
      priced,
      lineItems,
      paymentUrl,
    });
    db.prepare('UPDATE orders SET data = ? WHERE id = ?').run(JSON.stringify(data), id);
    return id;
  }

  /** The lines as stored (stock returns from them on cancel) and as WooCommerce line_items. */
  private insertItems(orderId: number, priced: PricedOrder): Record<string, unknown>[] {
    const insert = this.deps.db.prepare(
      `INSERT INTO order_items (order_id, parent_item_id, product_id, type, name, quantity, units, warehouse_id, price, subtotal, total, meta)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const ids: number[] = [];
    return itemDrafts(priced).map((d) => {
      const parentItemId = d.parent ? (ids[d.parent.draft] ?? null) : null;
      const id = Number(
        insert.run(
          orderId,
          parentItemId,
          d.productId,
          d.type,
          d.name,
          d.quantity,
          d.units,
          priced.warehouseId,
          d.price,
          d.subtotal,
          d.total,
          JSON.stringify(d.meta),
        ).lastInsertRowid,
      );
      ids.push(id);
      return lineItemJson(id, d, parentItemId);
    });
  }

  /** Cancel: stock, coupon usage and debited bonuses go back (inside setStatus's transaction). */
  private restore(row: OrderRow, at: string): void {
    const db = this.deps.db;
    const stock = db
      .prepare(
        'SELECT product_id, warehouse_id, SUM(units) AS units FROM order_items WHERE order_id = ? GROUP BY product_id, warehouse_id',
      )
      .all(row.id) as { product_id: number; warehouse_id: string; units: number }[];
    const giveBack = db.prepare(
      'UPDATE stock SET quantity = quantity + ? WHERE product_id = ? AND warehouse_id = ?',
    );
    for (const s of stock) giveBack.run(s.units, s.product_id, s.warehouse_id);
    const used = db
      .prepare(
        'SELECT coupon_id, COUNT(*) AS n FROM coupon_usages WHERE order_id = ? GROUP BY coupon_id',
      )
      .all(row.id) as { coupon_id: number; n: number }[];
    for (const u of used) {
      db.prepare('UPDATE coupons SET usage_count = MAX(0, usage_count - ?) WHERE id = ?').run(
        u.n,
        u.coupon_id,
      );
    }
    db.prepare('DELETE FROM coupon_usages WHERE order_id = ?').run(row.id);
    restorePersonal(db, row.id);
    const customer = row.customer_id ?? 0;
    if (customer > 0) {
      const net = (
        db
          .prepare(
            'SELECT COALESCE(SUM(amount), 0) AS n FROM bonus_ledger WHERE order_id = ? AND user_id = ?',
          )
          .get(row.id, customer) as { n: number }
      ).n;
      if (net < 0) {
        db.prepare(
          'INSERT INTO bonus_ledger (user_id, amount, reason, order_id, created_at) VALUES (?, ?, ?, ?, ?)',
        ).run(customer, -net, `Возврат бонусов за отменённый заказ №${row.id}`, row.id, at);
      }
    }
  }

  /** Handed over: BONUS_ACCRUAL_PERCENT of what was paid comes back as points. */
  private accrue(row: OrderRow, at: string): number {
    rewardReferral(this.deps.db, row.id, at);
    const customer = row.customer_id ?? 0;
    const earned = Math.floor((Number(row.total) * BONUS_ACCRUAL_PERCENT) / 100);
    if (customer <= 0 || earned <= 0) return 0;
    this.deps.db
      .prepare(
        'INSERT INTO bonus_ledger (user_id, amount, reason, order_id, created_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(customer, earned, `Начислено за заказ №${row.id}`, row.id, at);
    return earned;
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

/** The body an Idempotency-Key came with, as the server read it (key aside). */
export function requestHash(req: OrderRequest): string {
  const { idempotencyKey: _key, ...rest } = req;
  return crypto.createHash('sha256').update(JSON.stringify(rest)).digest('hex');
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === 'SQLITE_CONSTRAINT_UNIQUE';
}
