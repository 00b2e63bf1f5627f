// Contract: personal codes as promo codes — a fortune-wheel prize and a friend's referral code.
import { describe, expect, it, vi } from 'vitest';
import { orderServer } from './order-fixtures.ts';

type Server = ReturnType<typeof orderServer>;

function prize(s: Server, userId: number, code = 'WHEEL-ABCD1234', expiresInDays = 7) {
  s.db
    .prepare(
      `INSERT INTO user_coupons (user_id, code, title, discount_type, amount, source, expires_at, created_at)
       VALUES (?, ?, 'Скидка 15% (колесо фортуны)', 'percent', 15, 'wheel', ?, ?)`,
    )
    .run(
      userId,
      code,
      new Date(s.clock.now + expiresInDays * 86_400_000).toISOString(),
      new Date(s.clock.now).toISOString(),
    );
  return code;
}

const check = (s: Server, code: string, token?: string) =>
  s.call(
    'POST',
    '/api/wp-json/api/flutter_woo/coupon',
    {
      coupon_code: code,
      delivery_type: 'flat_rate',
      meta_data: [{ key: 'stock_id', value: '101' }],
      cart_items: {
        [s.id('burger-classic')]: { product: { id: s.id('burger-classic') }, quantity: 2 },
      },
    },
    token ? s.auth(token) : {},
  );

const refusal = (res: { json: unknown }) => (res.json as { data: { condition: string } }).data;
/** The invited friend's order with the referral code of the customer who invited them. */
const invited = (s: Server, referrerId: number, friendToken: string) =>
  s.place(s.body({ coupon_lines: [{ code: `promo-${referrerId}` }] }), s.auth(friendToken));

describe('a fortune-wheel prize as a promo code', () => {
  it('works for its owner only, signed in, case-insensitively', async () => {
    const s = orderServer();
    const { anna, boris } = await s.annaAndBoris();
    const code = prize(s, anna.user_id);
    const ok = await check(s, code.toLowerCase(), anna.token);
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ coupon: { code, discount_type: 'percent', amount: 15 } });
    expect(refusal(await check(s, code, boris.token))).toMatchObject({ condition: 'not-yours' });
    expect(refusal(await check(s, code))).toMatchObject({ condition: 'sign-in' });
  });

  it('is used up by an order, refused on the next one, and given back when the order is cancelled', async () => {
    const s = orderServer({ DEMO_ORDER_STEP_MS: '600000' });
    const anna = await s.signIn('+79161111111');
    const code = prize(s, anna.user_id);
    const first = await s.place(s.body({ coupon_lines: [{ code }] }), s.auth(anna.token));
    expect(first.status).toBe(201);
    // 2 burgers 780 ₽, 15% off (117 ₽), delivery 199 ₽.
    expect(first.json).toMatchObject({ discount_total: '117.00', total: '862.00' });
    // A typed code reads as typed on the receipt (only automatic discounts carry their name).
    expect(first.json.coupon_lines).toMatchObject([{ code, description: '', discount: '117.00' }]);
    const again = await s.place(s.body({ coupon_lines: [{ code }] }), s.auth(anna.token));
    expect(again.status).toBe(400);
    expect(again.json).toMatchObject({ data: { condition: 'used-up' } });
    expect((await s.cancel(first.json.id, anna.token)).status).toBe(200);
    expect((await check(s, code, anna.token)).status).toBe(200);
  });

  it('an expired prize says so', async () => {
    const s = orderServer();
    const anna = await s.signIn('+79161111111');
    const code = prize(s, anna.user_id, 'WHEEL-OLD00001', -1);
    expect(refusal(await check(s, code, anna.token))).toMatchObject({ condition: 'expired' });
  });
});

describe("a friend's referral code promo-{id}", () => {
  it('gives a new customer 10% on a first order; not to its owner, a guest or a returning customer', async () => {
    const s = orderServer({ DEMO_ORDER_STEP_MS: '600000' });
    const { anna, boris } = await s.annaAndBoris();
    const code = `promo-${anna.user_id}`;
    const ok = await check(s, code, boris.token);
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ coupon: { code, discount_type: 'percent', amount: 10 } });
    expect(refusal(await check(s, code, anna.token))).toMatchObject({ condition: 'not-yours' });
    expect(refusal(await check(s, code))).toMatchObject({ condition: 'sign-in' });
    expect((await check(s, 'promo-999999', boris.token)).json).toMatchObject({
      data: { condition: 'unknown' },
    });
    expect((await s.place(s.body(), s.auth(boris.token))).status).toBe(201);
    expect(refusal(await check(s, code, boris.token))).toMatchObject({
      condition: 'first-purchase',
    });
  });

  it('rewards the friend who invited once the order is handed over, not before', async () => {
    const s = orderServer({ DEMO_ORDER_STEP_MS: '20' });
    const { anna, boris } = await s.annaAndBoris();
    const before = s.balance(anna.user_id);
    const placed = await invited(s, anna.user_id, boris.token);
    expect(placed.status).toBe(201);
    expect(placed.json).toMatchObject({ discount_total: '78.00' });
    expect(s.balance(anna.user_id)).toBe(before);
    await vi.waitFor(() => expect(s.balance(anna.user_id)).toBe(before + 200), { timeout: 3000 });
  });

  it('a cancelled order rewards nobody', async () => {
    const s = orderServer({ DEMO_ORDER_STEP_MS: '600000' });
    const { anna, boris } = await s.annaAndBoris();
    const before = s.balance(anna.user_id);
    const placed = await invited(s, anna.user_id, boris.token);
    expect((await s.cancel(placed.json.id, boris.token)).status).toBe(200);
    expect(s.db.prepare('SELECT COUNT(*) AS n FROM referral_uses').get()).toEqual({ n: 0 });
    expect(s.balance(anna.user_id)).toBe(before);
  });
});
