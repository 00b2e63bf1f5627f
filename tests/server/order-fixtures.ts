// A reference backend for order tests: Wednesday lunch in Moscow, a delivery body in WooCommerce's
// shape, and readers for stock, coupon usage and bonus balances.
import { expect, vi } from 'vitest';
import { testServer } from './harness.ts';

// Wednesday 2026-11-18 13:00 in Moscow.
export const WEDNESDAY_LUNCH = Date.parse('2026-11-18T10:00:00Z');
/** Moscow's centre zone (delivery 199 ₽ under 1500 ₽, minimum order 700 ₽). */
export const CENTRE = { lat: '55.7558', long: '37.6176' };
/** Moscow's outer zone: cash is not taken there (all_zones_zone_payment_methods). */
export const OUTER = { lat: '55.8458', long: '37.6176' };

export type Json = Record<string, unknown>;
export type Order = Json & {
  id: number;
  status: string;
  total: string;
  order_key: string;
  payment_url: string | null;
  line_items: (Json & { product_id: number; price: number; total: string; type: string })[];
};

export function orderServer(env: Record<string, string> = {}) {
  const clock = { now: WEDNESDAY_LUNCH };
  const s = testServer(env, () => clock.now);
  const id = (slug: string) =>
    (s.db.prepare('SELECT id FROM products WHERE slug = ?').get(slug) as { id: number }).id;
  const stock = (slug: string, warehouse = '101') =>
    (
      s.db
        .prepare('SELECT quantity FROM stock WHERE product_id = ? AND warehouse_id = ?')
        .get(id(slug), warehouse) as { quantity: number }
    ).quantity;
  const orderCount = () =>
    (s.db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n;
  const usage = (code: string) =>
    (
      s.db.prepare('SELECT usage_count FROM coupons WHERE code = ?').get(code) as {
        usage_count: number;
      }
    ).usage_count;
  const balance = (userId: number) =>
    (
      s.db
        .prepare('SELECT COALESCE(SUM(amount), 0) AS n FROM bonus_ledger WHERE user_id = ?')
        .get(userId) as { n: number }
    ).n;
  /** A delivery to Moscow's centre, cash to the courier: two classic burgers. */
  const body = (extra: Json = {}, point = CENTRE): Json => ({
    payment_method: 'cod',
    payment_method_title: 'Наличными курьеру',
    billing: {
      first_name: 'Анна',
      phone: '+7 916 123-45-67',
      address_1: 'ул. Покровка, 1',
      city: 'Москва',
    },
    customer_note: 'Домофон не работает',
    line_items: [{ product_id: id('burger-classic'), quantity: 2, type: 'main' }],
    shipping_lines: [{ method_id: 'flat_rate', method_title: 'Доставка', total: '0' }],
    meta_data: [
      { key: 'lat', value: point.lat },
      { key: 'long', value: point.long },
      { key: 'stock_id', value: '101' },
      { key: 'platform', value: 'site' },
      // A block of flats: the courier needs the flat (issue 12).
      { key: 'billing_flat', value: '12' },
      { key: 'flat', value: '12' },
    ],
    ...extra,
  });
  const place = (b: Json, headers: Record<string, string> = {}) =>
    s.call('POST', '/api/wp-json/wc/v3/orders', b, headers) as unknown as Promise<{
      status: number;
      json: Order;
    }>;
  /** Places `body()` with these cart lines instead of its burgers. */
  const placeLines = (lines: Json[]) => place(body({ line_items: lines }));
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  /** Two signed-in customers: the one who orders and another one. */
  const annaAndBoris = async () => {
    const anna = await s.signIn('+79161111111');
    const boris = await s.signIn('+79162222222');
    return { anna, boris };
  };
  /** The order of `body()` placed by the customer with `token`. */
  const placedBy = async (token: string) => (await place(body(), auth(token))).json;
  const readOrder = (orderId: number, token: string) =>
    s.call('GET', `/api/wp-json/wc/v3/orders/${orderId}`, undefined, auth(token));
  /** The customer's cancel button: by token, or a guest's call without one. */
  const cancel = (orderId: number, token?: string) =>
    s.call('POST', '/api/wp-json/customer/order/status', {
      order_id: orderId,
      status: 'cancelled',
      token,
    });
  const statusOf = (orderId: number) =>
    (s.db.prepare('SELECT status FROM orders WHERE id = ?').get(orderId) as { status: string })
      .status;
  /** Waits until the demo's clock has handed the order over. */
  const completed = (orderId: number) =>
    vi.waitFor(() => expect(statusOf(orderId)).toBe('completed'));
  return {
    ...s,
    clock,
    id,
    stock,
    orderCount,
    usage,
    balance,
    body,
    place,
    placeLines,
    auth,
    annaAndBoris,
    placedBy,
    readOrder,
    cancel,
    statusOf,
    completed,
  };
}

/** A dish's cart line with its first option set to choice `choice` (a size, a dough…). */
export const optionLine = (productId: number, quantity: number, choice: number) => ({
  product_id: productId,
  quantity,
  type: 'main',
  meta_data: [
    {
      key: 'options',
      value: [{ attributeId: `${productId}-0`, optionId: `${productId}-0-${choice}` }],
    },
  ],
});

/** A supplement line of the dish `parent` in the cart's line 0. */
export const supplementLine = (productId: number, quantity: number, parent: number) => ({
  product_id: productId,
  quantity,
  type: 'ingredient',
  parent_id: parent,
  cart_item_index: 0,
});

/** The order body placed in `language`, as the storefront writes it (WPML's order meta). */
export function withLanguage(body: Json, language: string): Json {
  const meta = (body.meta_data as { key: string; value: unknown }[] | undefined) ?? [];
  return { ...body, meta_data: [...meta, { key: 'wpml_language', value: language }] };
}
