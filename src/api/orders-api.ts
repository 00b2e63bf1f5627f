// Order calls (BACKEND-CONTRACT.md "Order creation", "Cancel"; SPEC.md §7): create with an
// Idempotency-Key so a retry or a double click makes one order, read one order, list the customer's
// orders, cancel, rate a handed-over order, and sign the order's real-time channels.
import * as z from 'zod/mini';
import { postOnce, type ApiClient } from './client.ts';

const money = z.catch(z.union([z.string(), z.number()]), '0');
const text = z.catch(z.string(), '');
const amount = z.catch(z.coerce.number(), 0);
const meta = z.catch(
  z.array(z.looseObject({ key: z.catch(z.string(), ''), value: z.optional(z.unknown()) })),
  [],
);

const lineItemSchema = z.looseObject({
  id: z.catch(z.coerce.number(), 0),
  name: z.catch(z.string(), ''),
  product_id: z.catch(z.coerce.number(), 0),
  quantity: z.catch(z.coerce.number(), 0),
  total: money,
  subtotal: money,
  price: z.catch(z.coerce.number(), 0),
  /** 'main', a dish's supplement 'ingredient', or a coupon's 'gift'. */
  type: z.catch(z.string(), 'main'),
  parent_item_id: z.catch(z.nullable(z.coerce.number()), null),
  meta_data: meta,
});

/** A coupon on the order: its code, and what the customer saw in the cart ('Скидка 10% на самовывоз'). */
const couponLineSchema = z.looseObject({
  code: text,
  description: z.catch(z.string(), ''),
  discount: money,
});

const shippingLineSchema = z.looseObject({
  method_id: text,
  method_title: text,
  pickup_point: z.catch(z.nullable(z.string()), null),
});

/** The server's own breakdown (the reference backend); a merchant's backend may not send it. */
const totalsSchema = z.looseObject({
  items: amount,
  free_addons: amount,
  discount: amount,
  delivery: amount,
  delivery_hidden: z.catch(z.boolean(), false),
  bonus: amount,
  total: amount,
});

export const ratingSchema = z.looseObject({
  rating: z.coerce.number(),
  review: text,
  date_created: text,
});
export type OrderRating = z.infer<typeof ratingSchema>;

export const orderSchema = z.looseObject({
  id: z.coerce.number(),
  status: z.string(),
  total: money,
  number: z.catch(z.string(), ''),
  order_key: z.catch(z.nullable(z.string()), null),
  order_kind: z.catch(z.string(), 'pickup'),
  date_created: z.catch(z.string(), ''),
  date_paid: z.catch(z.nullable(z.string()), null),
  cancel_until: z.catch(z.nullable(z.string()), null),
  payment_url: z.catch(z.nullable(z.string()), null),
  payment_method: text,
  payment_method_title: z.catch(z.string(), ''),
  discount_total: money,
  shipping_total: money,
  bonuses: z.catch(z.coerce.number(), 0),
  bonuses_earned: z.catch(z.coerce.number(), 0),
  currency_symbol: z.catch(z.string(), '₽'),
  customer_note: text,
  billing: z.catch(z.looseObject({ first_name: text, phone: text, address_1: text, city: text }), {
    first_name: '',
    phone: '',
    address_1: '',
    city: '',
  }),
  line_items: z.catch(z.array(lineItemSchema), []),
  coupon_lines: z.catch(z.array(couponLineSchema), []),
  shipping_lines: z.catch(z.array(shippingLineSchema), []),
  totals: z.catch(z.nullable(totalsSchema), null),
  meta_data: meta,
  rating: z.catch(z.nullable(ratingSchema), null),
});
export type Order = z.infer<typeof orderSchema>;
export type OrderLineItem = z.infer<typeof lineItemSchema>;

const channelAuthSchema = z.object({ auth: z.string() });

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

const invoiceLinkSchema = z.object({ invoice_link: z.string() });

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
      client.request('/wp-json/wc/v2/orders', z.array(orderSchema), {
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
