// Contract: coupons, bonuses and idempotency keys on a placed order (issue 7).
import { describe, expect, it } from 'vitest';
import { orderServer, type Json } from './order-fixtures.ts';

describe('coupons and bonuses on an order', () => {
  it('a coupon with usage_limit 1 cannot be used twice', async () => {
    const s = orderServer();
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
    const s = orderServer();
    const delivery = await s.place(s.body({ coupon_lines: [{ code: 'auto-pickup-10' }] }));
    expect(delivery.status).toBe(400);
    expect(delivery.json).toMatchObject({ data: { condition: 'pickup-only' } });
  });

  it('a gift coupon earned by the cart adds its product at the coupon price, for a signed-in customer only', async () => {
    const s = orderServer();
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
    const s = orderServer();
    const meta = [...(s.body().meta_data as Json[]), { key: 'express', value: '1' }];
    const res = await s.place(s.body({ meta_data: meta }));
    expect(res.json).toMatchObject({ total: '1128.00', shipping_total: '348.00' }); // 199 + 149
  });

  it('bonuses need sign-in, stay within the balance and percent_max, and are debited', async () => {
    const s = orderServer();
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
    const s = orderServer();
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
    const s = orderServer();
    const anna = await s.signIn();
    const headers = { ...s.auth(anna.token), 'idempotency-key': 'double-click' };
    const [a, b] = await Promise.all([s.place(s.body(), headers), s.place(s.body(), headers)]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.json.id).toBe(b.json.id);
    expect(s.orderCount()).toBe(1);
    expect(s.stock('burger-classic')).toBe(48);
  });

  it('a key reused with another body is refused (422), never answered with the first order', async () => {
    const s = orderServer();
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
