// Contract: a customer's orders after placing (issue 7): reading them, cancelling and rating.
import { describe, expect, it, vi } from 'vitest';
import { WEDNESDAY_LUNCH, orderServer, type Json } from './order-fixtures.ts';

describe('orders of a customer', () => {
  it("the owner reads the order; another customer gets 403, a guest's link works with its key", async () => {
    const s = orderServer();
    const { anna, boris } = await s.annaAndBoris();
    const placed = await s.placedBy(anna.token);
    const url = `/api/wp-json/wc/v3/orders/${placed.id}`;
    const own = await s.call('GET', url, undefined, s.auth(anna.token));
    expect(own.status).toBe(200);
    expect(own.json).toMatchObject({ id: placed.id, status_history: [{ status: 'processing' }] });
    expect((await s.call('GET', url, undefined, s.auth(boris.token))).status).toBe(403);
    expect((await s.call('GET', url)).status).toBe(401);
    expect((await s.call('GET', `${url}?key=${placed.order_key}`)).status).toBe(200);
    const list = await s.call(
      'GET',
      `/api/wp-json/wc/v2/orders?customer=${anna.user_id}`,
      undefined,
      s.auth(anna.token),
    );
    expect(list.json).toMatchObject([
      { id: placed.id, status: 'processing', total: '979.00', line_items: [{ quantity: 2 }] },
    ]);
    expect(
      (
        await s.call(
          'GET',
          `/api/wp-json/wc/v2/orders?customer=${anna.user_id}`,
          undefined,
          s.auth(boris.token),
        )
      ).status,
    ).toBe(403);
  });
});

describe('POST customer/order/status: cancelling', () => {
  it('within the cancel time gives back stock, the coupon use and the bonuses', async () => {
    const s = orderServer();
    const anna = await s.signIn();
    const placed = await s.place(
      s.body({
        bonuses: 150,
        coupon_lines: [{ code: 'MOSCOW100' }],
        line_items: [{ product_id: s.id('burger-classic'), quantity: 3 }],
      }),
      s.auth(anna.token),
    );
    expect(placed.status).toBe(201);
    expect([s.stock('burger-classic'), s.usage('MOSCOW100'), s.balance(anna.user_id)]).toEqual([
      47, 1, 150,
    ]);
    s.clock.now += 20 * 60_000;
    const res = await s.cancel(placed.json.id, anna.token);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 'cancelled', status_label: 'Отменён' });
    expect([s.stock('burger-classic'), s.usage('MOSCOW100'), s.balance(anna.user_id)]).toEqual([
      50, 0, 300,
    ]);
    // The history says what each line is (the storefront names it in the customer's language)
    // and keeps the shop's own words.
    const history = await s.call(
      'GET',
      '/api/wp-json/systeminfo/v2/bonus/history',
      undefined,
      s.auth(anna.token),
    );
    const id = placed.json.id;
    expect(history.json).toMatchObject([
      {
        amount: 150,
        kind: 'orderRefund',
        order_id: id,
        reason: `Возврат бонусов за отменённый заказ №${id}`,
      },
      { amount: -150, kind: 'orderPaid', order_id: id, reason: `Оплата заказа №${id}` },
      { amount: 300, kind: 'welcome', order_id: null },
    ]);
    expect((await s.cancel(placed.json.id, anna.token)).json).toMatchObject({
      message: 'Заказ уже отменён',
    });
  });

  it('after the cancel time, or for someone else, it is refused', async () => {
    const s = orderServer();
    const { anna, boris } = await s.annaAndBoris();
    const placed = await s.placedBy(anna.token);
    expect((await s.cancel(placed.id, boris.token)).status).toBe(403);
    s.clock.now += 1801_000;
    const late = await s.cancel(placed.id, anna.token);
    expect(late.status).toBe(400);
    expect(late.json).toMatchObject({ code: 'order_expired' });
    expect(s.stock('burger-classic')).toBe(48);
  });

  it("an order the kitchen has taken: 'Заказ уже обработан'", async () => {
    const s = orderServer({ DEMO_ORDER_STEP_MS: '5' });
    const anna = await s.signIn();
    const placed = await s.placedBy(anna.token);
    await vi.waitFor(() => expect(s.statusOf(placed.id)).not.toBe('processing'));
    const res = await s.cancel(placed.id, anna.token);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ message: 'Заказ уже обработан' });
  });
});

describe('rating a handed-over order', () => {
  const rate = (
    s: ReturnType<typeof orderServer>,
    orderId: number,
    body: Json,
    headers: Record<string, string> = {},
  ) => s.call('POST', `/api/wp-json/wc/v3/orders/${orderId}/rating`, body, headers);

  it('the owner rates once, only after it is handed over; the order then carries it', async () => {
    const s = orderServer({ DEMO_ORDER_STEP_MS: '600000' });
    const { anna, boris } = await s.annaAndBoris();
    const placed = await s.placedBy(anna.token);
    const early = await rate(s, placed.id, { rating: 5 }, s.auth(anna.token));
    expect(early.status).toBe(409);
    expect(early.json).toMatchObject({ code: 'order_not_completed' });

    for (const status of ['making', 'done', 'kurier', 'completed'] as const) {
      s.db.prepare('UPDATE orders SET status = ? WHERE id = ?').run(status, placed.id);
    }
    expect((await rate(s, placed.id, { rating: 5 })).status).toBe(401);
    expect((await rate(s, placed.id, { rating: 5 }, s.auth(boris.token))).status).toBe(403);
    // The order key travels in payment links: it does not speak for a signed-in customer.
    expect((await rate(s, placed.id, { rating: 5, order_key: placed.order_key })).status).toBe(403);
    for (const rating of [0, 6, 4.5, 'five', null]) {
      const bad = await rate(s, placed.id, { rating }, s.auth(anna.token));
      expect(bad.status).toBe(400);
      expect(bad.json).toMatchObject({ message: 'Поставьте оценку от 1 до 5' });
    }
    const long = await rate(
      s,
      placed.id,
      { rating: 4, review: 'x'.repeat(1001) },
      s.auth(anna.token),
    );
    expect(long.status).toBe(400);

    const saved = await rate(
      s,
      placed.id,
      { rating: 4, review: '  Горячий и вкусный, курьер вежливый  ' },
      s.auth(anna.token),
    );
    expect(saved.status).toBe(201);
    expect(saved.json).toEqual({
      id: placed.id,
      order_id: placed.id,
      customer_id: anna.user_id,
      rating: 4,
      review: 'Горячий и вкусный, курьер вежливый',
      date_created: new Date(WEDNESDAY_LUNCH).toISOString(),
      date_created_gmt: new Date(WEDNESDAY_LUNCH).toISOString().slice(0, 19),
    });
    const again = await rate(s, placed.id, { rating: 1 }, s.auth(anna.token));
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ code: 'order_already_rated', message: 'Заказ уже оценён' });
    const order = await s.readOrder(placed.id, anna.token);
    expect(order.json).toMatchObject({ rating: { rating: 4, review: saved.json.review } });
  });

  it("a guest's order is rated with its order key, after the demo hands it over", async () => {
    const s = orderServer({ DEMO_ORDER_STEP_MS: '5' });
    const placed = (await s.place(s.body())).json;
    const unrated = await s.call(
      'GET',
      `/api/wp-json/wc/v3/orders/${placed.id}?key=${placed.order_key}`,
    );
    expect(unrated.json).toMatchObject({ rating: null });
    await s.completed(placed.id);
    expect((await rate(s, placed.id, { rating: 5, order_key: 'wc_order_nope' })).status).toBe(403);
    const saved = await rate(s, placed.id, { rating: '5', order_key: placed.order_key });
    expect(saved.status).toBe(201);
    expect(saved.json).toMatchObject({ rating: 5, review: '', customer_id: 0 });
  });

  it('a cancelled order is not rated', async () => {
    const s = orderServer();
    const anna = await s.signIn();
    const placed = await s.placedBy(anna.token);
    await s.cancel(placed.id, anna.token);
    const res = await rate(s, placed.id, { rating: 1 }, s.auth(anna.token));
    expect(res.json).toMatchObject({ code: 'order_not_completed' });
  });
});

describe("the customer's food preferences go with the order", () => {
  const meta = (order: Json) =>
    Object.fromEntries(
      (order.meta_data as { key: string; value: unknown }[]).map((m) => [m.key, m.value]),
    );

  it.each([
    [
      'options and a comment',
      ['no_onion', 'spicy'],
      'Поменьше соли',
      'Без лука, Острое. Поменьше соли',
    ],
    ['only options', ['halal'], '', 'Халяль'],
    ['only a comment', [], '  Без кинзы ', 'Без кинзы'],
    ['nothing chosen', [], '', undefined],
  ])('%s', async (_label, codes, comment, expected) => {
    const s = orderServer();
    const anna = await s.signIn();
    await s.call(
      'POST',
      '/api/wp-json/systeminfo/v2/user_preferences?lang=en',
      { preferences: codes.map((code) => ({ code, checked: true })), comment },
      s.auth(anna.token),
    );
    const placed = await s.placedBy(anna.token);
    // In the shop's own language, whatever the customer's: the kitchen reads it.
    expect(meta(placed).customer_preferences).toBe(expected);
  });

  it('a guest has none, and a body cannot claim some', async () => {
    const s = orderServer();
    const body = s.body();
    const claimed = { key: 'customer_preferences', value: 'Бесплатно' };
    const placed = await s.place({ ...body, meta_data: [...(body.meta_data as Json[]), claimed] });
    expect(placed.status).toBe(201);
    expect(meta(placed.json).customer_preferences).toBeUndefined();
  });
});
