// Order calls (BACKEND-CONTRACT.md "Order creation", "Cancel"; SPEC.md §7): create with an
// Idempotency-Key so a retry or a double click makes one order, read one order, list the customer's
// orders, cancel, rate a handed-over order, and sign the order's real-time channels.
import * as v from 'valibot';
import { numeric, looseObject, object } from '../domain/model-fields.ts';
import { postOnce, type ApiClient } from './client.ts';

const money = v.fallback(v.union([v.string(), v.number()]), '0');
const text = v.fallback(v.string(), '');
const amount = v.fallback(numeric, 0);
const meta = v.fallback(
  v.array(looseObject({ key: v.fallback(v.string(), ''), value: v.optional(v.unknown()) })),
  [],
);

const lineItemSchema = looseObject({
  id: v.fallback(numeric, 0),
  name: v.fallback(v.string(), ''),
  product_id: v.fallback(numeric, 0),
  quantity: v.fallback(numeric, 0),
  total: money,
  subtotal: money,
  price: v.fallback(numeric, 0),
  /** 'main', a dish's supplement 'ingredient', or a coupon's 'gift'. */
  type: v.fallback(v.string(), 'main'),
  parent_item_id: v.fallback(v.nullable(numeric), null),
  meta_data: meta,
});

/** A coupon on the order: its code, and what the customer saw in the cart ('Скидка 10% на самовывоз'). */
const couponLineSchema = looseObject({
  code: text,
  description: v.fallback(v.string(), ''),
  discount: money,
});

const shippingLineSchema = looseObject({
  method_id: text,
  method_title: text,
  pickup_point: v.fallback(v.nullable(v.string()), null),
});

/** The server's own breakdown (the reference backend); a merchant's backend may not send it. */
const totalsSchema = looseObject({
  items: amount,
  free_addons: amount,
  discount: amount,
  delivery: amount,
  delivery_hidden: v.fallback(v.boolean(), false),
  bonus: amount,
  total: amount,
});

export const ratingSchema = looseObject({
  rating: numeric,
  review: text,
  date_created: text,
});
export type OrderRating = v.InferOutput<typeof ratingSchema>;

export const orderSchema = looseObject({
  id: numeric,
  status: v.string(),
  total: money,
  number: v.fallback(v.string(), ''),
  order_key: v.fallback(v.nullable(v.string()), null),
  order_kind: v.fallback(v.string(), 'pickup'),
  date_created: v.fallback(v.string(), ''),
  date_paid: v.fallback(v.nullable(v.string()), null),
  cancel_until: v.fallback(v.nullable(v.string()), null),
  payment_url: v.fallback(v.nullable(v.string()), null),
  payment_method: text,
  payment_method_title: v.fallback(v.string(), ''),
  discount_total: money,
  shipping_total: money,
  bonuses: v.fallback(numeric, 0),
  bonuses_earned: v.fallback(numeric, 0),
  currency_symbol: v.fallback(v.string(), '₽'),
  customer_note: text,
  billing: v.fallback(looseObject({ first_name: text, phone: text, address_1: text, city: text }), {
    first_name: '',
    phone: '',
    address_1: '',
    city: '',
  }),
  line_items: v.fallback(v.array(lineItemSchema), []),
  coupon_lines: v.fallback(v.array(couponLineSchema), []),
  shipping_lines: v.fallback(v.array(shippingLineSchema), []),
  totals: v.fallback(v.nullable(totalsSchema), null),
  meta_data: meta,
  rating: v.fallback(v.nullable(ratingSchema), null),
});
export type Order = v.InferOutput<typeof orderSchema>;
export type OrderLineItem = v.InferOutput<typeof lineItemSchema>;

const channelAuthSchema = object({ auth: v.string() });

export interface OrderBody {
  payment_method: string;
  payment_method_title: string;
  set_paid: false;
  status: 'processing' | 'pending';
  billing: Record<string, string>;
  shipping: Record<string, string>;
  customer_note: string;
  coupon_lines: { code: string; description?: string }[];
  line_items: Record<string, unknown>[];
  bonuses: number;
  shipping_lines: {
    method_id: string;
    method_title: string;
    total: string;
    pickup_point: string | null;
  }[];
  meta_data: { key: string; value: unknown }[];
}

const invoiceLinkSchema = object({ invoice_link: v.string() });

export function ordersApi(client: ApiClient) {
  return {
    /**
     * One key per checkout attempt: a stalled or dropped try, a 5xx or a 409 is retried with it and
     * the server answers the same order; a refusal that persists ('not enough in stock') is shown.
     */
    create: (body: OrderBody, idempotencyKey: string) =>
      postOnce(client, '/wp-json/wc/v3/orders', orderSchema, body, idempotencyKey),
    get: (id: number | string, key?: string | null) =>
      client.request(`/wp-json/wc/v3/orders/${id}`, orderSchema, { query: { key } }),
    cancel: (id: number | string, token: string | null, orderKey?: string | null) =>
      client.request('/wp-json/customer/order/status', orderSchema, {
        method: 'POST',
        body: {
          order_id: Number(id),
          status: 'cancelled',
          token,
          order_key: orderKey ?? undefined,
        },
      }),
    /** The customer's newest orders (WooCommerce's list), for the shell's active orders. */
    list: (customerId: number, perPage = 20) =>
      client.request('/wp-json/wc/v2/orders', v.array(orderSchema), {
        query: { customer: customerId, per_page: perPage },
      }),
    /** Stars 1–5 and a comment for a handed-over order, once; a guest's order by its key. */
    rate: (id: number | string, rating: number, review: string, orderKey?: string | null) =>
      client.request(`/wp-json/wc/v3/orders/${id}/rating`, ratingSchema, {
        method: 'POST',
        body: { rating, review, order_key: orderKey ?? undefined },
      }),
    /** The Telegram invoice link of an order paid with Telegram Payments (opened by openInvoice). */
    telegramInvoice: (id: number | string, orderKey?: string | null) =>
      client.request('/wp-json/telega/v1/invoice', invoiceLinkSchema, {
        method: 'POST',
        body: { order_id: Number(id), order_key: orderKey ?? undefined },
      }),
    /**
     * Pusher's private-channel signature for this socket (POST {apiBase}/pusher/auth): the token
     * says whose orders, a guest's order key opens that one order's channel.
     */
    channelAuth: (
      socketId: string,
      channel: string,
      orderKey?: string | null,
      endpoint = '/pusher/auth',
    ) =>
      client.request(endpoint, channelAuthSchema, {
        method: 'POST',
        body: { socket_id: socketId, channel_name: channel, order_key: orderKey ?? undefined },
      }),
  };
}

export type OrdersApi = ReturnType<typeof ordersApi>;
