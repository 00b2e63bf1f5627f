// Contract: coupons, autoapply and promo codes priced and checked on the server.
import { describe, expect, it } from 'vitest';
import { testServer } from './harness.ts';

// Wednesday 2026-11-18 13:00 in Moscow: weekday lunch hours, not night.
const WEDNESDAY_LUNCH = Date.parse('2026-11-18T10:00:00Z');

function setup(now = WEDNESDAY_LUNCH) {
  const s = testServer({}, () => now);
  const id = (slug: string) =>
    (s.db.prepare('SELECT id FROM products WHERE slug = ?').get(slug) as { id: number }).id;
  const cart = (items: [string, number][], extra: Record<string, unknown> = {}) => ({
    cart_total: 1, // the client's total is ignored
    delivery_type: 'flat_rate',
    take_date: '18.11.2026',
    meta_data: [{ key: 'stock_id', value: '101' }],
    cart_items: Object.fromEntries(
      items.map(([slug, quantity]) => [
        id(slug),
        { product: { id: id(slug) }, quantity, price: 1 },
      ]),
    ),
    ...extra,
  });
  const autoapply = (body: Record<string, unknown>, headers?: Record<string, string>) =>
    s.call('POST', '/api/wp-json/wc/v3/coupons/autoapply', body, headers);
  /** A completed order in the customer's past: they are no longer a new customer. */
  const pastOrder = (userId: number) =>
    s.db
      .prepare(
        "INSERT INTO orders (customer_id, status, total, created_at) VALUES (?, 'completed', '900', ?)",
      )
      .run(userId, new Date().toISOString());
  return { ...s, id, cart, autoapply, pastOrder };
}

describe('GET autocoupons and settings', () => {
  it('lists coupons of every type with their conditions', async () => {
    const s = setup();
    const list = (await s.call('GET', '/api/wp-json/v1/autocoupons')).json as unknown as {
      code: string;
      discount_type: string;
      usage_avaible_users: unknown[];
    }[];
    expect(new Set(list.map((c) => c.discount_type))).toEqual(
      new Set(['percent', 'fixed_cart', 'free_gift']),
    );
    expect(
      list.every((c) => Array.isArray(c.usage_avaible_users) && c.usage_avaible_users.length === 0),
    ).toBe(true);
    const settings = (await s.call('GET', '/api/wp-json/systeminfo/v1/coupons/seettings')).json;
    expect(settings).toHaveProperty('auto_coupons_summing');
    expect(settings).toHaveProperty('coupons_and_auto_coupons_summing');
  });
});

describe('POST coupons/autoapply', () => {
  const codes = (res: { json: unknown }) =>
    ((res.json as { couponsList: { code: string }[] }).couponsList ?? []).map((c) => c.code);

  it('a cart over 2500 ₽ earns the gift roll; prices come from the database, not the client', async () => {
    const s = setup();
    const res = await s.autoapply(
      s.cart([
        ['roll-philadelphia', 3],
        ['pizza-pepperoni', 2],
      ]),
    );
    expect(res.status).toBe(200);
    expect(codes(res)).toContain('auto-gift-philadelphia');
    expect((res.json as unknown as { cartTotal: number }).cartTotal).toBeGreaterThan(2500);
  });

  it('a small cart earns no gift', async () => {
    const s = setup();
    const res = await s.autoapply(s.cart([['burger-classic', 1]]));
    expect(codes(res)).not.toContain('auto-gift-philadelphia');
  });

  it('pickup earns the pickup discount, delivery does not', async () => {
    const s = setup();
    const pickup = await s.autoapply(
      s.cart([['burger-classic', 1]], { delivery_type: 'local_pickup' }),
    );
    const delivery = await s.autoapply(s.cart([['burger-classic', 1]]));
    expect(codes(pickup)).toContain('auto-pickup-10');
    expect(codes(delivery)).not.toContain('auto-pickup-10');
  });

  it('an anonymous visitor and a new customer get the first-order discount; a returning one does not', async () => {
    const s = setup();
    const big = s.cart([['pizza-pepperoni', 2]]);
    expect(codes(await s.autoapply(big))).toContain('auto-first-300');
    const user = await s.signIn('+79163334455');
    const auth = { authorization: `Bearer ${user.token}` };
    expect(codes(await s.autoapply(big, auth))).toContain('auto-first-300');
    s.pastOrder(user.user_id);
    expect(codes(await s.autoapply(big, auth))).not.toContain('auto-first-300');
  });

  it('the customer id in the body is ignored: only the token says who is ordering', async () => {
    const s = setup();
    const user = await s.signIn('+79163334456');
    s.pastOrder(user.user_id);
    const res = await s.autoapply({
      ...s.cart([['pizza-pepperoni', 2]]),
      customer_id: user.user_id,
    });
    expect(codes(res)).toContain('auto-first-300'); // anonymous, whatever the body claims
  });

  it('a forged token is refused', async () => {
    const s = setup();
    const res = await s.autoapply(s.cart([['burger-classic', 1]]), {
      authorization: 'Bearer forged',
    });
    expect(res.status).toBe(401);
  });

  it('weekday lunch: the combo discount at 13:00 on Wednesday, not on Sunday', async () => {
    const weekday = setup();
    expect(codes(await weekday.autoapply(weekday.cart([['combo-lunch', 1]])))).toContain(
      'auto-combo-lunch',
    );
    const sunday = setup(Date.parse('2026-11-22T10:00:00Z'));
    expect(codes(await sunday.autoapply(sunday.cart([['combo-lunch', 1]])))).not.toContain(
      'auto-combo-lunch',
    );
  });

  it('an empty cart earns nothing', async () => {
    const s = setup();
    const res = await s.autoapply({ cart_items: {} });
    expect(res.json).toMatchObject({ couponsList: [], stocksList: [] });
  });
});

describe('POST flutter_woo/coupon (promo codes)', () => {
  const promo = (
    s: ReturnType<typeof setup>,
    code: string,
    items: [string, number][],
    extra: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) =>
    s.call(
      'POST',
      '/api/wp-json/api/flutter_woo/coupon',
      { coupon_code: code, ...s.cart(items, extra) },
      headers,
    );

  /** What the server says for each refusal condition. */
  const REFUSAL_MESSAGES: Record<string, string> = {
    unknown: 'Такого промокода нет',
    expired: 'Срок действия промокода истёк',
    minimum: 'Сумма заказа меньше минимальной для промокода',
    'delivery-only': 'Промокод действует только при доставке',
    warehouse: 'Промокод не действует в выбранном городе',
    device: 'Промокод действует только в мобильном приложении',
    'not-yours': 'Этот промокод вам недоступен',
    'auto-only': 'Эта акция применяется автоматически',
  };
  const burger: [string, number][] = [['burger-classic', 1]];
  const pickup = { delivery_type: 'local_pickup' };
  const otherCity = { meta_data: [{ key: 'stock_id', value: '202' }] };

  it.each<[string, string, string, [string, number][], Record<string, unknown>]>([
    ['an unknown code', 'NOPE', 'unknown', burger, {}],
    ['an expired code', 'SUMMER2026', 'expired', burger, {}],
    ['below the minimum', 'TARELKA200', 'minimum', burger, {}],
    ['delivery-only with pickup', 'DELIVERY5', 'delivery-only', burger, pickup],
    ['another city', 'MOSCOW100', 'warehouse', burger, otherCity],
    ['an app-only code on the site', 'APPONLY', 'device', burger, {}],
    ['a personal code of someone else', 'VIP500', 'not-yours', [['pizza-pepperoni', 5]], {}],
    ['an automatic promotion typed in', 'auto-pickup-10', 'auto-only', burger, {}],
  ])('refuses %s and says why', async (_l, code, condition, items, extra) => {
    const s = setup();
    const res = await promo(s, code, items, extra);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ message: REFUSAL_MESSAGES[condition], data: { condition } });
  });

  it('accepts a valid code, case-insensitively', async () => {
    const s = setup();
    const res = await promo(s, 'tarelka200', [['pizza-pepperoni', 3]]);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      success: true,
      coupon: { code: 'TARELKA200', discount_type: 'fixed_cart' },
    });
  });

  it('a used-up code is refused', async () => {
    const s = setup();
    expect((await promo(s, 'ONCE50', [['burger-classic', 1]])).status).toBe(200);
    s.db.prepare("UPDATE coupons SET usage_count = usage_limit WHERE code = 'ONCE50'").run();
    const res = await promo(s, 'ONCE50', [['burger-classic', 1]]);
    expect(res.json).toMatchObject({ data: { condition: 'used-up' } });
  });

  it('a personal code works for its owner', async () => {
    const s = setup();
    const user = await s.signIn('+79163334457');
    const coupon = s.db.prepare("SELECT id FROM coupons WHERE code = 'VIP500'").get() as {
      id: number;
    };
    s.db
      .prepare('INSERT INTO individual_coupons (coupon_id, user_id) VALUES (?, ?)')
      .run(coupon.id, user.user_id);
    const res = await promo(
      s,
      'VIP500',
      [['pizza-pepperoni', 5]],
      {},
      { authorization: `Bearer ${user.token}` },
    );
    expect(res.status).toBe(200);
  });
});
