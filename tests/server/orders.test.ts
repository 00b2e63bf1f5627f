// Contract: placing, paying, cancelling and following orders (issue 7), priced on the server.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { serve } from '@hono/node-server';
import { WebSocket } from 'ws';
import { testServer } from './harness.ts';
import {
  CENTRE,
  OUTER,
  WEDNESDAY_LUNCH,
  orderServer,
  type Json,
  type Order,
} from './order-fixtures.ts';
import { createApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { getOption, openDb, setOption } from '../../server/db/db.ts';
import { seedIfEmpty } from '../../server/seed/seed.ts';
import {
  channelAuth,
  PusherHub,
  realtimeClientConfig,
} from '../../server/realtime/pusher-server.ts';
import { followChannel } from '../../src/realtime/order-channel.ts';
import { runtimeConfig } from '../../src/config.ts';
import type { OrderUpdate } from '../../src/realtime/channels.ts';
import { STOCK_SHORT_TEXT } from '../../server/orders/order-pricing.ts';

const setup = orderServer;

/** The backend on a real port with its Pusher endpoint, as server/main.ts starts it. */
async function liveServer(env: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-ws-'));
  const config = loadConfig({ DATA_DIR: dataDir, DEMO: '1', ...env });
  const db = openDb(':memory:');
  seedIfEmpty(db, { uploadsDir: path.join(dataDir, 'uploads'), catalogSize: 0 });
  const hub = new PusherHub({ key: config.realtimeKey, secret: config.realtimeSecret });
  const app = createApp({ config, db, realtime: hub, log: () => {} });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  hub.attach(server);
  await new Promise((resolve) => server.once('listening', resolve));
  const port = String((server.address() as AddressInfo).port);
  const close = async () => {
    hub.close();
    await new Promise((resolve) => server.close(resolve));
  };
  return { config, db, hub, port, base: `http://127.0.0.1:${port}`, close };
}

describe('POST wc/v3/orders: the server prices the order', () => {
  it('ignores a tampered total, prices and customer id, and answers its own', async () => {
    const s = setup();
    const res = await s.place(
      s.body({
        total: '1.00',
        customer_id: 999,
        line_items: [
          { product_id: s.id('burger-classic'), quantity: 2, price: 1, total: '2', type: 'main' },
        ],
        shipping_lines: [{ method_id: 'flat_rate', method_title: 'Доставка', total: '0.00' }],
      }),
    );
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      status: 'processing',
      status_label: 'Принят',
      total: '979.00', // 2 × 390 + 199 delivery
      shipping_total: '199.00',
      customer_id: 0,
      currency: 'RUB',
      payment_url: null,
      billing: { phone: '+79161234567' },
    });
    expect(res.json.line_items[0]).toMatchObject({ price: 390, quantity: 2, total: '780.00' });
    expect(res.json.number).toBe(String(res.json.id));
    expect(res.json.order_key).toMatch(/^wc_order_/);
  });

  it('prices options, supplements within the free limit and add-on lines like the cart does', async () => {
    const s = setup();
    const pizza = s.id('pizza-pepperoni');
    const res = await s.place(
      s.body({
        line_items: [
          {
            product_id: pizza,
            quantity: 1,
            type: 'main',
            cart_item_index: 0,
            meta_data: [
              { key: 'options', value: [{ attributeId: `${pizza}-0`, optionId: `${pizza}-0-1` }] },
            ],
          },
          {
            product_id: s.id('sauce-cheese'),
            quantity: 1,
            type: 'ingredient',
            parent_id: pizza,
            cart_item_index: 0,
          },
          {
            product_id: s.id('extra-cheese'),
            quantity: 2,
            type: 'ingredient',
            parent_id: pizza,
            cart_item_index: 0,
          },
          { product_id: s.id('bag'), quantity: 3, type: 'main', cart_item_index: 1 },
        ],
      }),
    );
    expect(res.status).toBe(201);
    // Pizza 30 cm 790; per pizza the first two supplement units are free (sauce 49, one cheese 89),
    // the second cheese is 89; of three bags (excluded from the minimum) two are free: 15.
    expect(res.json).toMatchObject({ total: '1093.00', shipping_total: '199.00' });
    const items = res.json.line_items.map((l) => [l.type, l.total]);
    expect(items).toEqual([
      ['main', '790.00'],
      ['ingredient', '0.00'],
      ['ingredient', '89.00'],
      ['main', '15.00'],
    ]);
  });

  it('refuses a missing required option and a supplement the dish does not take', async () => {
    const s = setup();
    const pizza = s.id('pizza-pepperoni');
    const noSize = await s.place(
      s.body({ line_items: [{ product_id: pizza, quantity: 2, type: 'main' }] }),
    );
    expect(noSize.status).toBe(400);
    expect(noSize.json).toMatchObject({ code: 'product_options_invalid' });
    const foreign = await s.place(
      s.body({
        line_items: [
          { product_id: s.id('burger-classic'), quantity: 2, type: 'main', cart_item_index: 0 },
          {
            product_id: s.id('pizza-truffle'),
            quantity: 2,
            type: 'ingredient',
            parent_id: s.id('burger-classic'),
            cart_item_index: 0,
          },
        ],
      }),
    );
    expect(foreign.status).toBe(400);
    expect(foreign.json).toMatchObject({ code: 'supplement_invalid' });
    expect(s.orderCount()).toBe(0);
  });

  it('reduces the stock of the warehouse that serves the address', async () => {
    const s = setup();
    const before = s.stock('burger-classic');
    expect((await s.place(s.body())).status).toBe(201);
    expect(s.stock('burger-classic')).toBe(before - 2);
    expect(s.stock('burger-classic', '202')).toBe(50);
  });

  it('a stock too small: 409 with what is left, and nothing changes', async () => {
    const s = setup();
    const truffle = s.id('pizza-truffle');
    const res = await s.place(
      s.body({
        line_items: [
          {
            product_id: truffle,
            quantity: 5,
            type: 'main',
            meta_data: [
              {
                key: 'options',
                value: [{ attributeId: `${truffle}-0`, optionId: `${truffle}-0-0` }],
              },
            ],
          },
          { product_id: s.id('burger-classic'), quantity: 1, type: 'main' },
        ],
      }),
    );
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({
      message: STOCK_SHORT_TEXT,
      data: { status: 409, lines: [{ product_id: truffle, available: 3 }] },
    });
    expect(s.stock('pizza-truffle')).toBe(3);
    expect(s.stock('burger-classic')).toBe(50);
    expect(s.orderCount()).toBe(0);
  });

  it('ordering disabled for the stock: 403', async () => {
    const s = setup();
    const settings = getOption<{ settings: { app: { disable_ordering: string[] } } }>(
      s.db,
      'all_settings',
    )!;
    settings.settings.app.disable_ordering = ['101'];
    setOption(s.db, 'all_settings', settings);
    const res = await s.place(s.body());
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({
      code: 'ordering_disabled',
      message: 'Этот ресторан сейчас не принимает заказы',
    });
    expect(s.orderCount()).toBe(0);
  });

  it('under the zone minimum: 400 with the missing sum', async () => {
    const s = setup();
    const res = await s.place(
      s.body({ line_items: [{ product_id: s.id('burger-classic'), quantity: 1 }] }),
    );
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      message: 'Не набрана минимальная сумма.',
      data: { missing: 310, minimum: 700 },
    });
  });

  it('an address outside every zone: 400', async () => {
    const s = setup();
    const res = await s.place(s.body({}, { lat: '56.5', long: '37.6' }));
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ message: 'Ваш адрес вне зоны доставки' });
  });

  it('a payment method the zone or the shipping method does not take: 400', async () => {
    const s = setup();
    const outerCash = await s.place(s.body({}, OUTER));
    expect(outerCash.status).toBe(400);
    expect(outerCash.json).toMatchObject({
      code: 'payment_method_unavailable',
      data: { available: ['card_courier', 'demo_online', 'telegram_payments'] },
    });
    expect((await s.place(s.body({ payment_method: 'card_courier' }, OUTER))).status).toBe(201);
    const bookingCash = await s.place(
      s.body({
        line_items: [],
        shipping_lines: [{ method_id: 'wcso_booking', pickup_point: 'r1' }],
      }),
    );
    expect(bookingCash.status).toBe(400);
  });

  it('pickup is free and has no minimum; the pickup point names the warehouse', async () => {
    const s = setup();
    const res = await s.place(
      s.body({
        line_items: [{ product_id: s.id('burger-classic'), quantity: 1 }],
        shipping_lines: [
          { method_id: 'local_pickup', method_title: 'Самовывоз', pickup_point: 'p3' },
        ],
        meta_data: [],
      }),
    );
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      total: '390.00',
      shipping_total: '0.00',
      order_kind: 'pickup',
    });
    expect(s.stock('burger-classic', '202')).toBe(49);
  });
});

describe('coupons and bonuses on an order', () => {
  it('a coupon with usage_limit 1 cannot be used twice', async () => {
    const s = setup();
    const first = await s.place(s.body({ coupon_lines: [{ code: 'once50' }] }));
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({
      total: '929.00',
      discount_total: '50.00',
      coupon_lines: [{ code: 'ONCE50', discount: '50.00' }],
    });
    expect(s.usage('ONCE50')).toBe(1);
    const second = await s.place(
      s.body({
        coupon_lines: [{ code: 'ONCE50' }],
        billing: { phone: '+79160000001', address_1: 'ул. Покровка, 3' },
      }),
    );
    expect(second.status).toBe(400);
    expect(second.json).toMatchObject({
      message: 'Промокод уже использован',
      data: { condition: 'used-up' },
    });
    expect(s.usage('ONCE50')).toBe(1);
    expect(s.orderCount()).toBe(1);
  });

  it('an auto coupon must be earned by the cart now', async () => {
    const s = setup();
    const delivery = await s.place(s.body({ coupon_lines: [{ code: 'auto-pickup-10' }] }));
    expect(delivery.status).toBe(400);
    expect(delivery.json).toMatchObject({ data: { condition: 'pickup-only' } });
  });

  it('a gift coupon earned by the cart adds its product at the coupon price, for a signed-in customer only', async () => {
    const s = setup();
    const roll = s.id('roll-philadelphia');
    const body = s.body({
      coupon_lines: [{ code: 'auto-gift-philadelphia' }],
      line_items: [
        { product_id: s.id('burger-classic'), quantity: 5 },
        { product_id: roll, quantity: 1 },
        { product_id: roll, quantity: 1, type: 'gift' }, // the client's gift line: the server's own wins
      ],
    });
    // SPEC.md §5 gift conditions, §6: a guest is told to sign in, and nothing is ordered.
    const guest = await s.place(body);
    expect(guest.status).toBe(400);
    expect(guest.json).toMatchObject({
      message: 'Войдите, чтобы получить подарок',
      data: { condition: 'gift-sign-in' },
    });
    expect(s.orderCount()).toBe(0);
    const anna = await s.signIn('+79165550011');
    const res = await s.place(body, s.auth(anna.token));
    expect(res.status).toBe(201);
    // 5 × 390 + 590 = 2540 (free delivery from 1500); the gift roll costs 0.
    expect(res.json).toMatchObject({ total: '2540.00', shipping_total: '0.00' });
    expect(res.json.line_items.map((l) => [l.type, l.product_id, l.total])).toEqual([
      ['main', s.id('burger-classic'), '1950.00'],
      ['main', roll, '590.00'],
      ['gift', roll, '0.00'],
    ]);
    expect(s.stock('roll-philadelphia')).toBe(48);
  });

  it('express delivery adds the zone express cost', async () => {
    const s = setup();
    const meta = [...(s.body().meta_data as Json[]), { key: 'express', value: '1' }];
    const res = await s.place(s.body({ meta_data: meta }));
    expect(res.json).toMatchObject({ total: '1128.00', shipping_total: '348.00' }); // 199 + 149
  });

  it('bonuses need sign-in, stay within the balance and percent_max, and are debited', async () => {
    const s = setup();
    expect((await s.place(s.body({ bonuses: 100 }))).status).toBe(401);
    const anna = await s.signIn('+79161234567');
    const tooMany = await s.place(s.body({ bonuses: 400 }), s.auth(anna.token));
    expect(tooMany.json).toMatchObject({
      code: 'bonus_refused',
      data: { reason: 'above-available' },
    });
    const aboveCap = await s.place(s.body({ bonuses: 300 }), s.auth(anna.token));
    expect(aboveCap.json).toMatchObject({
      code: 'bonus_refused',
      data: { reason: 'above-cap', max: 293 },
    });
    const ok = await s.place(s.body({ bonuses: 200 }), s.auth(anna.token));
    expect(ok.status).toBe(201);
    expect(ok.json).toMatchObject({ total: '779.00', bonuses: 200, customer_id: anna.user_id });
    expect(s.balance(anna.user_id)).toBe(100);
  });
});

describe('idempotency: one order per attempt', () => {
  it('the same Idempotency-Key twice makes one order', async () => {
    const s = setup();
    const key = { 'idempotency-key': 'attempt-1' };
    const first = await s.place(s.body(), key);
    const again = await s.place(s.body(), key);
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.json.id).toBe(first.json.id);
    expect(s.orderCount()).toBe(1);
    expect(s.stock('burger-classic')).toBe(48);
    const other = await s.place(
      s.body({
        meta_data: [
          ...(s.body().meta_data as Json[]),
          { key: 'idempotency_key', value: 'attempt-2' },
        ],
      }),
    );
    expect(other.json.id).not.toBe(first.json.id);
  });

  it('two concurrent requests with one key make one order', async () => {
    const s = setup();
    const anna = await s.signIn();
    const headers = { ...s.auth(anna.token), 'idempotency-key': 'double-click' };
    const [a, b] = await Promise.all([s.place(s.body(), headers), s.place(s.body(), headers)]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.json.id).toBe(b.json.id);
    expect(s.orderCount()).toBe(1);
    expect(s.stock('burger-classic')).toBe(48);
  });

  it('a key reused with another body is refused (422), never answered with the first order', async () => {
    const s = setup();
    const key = { 'idempotency-key': 'guest-key' };
    const first = await s.place(s.body(), key);
    expect(first.status).toBe(201);
    const stranger = await s.place(
      s.body({ billing: { phone: '+79160000002', address_1: 'ул. Покровка, 5' } }),
      key,
    );
    expect(stranger.status).toBe(422);
    expect(stranger.json).toMatchObject({
      code: 'idempotency_key_reused',
      data: { status: 422 },
    });
    expect(JSON.stringify(stranger.json)).not.toContain(String(first.json.order_key));
    const retry = await s.place(s.body(), key);
    expect(retry.status).toBe(200);
    expect(retry.json.id).toBe(first.json.id);
  });
});

describe('orders of a customer', () => {
  it("the owner reads the order; another customer gets 403, a guest's link works with its key", async () => {
    const s = setup();
    const anna = await s.signIn('+79161111111');
    const boris = await s.signIn('+79162222222');
    const placed = (await s.place(s.body(), s.auth(anna.token))).json;
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
  const cancel = (s: ReturnType<typeof setup>, orderId: number, token?: string) =>
    s.call('POST', '/api/wp-json/customer/order/status', {
      order_id: orderId,
      status: 'cancelled',
      token,
    });

  it('within the cancel time gives back stock, the coupon use and the bonuses', async () => {
    const s = setup();
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
    const res = await cancel(s, placed.json.id, anna.token);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 'cancelled', status_label: 'Отменён' });
    expect([s.stock('burger-classic'), s.usage('MOSCOW100'), s.balance(anna.user_id)]).toEqual([
      50, 0, 300,
    ]);
    expect((await cancel(s, placed.json.id, anna.token)).json).toMatchObject({
      message: 'Заказ уже отменён',
    });
  });

  it('after the cancel time, or for someone else, it is refused', async () => {
    const s = setup();
    const anna = await s.signIn('+79161111111');
    const boris = await s.signIn('+79162222222');
    const placed = (await s.place(s.body(), s.auth(anna.token))).json;
    expect((await cancel(s, placed.id, boris.token)).status).toBe(403);
    s.clock.now += 1801_000;
    const late = await cancel(s, placed.id, anna.token);
    expect(late.status).toBe(400);
    expect(late.json).toMatchObject({ code: 'order_expired' });
    expect(s.stock('burger-classic')).toBe(48);
  });

  it("an order the kitchen has taken: 'Заказ уже обработан'", async () => {
    const s = setup({ DEMO_ORDER_STEP_MS: '5' });
    const anna = await s.signIn();
    const placed = (await s.place(s.body(), s.auth(anna.token))).json;
    await vi.waitFor(() => {
      const row = s.db.prepare('SELECT status FROM orders WHERE id = ?').get(placed.id) as {
        status: string;
      };
      expect(row.status).not.toBe('processing');
    });
    const res = await cancel(s, placed.id, anna.token);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ message: 'Заказ уже обработан' });
  });
});

describe('the demo payment page', () => {
  const form = (s: ReturnType<typeof setup>, url: string, fields: Record<string, string>) =>
    s.app.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });

  it('an online order waits for payment; paying accepts it once', async () => {
    const s = setup();
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
    const s = setup();
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
    const s = setup({ DEMO: '0' });
    const res = await s.place(s.body({ payment_method: 'demo_online' }));
    expect(res.status).toBe(400);
    expect((await s.app.request('/api/demo-pay/1?key=x')).status).toBe(404);
  });
});

describe('demo progression', () => {
  it('a delivery goes accepted → cooking → ready → courier → handed over, and earns bonuses', async () => {
    const s = setup({ DEMO_ORDER_STEP_MS: '5' });
    const anna = await s.signIn();
    const placed = (await s.place(s.body(), s.auth(anna.token))).json;
    await vi.waitFor(() => {
      const row = s.db.prepare('SELECT status FROM orders WHERE id = ?').get(placed.id) as {
        status: string;
      };
      expect(row.status).toBe('completed');
    });
    const order = await s.call(
      'GET',
      `/api/wp-json/wc/v3/orders/${placed.id}`,
      undefined,
      s.auth(anna.token),
    );
    const history = (order.json.status_history as { status: string }[]).map((e) => e.status);
    expect(history).toEqual(['processing', 'making', 'done', 'kurier', 'completed']);
    expect(order.json).toMatchObject({ status_label: 'Выдан', bonuses_earned: 48 }); // 5% of 979
    expect(s.balance(anna.user_id)).toBe(348);
  });

  it('picks up unfinished orders after a restart', async () => {
    const s = setup({ DEMO_ORDER_STEP_MS: '600000' });
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
    await vi.waitFor(() => {
      const row = s.db.prepare('SELECT status FROM orders WHERE id = ?').get(placed.id) as {
        status: string;
      };
      expect(row.status).toBe('completed');
    });
    const events = s.db
      .prepare('SELECT status FROM order_events WHERE order_id = ? ORDER BY id')
      .all(placed.id) as { status: string }[];
    expect(events.map((e) => e.status)).toEqual(['processing', 'making', 'done', 'completed']);
  });
});

describe('real-time order updates (Pusher protocol)', () => {
  const pusherAuth = (
    s: ReturnType<typeof setup>,
    fields: Record<string, string>,
    token?: string,
  ) =>
    s.app.request('/api/pusher/auth', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: new URLSearchParams(fields).toString(),
    });

  it("signs the customer's own channel and refuses another's", async () => {
    const s = setup();
    const anna = await s.signIn('+79161111111');
    const boris = await s.signIn('+79162222222');
    const own = await pusherAuth(
      s,
      { socket_id: '123.456', channel_name: `private-orders-${anna.user_id}` },
      anna.token,
    );
    expect(own.status).toBe(200);
    expect(await own.json()).toEqual({
      auth: channelAuth(
        'demo-key',
        s.config.realtimeSecret,
        '123.456',
        `private-orders-${anna.user_id}`,
      ),
    });
    const other = await pusherAuth(
      s,
      { socket_id: '123.456', channel_name: `private-orders-${boris.user_id}` },
      anna.token,
    );
    expect(other.status).toBe(403);
    expect(
      (
        await pusherAuth(s, {
          socket_id: '123.456',
          channel_name: `private-orders-${anna.user_id}`,
        })
      ).status,
    ).toBe(401);
  });

  it('a subscribed pusher client receives UpdateOrderEvent when the order changes', async () => {
    const { config, db, hub, base, close } = await liveServer();
    const messages: Json[] = [];
    const ws = new WebSocket(
      `${base.replace('http', 'ws')}/app/${config.realtimeKey}?protocol=7&client=js&version=8.4.0`,
    );
    ws.on('message', (raw) => messages.push(JSON.parse(String(raw)) as Json));
    const next = (event: string) =>
      vi.waitFor(() => {
        const found = messages.find((m) => m.event === event);
        expect(found).toBeDefined();
        return found!;
      });
    try {
      const established = await next('pusher:connection_established');
      const socketId = (JSON.parse(established.data as string) as { socket_id: string }).socket_id;
      ws.send(JSON.stringify({ event: 'pusher:ping', data: {} }));
      await next('pusher:pong');

      // Sign in, then subscribe with the signature the backend issues.
      const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
        fetch(`${base}${url}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify(body),
        });
      await post('/api/wp-json/wc/auth/send_code', { phone: '+79165554433' });
      const code = (
        (await (await fetch(`${base}/api/dev/sms-outbox`)).json()) as { code: string }[]
      )[0]!.code;
      const user = (await (
        await post('/api/wp-json/wc/auth/check_code', { phone: '+79165554433', code })
      ).json()) as { token: string; user_id: number };
      const bearer = { authorization: `Bearer ${user.token}` };
      const channel = `private-orders-${user.user_id}`;
      ws.send(
        JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth: 'demo-key:forged' } }),
      );
      await next('pusher:subscription_error');
      const signed = (await (
        await post('/api/pusher/auth', { socket_id: socketId, channel_name: channel }, bearer)
      ).json()) as { auth: string };
      ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth: signed.auth } }));
      await next('pusher_internal:subscription_succeeded');
      expect(hub.subscribers(channel)).toBe(1);

      const burger = (
        db.prepare("SELECT id FROM products WHERE slug = 'burger-classic'").get() as { id: number }
      ).id;
      const placed = (await (
        await post(
          '/api/wp-json/wc/v3/orders',
          {
            payment_method: 'cod',
            billing: { address_1: 'ул. Покровка, 1' },
            line_items: [{ product_id: burger, quantity: 2 }],
            shipping_lines: [{ method_id: 'flat_rate' }],
            meta_data: [
              { key: 'lat', value: CENTRE.lat },
              { key: 'long', value: CENTRE.long },
              { key: 'flat', value: '3' },
            ],
          },
          bearer,
        )
      ).json()) as Order;
      await post('/api/wp-json/customer/order/status', {
        order_id: placed.id,
        status: 'cancelled',
        token: user.token,
      });
      const update = await next('UpdateOrderEvent');
      expect(update.channel).toBe(channel);
      expect(JSON.parse(update.data as string)).toEqual({
        id: placed.id,
        status: 'cancelled',
        status_label: 'Отменён',
      });
    } finally {
      ws.close();
      await close();
    }
  });
});

describe('rating a handed-over order', () => {
  const rate = (
    s: ReturnType<typeof setup>,
    orderId: number,
    body: Json,
    headers: Record<string, string> = {},
  ) => s.call('POST', `/api/wp-json/wc/v3/orders/${orderId}/rating`, body, headers);
  const completed = (s: ReturnType<typeof setup>, orderId: number) =>
    vi.waitFor(() => {
      const row = s.db.prepare('SELECT status FROM orders WHERE id = ?').get(orderId) as {
        status: string;
      };
      expect(row.status).toBe('completed');
    });

  it('the owner rates once, only after it is handed over; the order then carries it', async () => {
    const s = setup({ DEMO_ORDER_STEP_MS: '600000' });
    const anna = await s.signIn('+79161111111');
    const boris = await s.signIn('+79162222222');
    const placed = (await s.place(s.body(), s.auth(anna.token))).json;
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
    const order = await s.call(
      'GET',
      `/api/wp-json/wc/v3/orders/${placed.id}`,
      undefined,
      s.auth(anna.token),
    );
    expect(order.json).toMatchObject({ rating: { rating: 4, review: saved.json.review } });
  });

  it("a guest's order is rated with its order key, after the demo hands it over", async () => {
    const s = setup({ DEMO_ORDER_STEP_MS: '5' });
    const placed = (await s.place(s.body())).json;
    const unrated = await s.call(
      'GET',
      `/api/wp-json/wc/v3/orders/${placed.id}?key=${placed.order_key}`,
    );
    expect(unrated.json).toMatchObject({ rating: null });
    await completed(s, placed.id);
    expect((await rate(s, placed.id, { rating: 5, order_key: 'wc_order_nope' })).status).toBe(403);
    const saved = await rate(s, placed.id, { rating: '5', order_key: placed.order_key });
    expect(saved.status).toBe(201);
    expect(saved.json).toMatchObject({ rating: 5, review: '', customer_id: 0 });
  });

  it('a cancelled order is not rated', async () => {
    const s = setup();
    const anna = await s.signIn();
    const placed = (await s.place(s.body(), s.auth(anna.token))).json;
    await s.call('POST', '/api/wp-json/customer/order/status', {
      order_id: placed.id,
      status: 'cancelled',
      token: anna.token,
    });
    const res = await rate(s, placed.id, { rating: 1 }, s.auth(anna.token));
    expect(res.json).toMatchObject({ code: 'order_not_completed' });
  });
});

describe('following one order on its private channel', () => {
  const pusherAuth = (s: ReturnType<typeof setup>, body: Json, token?: string) =>
    s.call('POST', '/api/pusher/auth', body, token ? { authorization: `Bearer ${token}` } : {});
  const signed = (s: ReturnType<typeof setup>, channel: string) => ({
    auth: channelAuth('demo-key', s.config.realtimeSecret, '123.456', channel),
  });

  it('a guest subscribes with the order key; without it, or with another order’s, it is refused', async () => {
    const s = setup();
    const first = (await s.place(s.body())).json;
    const second = (
      await s.place(s.body({ billing: { phone: '+79160000003', address_1: 'ул. Покровка, 3' } }))
    ).json;
    const channel = `private-order-${first.id}`;
    const withKey = await pusherAuth(s, {
      socket_id: '123.456',
      channel_name: channel,
      order_key: first.order_key,
    });
    expect(withKey.status).toBe(200);
    expect(withKey.json).toEqual(signed(s, channel));
    // The order page's ?key= may come as `key` too.
    const alias = await pusherAuth(s, {
      socket_id: '123.456',
      channel_name: channel,
      key: first.order_key,
    });
    expect(alias.json).toEqual(signed(s, channel));
    expect((await pusherAuth(s, { socket_id: '123.456', channel_name: channel })).status).toBe(401);
    const foreign = await pusherAuth(s, {
      socket_id: '123.456',
      channel_name: channel,
      order_key: second.order_key,
    });
    expect(foreign.status).toBe(403);
    const nobody = await pusherAuth(s, {
      socket_id: '123.456',
      channel_name: 'private-order-99999',
      order_key: first.order_key,
    });
    expect(nobody.status).toBe(403);
  });

  it("the owner subscribes to the order's channel by token, another customer cannot", async () => {
    const s = setup();
    const anna = await s.signIn('+79161111111');
    const boris = await s.signIn('+79162222222');
    const placed = (await s.place(s.body(), s.auth(anna.token))).json;
    const channel = `private-order-${placed.id}`;
    const own = await pusherAuth(s, { socket_id: '123.456', channel_name: channel }, anna.token);
    expect(own.json).toEqual(signed(s, channel));
    const other = await pusherAuth(s, { socket_id: '123.456', channel_name: channel }, boris.token);
    expect(other.status).toBe(403);
    const badSocket = await pusherAuth(s, { socket_id: 'nope', channel_name: channel }, anna.token);
    expect(badSocket.status).toBe(400);
  });
});

describe('/runtime-config.js: where the storefront finds the live updates', () => {
  const read = async (env: Record<string, string>) => {
    const s = testServer(env);
    const res = await s.app.request('/runtime-config.js');
    const text = await res.text();
    const json = text.replace(/^window\.__STOREFRONT_CONFIG__ = /, '').replace(/;\s*$/, '');
    return runtimeConfig(JSON.parse(json) as Parameters<typeof runtimeConfig>[0]);
  };

  it("the demo backend: the page's own host and port, under the API path", async () => {
    expect((await read({})).realtime).toEqual({
      key: 'demo-key',
      cluster: 'eu',
      wsHost: '',
      wsPath: '/api',
    });
  });

  it('an API on another origin: its host, port and TLS', () => {
    expect(
      realtimeClientConfig({
        realtimeKey: 'k',
        realtimeSecret: 's',
        publicApiBase: 'https://shop.example/api/',
      }),
    ).toEqual({
      key: 'k',
      cluster: 'eu',
      wsHost: 'shop.example',
      wsPort: 443,
      wssPort: 443,
      forceTLS: true,
      wsPath: '/api',
    });
  });

  it('no secret to sign private channels: no live updates, the storefront polls', async () => {
    expect((await read({ DEMO: '0' })).realtime).toBeNull();
  });
});

describe("the storefront's realtime module against the backend's Pusher endpoint", () => {
  it('follows an order live: subscribes with the signed channel and hears every status', async () => {
    const { config, db, hub, base, port, close } = await liveServer({ DEMO_ORDER_STEP_MS: '40' });
    const realtime = runtimeConfig({ realtime: realtimeClientConfig(config) }).realtime!;
    const burger = (
      db.prepare("SELECT id FROM products WHERE slug = 'burger-classic'").get() as { id: number }
    ).id;
    // A guest's order, paid online: it waits for payment until the page is subscribed.
    const placed = (await (
      await fetch(`${base}/api/wp-json/wc/v3/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          payment_method: 'demo_online',
          billing: { address_1: 'ул. Покровка, 1', phone: '+79165550000' },
          line_items: [{ product_id: burger, quantity: 2 }],
          shipping_lines: [{ method_id: 'flat_rate' }],
          meta_data: [
            { key: 'lat', value: CENTRE.lat },
            { key: 'long', value: CENTRE.long },
            { key: 'private_house', value: '1' },
          ],
        }),
      })
    ).json()) as Order;
    const updates: OrderUpdate[] = [];
    const live: boolean[] = [];
    const stop = followChannel(
      realtime,
      {
        channel: `private-order-${placed.id}`,
        authorize: async (socketId, channel) => {
          const res = await fetch(`${base}/api/pusher/auth`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              socket_id: socketId,
              channel_name: channel,
              order_key: placed.order_key,
            }),
          });
          return res.ok ? ((await res.json()) as { auth: string }).auth : null;
        },
        onUpdate: (u) => updates.push(u),
        onLive: (l) => live.push(l),
      },
      { protocol: 'http:', hostname: '127.0.0.1', port },
    );
    try {
      await vi.waitFor(() => expect(live).toContain(true), { timeout: 5000 });
      expect(hub.subscribers(`private-order-${placed.id}`)).toBe(1);
      await fetch(`${base}/api/demo-pay/${placed.id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ key: placed.order_key, action: 'pay' }),
      });
      await vi.waitFor(() => expect(updates.map((u) => u.status)).toContain('completed'), {
        timeout: 5000,
      });
      expect(updates.map((u) => u.status)).toEqual([
        'processing',
        'making',
        'done',
        'kurier',
        'completed',
      ]);
      expect(updates[4]).toEqual({ id: placed.id, status: 'completed', status_label: 'Выдан' });
    } finally {
      stop();
      await vi.waitFor(() => expect(hub.subscribers(`private-order-${placed.id}`)).toBe(0));
      await close();
    }
  });
});
