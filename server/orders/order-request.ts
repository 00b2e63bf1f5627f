// Reads the body of POST wc/v3/orders (BACKEND-CONTRACT.md "Order creation": WooCommerce's shape
// with the vendor's fields) into a checked request. Prices, totals and the customer id in the body
// are not read at all: the server computes them (server/orders/order-pricing.ts).
import crypto from 'node:crypto';
import type { CartOption } from '../../src/domain/cart-price.ts';
import { clip } from '../http/route-helpers.ts';
import { HttpError } from '../http/http-error.ts';
import { assertCount, MAX_CART_ITEMS } from '../http/request-limits.ts';
import { ORDER_LANGUAGE_META } from '../../src/domain/order-language.ts';

export class OrderError extends HttpError<400 | 401 | 403 | 404 | 409 | 422 | 429 | 503> {}

export interface RequestLine {
  productId: number;
  /** Portions: the cart line's count (stock units are count × add_to_basket_once). */
  count: number;
  options: CartOption[];
  /** Supplements chosen with the dish: count per one portion of it, in the order picked. */
  ingredients: { productId: number; count: number }[];
  /** WooCommerce's variation_id: the server prices the variation itself (variation_data is read from it). */
  variationId: number | null;
}

export interface OrderRequest {
  paymentMethod: string;
  billing: Record<string, string>;
  shipping: Record<string, string>;
  customerNote: string;
  couponCodes: string[];
  lines: RequestLine[];
  bonuses: number;
  /** shipping_lines[0].method_id: 'flat_rate', 'local_pickup:2'… */
  shippingMethod: string;
  pickupPoint: string | null;
  /** The vendor's meta keys the server keeps (META_KEYS), as strings. */
  meta: Record<string, string>;
  idempotencyKey: string | null;
}

/** Meta keys of the storefront's order body that are stored with the order. */
export const META_KEYS = [
  'stock_id',
  // Eating in at a table (src/domain/table-order.ts TABLE_META).
  'table_restaurant_id',
  'table_number',
  'lat',
  'long',
  'billing_gatetimecheckout',
  '_billing_gatetimecheckout',
  'must_be_delivered',
  'people_count',
  'platform',
  'entrance',
  'enter_code',
  'flat',
  'floor',
  'billing_entrance',
  'billing_enter_code',
  'billing_flat',
  'billing_floor',
  'private_house',
  'courier_comment',
  'order_meta_source',
  // The language the customer ordered in (WPML's order meta): the invoice speaks it.
  ORDER_LANGUAGE_META,
  'express',
  'take_date',
  'time_from',
  'time_to',
  'booking_date',
  'booking_time',
] as const;

const ADDRESS_KEYS = [
  'first_name',
  'last_name',
  'company',
  'address_1',
  'address_2',
  'city',
  'state',
  'postcode',
  'country',
  'email',
  'phone',
  'warehouse_id',
];

const MAX_LINES = MAX_CART_ITEMS;
const MAX_COUNT = 999;
/** Options of one dish, meta entries and coupon lines of one order. */
const MAX_OPTIONS = 50;
const MAX_META = 100;
const MAX_COUPONS = 10;

const invalid = (message: string) => new OrderError(400, 'rest_invalid_param', message);

const text = clip;

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function list(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.map(record) : [];
}

function address(value: unknown): Record<string, string> {
  const source = record(value);
  return Object.fromEntries(
    ADDRESS_KEYS.filter((k) => k in source).map((k) => [k, text(source[k], 200)]),
  );
}

function positiveInt(value: unknown, max: number, message: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > max) throw invalid(message);
  return n;
}

const productId = (v: unknown) => positiveInt(v, Number.MAX_SAFE_INTEGER, 'product_id: id товара');
const count = (v: unknown) =>
  positiveInt(v, MAX_COUNT, `quantity: целое число от 1 до ${MAX_COUNT}`);

function metaOf(item: Record<string, unknown>, key: string): unknown {
  return list(item.meta_data).find((m) => m.key === key)?.value;
}

function optionsOf(item: Record<string, unknown>): CartOption[] {
  const raw = metaOf(item, 'options');
  if (raw === undefined || raw === null || raw === '') return [];
  if (!Array.isArray(raw)) throw invalid('options: список {attributeId, optionId}');
  if (raw.length > MAX_OPTIONS) throw invalid(`options: не больше ${MAX_OPTIONS}`);
  return raw.map((o) => {
    const option = record(o);
    const attributeId = text(option.attributeId, 64);
    const optionId = text(option.optionId, 64);
    if (!attributeId || !optionId) throw invalid('options: список {attributeId, optionId}');
    return { attributeId, optionId };
  });
}

function variationOf(value: unknown): number | null {
  if (value === undefined || value === null || value === '' || value === 0 || value === '0')
    return null;
  return positiveInt(value, Number.MAX_SAFE_INTEGER, 'variation_id: id варианта товара');
}

/**
 * line_items: main lines, and their supplements as 'ingredient' lines naming the dish by
 * cart_item_index (the main line's index in the cart, or its position) and parent_id (its
 * product). Gift lines (type 'gift' or meta gift) are the server's to add: they are dropped.
 */
function linesOf(items: Record<string, unknown>[]): RequestLine[] {
  if (items.length > MAX_LINES) throw invalid(`line_items: не больше ${MAX_LINES} строк`);
  const isGift = (item: Record<string, unknown>) =>
    item.type === 'gift' || metaOf(item, 'gift') === true || metaOf(item, 'gift') === 'yes';
  const mains: (RequestLine & { index: number })[] = [];
  items
    .filter((item) => item.type !== 'ingredient' && !isGift(item))
    .forEach((item, position) => {
      const index = item.cart_item_index ?? position;
      mains.push({
        index: Number(index),
        productId: productId(item.product_id),
        count: count(item.quantity),
        options: optionsOf(item),
        ingredients: [],
        variationId: variationOf(item.variation_id),
      });
    });
  for (const item of items.filter((i) => i.type === 'ingredient')) {
    const ingredient = { productId: productId(item.product_id), count: count(item.quantity) };
    const parentId = item.parent_id === undefined ? null : Number(item.parent_id);
    const index = item.cart_item_index === undefined ? null : Number(item.cart_item_index);
    const parent = mains.find(
      (m) =>
        (index === null || m.index === index) && (parentId === null || m.productId === parentId),
    );
    if (!parent || (index === null && parentId === null)) {
      throw invalid('Добавка должна ссылаться на блюдо: parent_id и cart_item_index');
    }
    parent.ingredients.push(ingredient);
  }
  return mains.map(({ index: _index, ...line }) => line);
}

export function parseOrderRequest(
  body: Record<string, unknown>,
  idempotencyHeader: string | undefined,
): OrderRequest {
  // Counted before anything is read: a body within the size limit may still list too much.
  assertCount(body.line_items, MAX_CART_ITEMS, 'line_items');
  assertCount(body.meta_data, MAX_META, 'meta_data');
  assertCount(body.coupon_lines, MAX_COUPONS, 'coupon_lines');
  for (const item of list(body.line_items)) assertCount(item.meta_data, MAX_META, 'meta_data');
  const meta: Record<string, string> = {};
  for (const m of list(body.meta_data)) {
    const key = text(m.key, 64);
    if ((META_KEYS as readonly string[]).includes(key)) meta[key] = text(m.value, 500);
  }
  const metaKey = list(body.meta_data).find((m) => m.key === 'idempotency_key')?.value;
  const key = text(idempotencyHeader ?? metaKey, 200) || null;
  const shippingLine = list(body.shipping_lines)[0] ?? {};
  const pickup = shippingLine.pickup_point;
  const bonuses = body.bonuses === undefined || body.bonuses === '' ? 0 : Number(body.bonuses);
  if (!Number.isFinite(bonuses) || bonuses < 0) throw invalid('bonuses: не меньше 0');
  const codes = list(body.coupon_lines)
    .map((c) => text(c.code, 64))
    .filter((c) => c !== '');
  return {
    paymentMethod: text(body.payment_method, 64),
    billing: address(body.billing),
    shipping: address(body.shipping),
    customerNote: text(body.customer_note, 1000),
    couponCodes: [...new Map(codes.map((c) => [c.toLowerCase(), c])).values()],
    lines: linesOf(list(body.line_items)),
    bonuses,
    shippingMethod: text(shippingLine.method_id, 64),
    pickupPoint: text(typeof pickup === 'object' ? record(pickup).id : pickup, 64) || null,
    meta,
    idempotencyKey: key,
  };
}

/** The body an Idempotency-Key came with, as the server read it (key aside). */
export function requestHash(req: OrderRequest): string {
  const { idempotencyKey: _key, ...rest } = req;
  return crypto.createHash('sha256').update(JSON.stringify(rest)).digest('hex');
}
