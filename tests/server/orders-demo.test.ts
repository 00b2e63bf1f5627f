// Contract: the demo backend's own order steps (issue 7): its payment page and its kitchen clock.
import { describe, expect, it } from 'vitest';
import { orderServer } from './order-fixtures.ts';
import { createApp } from '../../server/app.ts';

describe('the demo payment page', () => {
  const form = (s: ReturnType<typeof orderServer>, url: string, fields: Record<string, string>) =>
    s.app.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });

  it('an online order waits for payment; paying accepts it once', async () => {
    const s = orderServer();
    const placed = (await s.place(s.body({ payment_method: 'demo_online' }))).json;
    expect(placed).toMatchObject({ status: 'pending', status_label: 'Ожидает оплаты' });
    expect(placed.payment_url).toBe(`/api/demo-pay/${placed.id}?key=${placed.order_key}`);
    const page = await s.app.request(placed.payment_url!);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('Оплатить');
    expect(html).toContain('Отменить');
    expect(html).toContain('979 ₽');
    const wrongKey = await form(s, `/api/demo-pay/${placed.id}`, {
      key: 'wc_order_nope',
      action: 'pay',
    });
    expect(wrongKey.status).toBe(403);
    const paid = await form(s, `/api/demo-pay/${placed.id}`, {
      key: placed.order_key,
      action: 'pay',
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`/order/${placed.id}`);
    const after = await s.call(
      'GET',
      `/api/wp-json/wc/v3/orders/${placed.id}?key=${placed.order_key}`,
    );
    expect(after.json).toMatchObject({
      status: 'processing',
      payment_url: null,
      date_paid: expect.any(String),
    });
    const twice = await form(s, `/api/demo-pay/${placed.id}`, {
      key: placed.order_key,
      action: 'pay',
    });
    expect(twice.status).toBe(409);
    expect(await twice.text()).toContain('Заказ уже обработан');
    const json = await s.call('POST', `/api/demo-pay/${placed.id}`, {
      key: placed.order_key,
      action: 'pay',
    });
    expect(json.json).toMatchObject({ message: 'Заказ уже обработан' });
  });

  it("'Отменить' cancels the unpaid order and gives the stock back", async () => {
    const s = orderServer();
    const placed = (await s.place(s.body({ payment_method: 'demo_online' }))).json;
    expect(s.stock('burger-classic')).toBe(48);
    const res = await form(s, `/api/demo-pay/${placed.id}`, {
      key: placed.order_key,
      action: 'cancel',
    });
    expect(res.status).toBe(303);
    expect(s.stock('burger-classic')).toBe(50);
  });

  it('is not there outside demo mode, and online payment is then refused', async () => {
    const s = orderServer({ DEMO: '0' });
    const res = await s.place(s.body({ payment_method: 'demo_online' }));
    expect(res.status).toBe(400);
    expect((await s.app.request('/api/demo-pay/1?key=x')).status).toBe(404);
  });
});

describe('demo progression', () => {
  it('a delivery goes accepted → cooking → ready → courier → handed over, and earns bonuses', async () => {
    const s = orderServer({ DEMO_ORDER_STEP_MS: '5' });
    const anna = await s.signIn();
    const placed = await s.placedBy(anna.token);
    await s.completed(placed.id);
    const order = await s.readOrder(placed.id, anna.token);
    const history = (order.json.status_history as { status: string }[]).map((e) => e.status);
    expect(history).toEqual(['processing', 'making', 'done', 'kurier', 'completed']);
    expect(order.json).toMatchObject({ status_label: 'Выдан', bonuses_earned: 48 }); // 5% of 979
    expect(s.balance(anna.user_id)).toBe(348);
  });

  it('picks up unfinished orders after a restart', async () => {
    const s = orderServer({ DEMO_ORDER_STEP_MS: '600000' });
    const placed = (
      await s.place(
        s.body({
          line_items: [{ product_id: s.id('burger-classic'), quantity: 1 }],
          shipping_lines: [{ method_id: 'local_pickup', pickup_point: 'p1' }],
        }),
      )
    ).json;
    createApp({
      config: { ...s.config, demoOrderStepMs: 5 },
      db: s.db,
      now: () => s.clock.now,
      log: () => {},
    });
    await s.completed(placed.id);
    const events = s.db
      .prepare('SELECT status FROM order_events WHERE order_id = ? ORDER BY id')
      .all(placed.id) as { status: string }[];
    expect(events.map((e) => e.status)).toEqual(['processing', 'making', 'done', 'completed']);
  });
});
