// Issue 11 "Safe by default": every promotion and order has its limits — first-order and
// per-customer coupons, add-ons alone, guest orders and call-backs, cancelling and the coupon list.
import { describe, expect, it } from 'vitest';
import { testServer } from './harness.ts';
import { orderServer, type Json } from './order-fixtures.ts';

describe('every promotion and order has its limits', () => {
  const welcome = (s: ReturnType<typeof orderServer>, phone: string) =>
    s.place(
      s.body({
        billing: { first_name: 'Гость', phone, address_1: 'ул. Покровка, 1' },
        coupon_lines: [{ code: 'WELCOME15' }],
      }),
    );

  it('a guest phone cannot use a first-order coupon twice', async () => {
    const s = orderServer();
    expect((await welcome(s, '+7 916 555-00-01')).status).toBe(201);
    const second = await welcome(s, '8 (916) 555-00-01');
    expect(second.status).toBe(400);
    expect(second.json).toMatchObject({
      code: 'coupon_not_applicable',
      // Worded in the customer's language, and the coupon named for the storefront to take off.
      data: {
        condition: 'first-purchase',
        status: 400,
        reason: 'coupon.first-purchase',
        params: { code: 'WELCOME15' },
      },
    });
    expect(s.usage('WELCOME15')).toBe(1);
    // Another guest is still a first-time buyer.
    expect((await welcome(s, '+7 916 555-00-02')).status).toBe(201);
  });

  it("a guest with a customer's phone does not get that customer's first-order discount", async () => {
    const s = orderServer();
    const anna = await s.signIn('+79161111111');
    expect((await s.place(s.body(), s.auth(anna.token))).status).toBe(201);
    const asGuest = await welcome(s, '+7 916 111-11-11');
    expect(asGuest.status).toBe(400);
    expect(asGuest.json).toMatchObject({ data: { condition: 'first-purchase' } });
  });

  it("a customer's earlier guest orders count against their first-order coupon too", async () => {
    const s = orderServer();
    expect(
      (await s.place(s.body({ billing: { phone: '+79163333333', address_1: 'ул. Покровка, 1' } })))
        .status,
    ).toBe(201);
    const boris = await s.signIn('+79163333333');
    const res = await s.place(
      s.body({ coupon_lines: [{ code: 'WELCOME15' }] }),
      s.auth(boris.token),
    );
    expect(res.json).toMatchObject({ data: { condition: 'first-purchase' } });
  });

  it('a per-customer coupon limit counts a guest by phone', async () => {
    const s = orderServer();
    const row = s.db.prepare("SELECT id, data FROM coupons WHERE code = 'TARELKA200'").get() as {
      id: number;
      data: string;
    };
    s.db
      .prepare('UPDATE coupons SET data = ? WHERE id = ?')
      .run(JSON.stringify({ ...JSON.parse(row.data), usage_limit_per_user: 1 }), row.id);
    const big = (phone: string) =>
      s.place(
        s.body({
          billing: { phone, address_1: 'ул. Покровка, 1' },
          line_items: [{ product_id: s.id('burger-classic'), quantity: 5, type: 'main' }],
          coupon_lines: [{ code: 'TARELKA200' }],
        }),
      );
    expect((await big('+79164444444')).status).toBe(201);
    const again = await big('+7 916 444 44 44');
    expect(again.json).toMatchObject({ data: { condition: 'used-up' } });
  });

  it('an order of add-ons alone is refused', async () => {
    const s = orderServer();
    const categories = s.db.prepare('SELECT id, data FROM categories').all() as Json[];
    const addons = categories
      .filter((c) => (JSON.parse(String(c.data)) as Json).name?.toString().toLowerCase() === 'допы')
      .map((c) => c.id);
    const addon = (
      s.db.prepare('SELECT id, category_id FROM products').all() as {
        id: number;
        category_id: number;
      }[]
    )
      .filter((p) => addons.includes(p.category_id))
      .slice(0, 2);
    expect(addon.length).toBeGreaterThan(0);
    const res = await s.place(
      s.body({
        line_items: addon.map((a) => ({ product_id: a.id, quantity: 1, type: 'main' })),
      }),
    );
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'cart_addons_only', data: { status: 400 } });
    expect(s.orderCount()).toBe(0);
  });

  it('guest orders are limited per phone and per client; a retry of a key does not count', async () => {
    const s = orderServer();
    const key = (n: number) => ({ 'idempotency-key': `k-${n}` });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await s.place(s.body(), key(i))).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await s.place(s.body(), key(0))).status).toBe(200);
    const other = (n: number) =>
      s.place(s.body({ billing: { phone: `+7916777000${n}`, address_1: 'ул. Покровка, 1' } }));
    const more = [];
    for (let i = 0; i < 6; i++) more.push((await other(i)).status);
    // Ten new orders from this client in the hour: the eleventh is refused, whatever the phone.
    expect(more).toEqual([201, 201, 201, 201, 201, 429]);
    const refused = await other(9);
    expect(refused.json).toMatchObject({ code: 'too_many_requests', data: { status: 429 } });
    // A signed-in customer is not a guest.
    const anna = await s.signIn('+79161111111');
    expect((await s.place(s.body(), s.auth(anna.token))).status).toBe(201);
    s.clock.now += 61 * 60_000;
    expect((await other(8)).status).toBe(201);
  });

  it('guest call-back requests are limited per phone', async () => {
    const s = testServer();
    const send = (n: number) =>
      s.call(
        'POST',
        '/api/wp-json/v1/request',
        { name: 'Анна', phone: '+79165550000', comment: '' },
        { 'idempotency-key': `r-${n}` },
      );
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await send(i)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it("an order key alone does not cancel a signed-in customer's order", async () => {
    const s = orderServer();
    const anna = await s.signIn('+79161111111');
    const placed = (await s.place(s.body(), s.auth(anna.token))).json;
    const byKey = await s.call('POST', '/api/wp-json/customer/order/status', {
      order_id: placed.id,
      status: 'cancelled',
      order_key: placed.order_key,
    });
    expect(byKey.status).toBe(403);
    const own = await s.call(
      'POST',
      '/api/wp-json/customer/order/status',
      { order_id: placed.id, status: 'cancelled' },
      s.auth(anna.token),
    );
    expect(own.status).toBe(200);
  });

  it('the coupon list shows neither hidden coupons nor personal ones of others', async () => {
    const s = testServer();
    const list = (await s.call('GET', '/api/wp-json/v1/autocoupons')).json as unknown as Json[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.some((c) => c.show_to_user === false)).toBe(false);
    expect(list.some((c) => c.code === 'WELCOME15')).toBe(false);
    expect(list.some((c) => c.individual_coupon === true)).toBe(false);
  });
});
