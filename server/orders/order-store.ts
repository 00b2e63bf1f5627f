// Orders' storage: every statement that writes an order, takes its stock, counts its coupons and
// bonuses, and gives them back on cancel. The service (order-service.ts) decides; this stores, inside
// the service's transactions.
import crypto from 'node:crypto';
import type { Db } from '../db/db.ts';
import { isFlagOn } from '../../src/domain/wp-values.ts';
import type { PaymentGateway } from './payments.ts';
import { OrderError, type OrderRequest } from './order-request.ts';
import { STOCK_SHORT_TEXT, type PricedOrder } from './order-pricing.ts';
import { couponRefused } from './order-discounts.ts';
import { addBonus, bonusBalance, orderBonusNet } from '../account/bonus-ledger.ts';
import { findUser, userIdByPhone } from '../auth/user-store.ts';
import { redeemPersonal, restorePersonal, rewardReferral } from '../coupons/personal-codes.ts';
import { itemDrafts, lineItemJson, money, orderJson, type LineNames } from './order-json.ts';
import { orderLineNames } from './order-names.ts';
import { ORDER_LANGUAGE_META } from '../../src/domain/order-language.ts';
import type { OrderStatus } from '../../src/domain/order-status.ts';
import { preferencesForOrder } from '../account/preference-store.ts';

/** Share of the paid total credited as bonus points when an order is handed over. */
export const BONUS_ACCRUAL_PERCENT = 5;

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

export function orderByKey(db: Db, customerId: number, key: string): OrderRow | null {
  return (
    (db
      .prepare('SELECT * FROM orders WHERE customer_id = ? AND idempotency_key = ?')
      .get(customerId, key) as OrderRow | undefined) ?? null
  );
}

/**
 * First-order and per-customer coupon limits, counted by the account and by the phone: a guest
 * is the phone they order with, and a phone with an account is that account too.
 */
export function checkCustomerLimits(db: Db, priced: PricedOrder, userId: number | null): void {
  const counted = priced.coupons.filter(
    ({ coupon }) =>
      isFlagOn(coupon.usage_limit_first_purchase) || Number(coupon.usage_limit_per_user) > 0,
  );
  if (counted.length === 0) return;
  // The customer: the order's phone, the account's own phone, and the accounts of both.
  const own = userId === null ? null : (findUser(db, userId)?.phone ?? null);
  const phones = [priced.phone, own ?? priced.phone];
  const owners = phones.map((p) => userIdByPhone(db, p) ?? -1);
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

export function insertOrder(
  db: Db,
  at: string,
  req: OrderRequest,
  priced: PricedOrder,
  customerId: number,
  status: OrderStatus,
  gateway: PaymentGateway | undefined,
  hash: string,
): number {
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
      throw couponRefused('used-up', coupon.code);
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
    addBonus(db, {
      userId: customerId,
      amount: -priced.summary.bonus,
      kind: 'orderPaid',
      orderId: id,
      at,
    });
  }
  const lineItems = insertItems(db, id, priced, orderLineNames(db, req.meta[ORDER_LANGUAGE_META]));
  addOrderEvent(db, id, { status, note: 'Заказ оформлен', at });
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
    // /lk/preferences promises the kitchen gets them "вместе с заказом": the order carries them.
    preferences: customerId ? preferencesForOrder(db, customerId) : null,
  });
  saveOrderData(db, id, data);
  return id;
}

/** A table booking's order (server/booking/booking-service.ts): no lines, nothing to pay. */
export function insertBookingOrder(
  db: Db,
  customerId: number,
  at: string,
  orderKey: string,
): number {
  return Number(
    db
      .prepare(
        `INSERT INTO orders (customer_id, status, total, created_at, updated_at, data, order_key, payment_method)
         VALUES (?, 'processing', '0.00', ?, ?, '{}', ?, '')`,
      )
      .run(customerId, at, at, orderKey).lastInsertRowid,
  );
}

/** An order's WooCommerce JSON, replaced whole. */
export function saveOrderData(db: Db, id: number, data: Record<string, unknown>): void {
  db.prepare('UPDATE orders SET data = ? WHERE id = ?').run(JSON.stringify(data), id);
}

/** A line of an order's status history. */
export function addOrderEvent(
  db: Db,
  orderId: number,
  event: { status: string; note: string; at: string },
): void {
  db.prepare(
    'INSERT INTO order_events (order_id, status, note, created_at) VALUES (?, ?, ?, ?)',
  ).run(orderId, event.status, event.note, event.at);
}

/** The lines as stored (stock returns from them on cancel) and as WooCommerce line_items. */
function insertItems(
  db: Db,
  orderId: number,
  priced: PricedOrder,
  names: LineNames,
): Record<string, unknown>[] {
  const insert = db.prepare(
    `INSERT INTO order_items (order_id, parent_item_id, product_id, type, name, quantity, units, warehouse_id, price, subtotal, total, meta)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const ids: number[] = [];
  return itemDrafts(priced, names).map((d) => {
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
export function restoreOrder(db: Db, row: OrderRow, at: string): void {
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
    const net = orderBonusNet(db, row.id, customer);
    if (net < 0) {
      addBonus(db, {
        userId: customer,
        amount: -net,
        kind: 'orderRefund',
        orderId: row.id,
        at,
      });
    }
  }
}

/** Handed over: BONUS_ACCRUAL_PERCENT of what was paid comes back as points. */
export function accrueBonuses(db: Db, row: OrderRow, at: string): number {
  rewardReferral(db, row.id, at);
  const customer = row.customer_id ?? 0;
  const earned = Math.floor((Number(row.total) * BONUS_ACCRUAL_PERCENT) / 100);
  if (customer <= 0 || earned <= 0) return 0;
  addBonus(db, {
    userId: customer,
    amount: earned,
    kind: 'orderEarned',
    orderId: row.id,
    at,
  });
  return earned;
}

export function findOrder(db: Db, id: number): OrderRow | null {
  if (!Number.isInteger(id) || id <= 0) return null;
  return (db.prepare('SELECT * FROM orders WHERE id = ?').get(id) as OrderRow) ?? null;
}

export function customerOrderCount(db: Db, customerId: number): number {
  return (
    db.prepare('SELECT COUNT(*) AS n FROM orders WHERE customer_id = ?').get(customerId) as {
      n: number;
    }
  ).n;
}

/** Orders a coupon's first-order rules count: all but cancelled and failed ones. */
export function standingOrderCount(db: Db, customerId: number): number {
  return (
    db
      .prepare(
        "SELECT COUNT(*) AS n FROM orders WHERE customer_id = ? AND status NOT IN ('cancelled', 'failed')",
      )
      .get(customerId) as { n: number }
  ).n;
}

/** One page of a customer's orders, newest first. */
export function customerOrdersPage(
  db: Db,
  customerId: number,
  limit: number,
  offset: number,
): Pick<OrderRow, 'id' | 'status' | 'total' | 'created_at' | 'data'>[] {
  return db
    .prepare(
      'SELECT id, status, total, created_at, data FROM orders WHERE customer_id = ? ORDER BY id DESC LIMIT ? OFFSET ?',
    )
    .all(customerId, limit, offset) as Pick<
    OrderRow,
    'id' | 'status' | 'total' | 'created_at' | 'data'
  >[];
}

/** Orders not yet handed over, cancelled, failed or refunded. */
export function unfinishedOrders(db: Db): OrderRow[] {
  return db
    .prepare(
      "SELECT * FROM orders WHERE status NOT IN ('completed', 'cancelled', 'failed', 'refunded')",
    )
    .all() as OrderRow[];
}

/** Stores an order's new status and object, and the status history's row. */
export function saveStatus(
  db: Db,
  id: number,
  change: { status: OrderStatus; note: string; at: string; data: Record<string, unknown> },
): void {
  db.prepare('UPDATE orders SET status = ?, updated_at = ?, data = ? WHERE id = ?').run(
    change.status,
    change.at,
    JSON.stringify(change.data),
    id,
  );
  addOrderEvent(db, id, change);
}

/** The status history, oldest first. */
export function orderEvents(
  db: Db,
  id: number,
): { status: string; note: string; created_at: string }[] {
  return db
    .prepare('SELECT status, note, created_at FROM order_events WHERE order_id = ? ORDER BY id')
    .all(id) as { status: string; note: string; created_at: string }[];
}

/** Two requests with one idempotency key met at the UNIQUE index. */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === 'SQLITE_CONSTRAINT_UNIQUE';
}
