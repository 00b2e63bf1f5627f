// The checkout store with the backend faked at the HTTP boundary: placing sends one order with the
// discounts and bonuses of the cart; a double press makes one request; a refusal shows the shop's
// words and the next press can still place it; a lost answer keeps the key, so the retry cannot make
// a second order.
import { describe, expect, it, vi } from 'vitest';
import { runInAction } from 'mobx';
import { fakePlatform, memoryStorage } from './fake-platform.ts';
import { featuresOf } from '../../../src/stores/features.ts';
import { cartLine, FIRST_ORDER_300, loadShop, spyHaptics, testRoot } from './store-fixtures.ts';

type Answer = { status: number; body: unknown } | 'drop';

const roll = cartLine({ key: 'r', id: 1011, count: 2, backet_first_cart_add_portion_minimum: 0 });

async function setup(
  answers: Answer[],
  {
    phoneRules = true,
    change = (_raw: Record<string, unknown>) => {},
    coupons = [] as Record<string, unknown>[],
  } = {},
) {
  const orders: { key: string | null; body: Record<string, unknown> }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.includes('/wc/v3/orders') && init?.method === 'POST') {
      const headers = new Headers(init.headers);
      orders.push({
        key: headers.get('Idempotency-Key'),
        body: JSON.parse(String(init.body)) as Record<string, unknown>,
      });
      const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
      if (answer === 'drop') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }
    if (url.includes('coupons/autoapply'))
      return new Response(JSON.stringify({ couponsList: coupons, stocksList: [] }), {
        status: 200,
      });
    return new Response('{}', { status: 503 });
  });
  const haptics = spyHaptics();
  const root = testRoot({ platform: fakePlatform(memoryStorage(), haptics), fetch, retries: 0 });
  // Like i18next: a key without a text gives the caller's default (the server's words stay then).
  root.ui.setTranslator((key, options) =>
    options && 'defaultValue' in options ? String(options.defaultValue) : `[${key}]`,
  );
  loadShop(root, change);
  runInAction(() => root.cart.lines.push({ ...roll }));
  root.delivery.choose('pickup', 'local_pickup:2', {
    warehouseId: '101',
    title: 'ул. Покровка, 17',
    zone: null,
    coords: [37.6451, 55.7587],
    pointId: 'p1',
  });
  const f = featuresOf(root);
  if (phoneRules) await f.checkout.loadPhoneRules();
  f.checkout.setName('Анна');
  f.checkout.setPhone('+7 900 123-45-67');
  return { root, f, orders, haptics };
}

const placed = (over: Record<string, unknown> = {}) => ({
  status: 200,
  body: {
    id: 41,
    status: 'processing',
    total: '1180.00',
    order_kind: 'pickup',
    order_key: 'wc_41',
    ...over,
  },
});

describe('checkout store', () => {
  it('places the order once and empties the cart', async () => {
    const { root, f, orders, haptics } = await setup([placed()]);
    expect(f.checkout.valid).toBe(true);
    const outcome = await f.checkout.place();
    expect(outcome).toEqual({ kind: 'order', id: 41, key: 'wc_41' });
    expect(orders).toHaveLength(1);
    expect(orders[0]!.key).toBeTruthy();
    expect(orders[0]!.body).toMatchObject({
      line_items: [expect.objectContaining({ product_id: 1011, quantity: 2 })],
    });
    expect(root.cart.lines).toEqual([]);
    expect(root.guestOrders.keyOf('41')).toBe('wc_41');
    expect(haptics.notify).toHaveBeenCalledWith('success');
  });

  it('a press before the phone’s rules are in waits for them and places the order', async () => {
    // The checkout screen starts loading them as it opens; a quick press once counted the phone
    // as wrong and was lost.
    const { f, orders } = await setup([placed()], { phoneRules: false });
    expect(f.checkout.normalizePhone).toBeNull();
    const [a, b] = await Promise.all([f.checkout.place(), f.checkout.place()]);
    expect([a.kind, b.kind].sort()).toEqual(['failed', 'order']);
    expect(orders).toHaveLength(1);
    expect(f.checkout.errors).toEqual({});
  });

  it('a double press makes one request', async () => {
    const { f, orders } = await setup([placed()]);
    const [a, b] = await Promise.all([f.checkout.place(), f.checkout.place()]);
    expect([a.kind, b.kind].sort()).toEqual(['failed', 'order']);
    expect(orders).toHaveLength(1);
  });

  it('an order awaiting payment goes to the payment page', async () => {
    const { f } = await setup([placed({ status: 'pending', payment_url: '/pay/41' })]);
    expect(await f.checkout.place()).toEqual({
      kind: 'pay',
      url: expect.stringContaining('/pay/41'),
    });
  });

  it('a refusal shows the shop’s words and keeps the cart; the next press can place it', async () => {
    const refusal = {
      status: 400,
      body: { code: 'out_of_stock', message: 'Не хватает на складе' },
    };
    const { root, f, orders } = await setup([refusal, placed()]);
    expect(await f.checkout.place()).toEqual({ kind: 'failed' });
    expect(f.checkout.error).toBe('Не хватает на складе');
    expect(root.cart.lines).toHaveLength(1);
    expect(await f.checkout.place()).toMatchObject({ kind: 'order' });
    expect(orders).toHaveLength(2);
    expect(f.checkout.error).toBeNull();
  });

  it('an order refused for its coupon takes it off; the next press orders at the new total', async () => {
    // The shop's answer to a returning guest's first-order discount (server/orders/order-discounts.ts).
    const refusal = {
      status: 400,
      body: {
        code: 'coupon_not_applicable',
        message: 'Промокод действует только на первый заказ',
        data: { status: 400, reason: 'coupon.first-purchase', params: { code: 'AUTO-FIRST-300' } },
      },
    };
    const { root, f, orders } = await setup([refusal, placed()], { coupons: [FIRST_ORDER_300] });
    await f.coupons.fetchNow();
    expect(f.coupons.orderCodes).toEqual(['auto-first-300']);
    const discounted = root.cart.summary.total;
    expect(await f.checkout.place()).toEqual({ kind: 'failed' });
    expect(orders[0]!.body).toMatchObject({ coupon_lines: [{ code: 'auto-first-300' }] });
    expect(f.checkout.error).toBe(
      'Промокод действует только на первый заказ. [checkout.errors.couponRemoved]',
    );
    expect(f.coupons.orderCodes).toEqual([]);
    expect(root.cart.summary.total).toBe(discounted + 300);
    // Discounts fetched anew (a cart change) do not bring it back.
    await f.coupons.fetchNow();
    expect(f.coupons.orderCodes).toEqual([]);
    expect(await f.checkout.place()).toMatchObject({ kind: 'order' });
    expect(orders[1]!.body).toMatchObject({ coupon_lines: [] });
    expect(f.checkout.error).toBeNull();
  });

  it('a refusal for a coupon the order does not carry only says why', async () => {
    const refusal = {
      status: 400,
      body: {
        code: 'coupon_not_applicable',
        message: 'Промокод уже использован',
        data: { reason: 'coupon.used-up', params: { code: 'SOMEONE-ELSES' } },
      },
    };
    const { f } = await setup([refusal]);
    expect(await f.checkout.place()).toEqual({ kind: 'failed' });
    expect(f.checkout.error).toBe('Промокод уже использован');
  });

  it('a lost answer keeps the key: the retry cannot make a second order', async () => {
    const { f, orders } = await setup(['drop', placed()]);
    expect(await f.checkout.place()).toEqual({ kind: 'failed' });
    expect(f.checkout.error).toBe('[forms.errors.offline]');
    expect(await f.checkout.place()).toMatchObject({ kind: 'order' });
    expect(orders).toHaveLength(2);
    expect(orders[1]!.key).toBe(orders[0]!.key);
  });

  it('an invalid form sends nothing, says what is missing, and the phone buzzes it', async () => {
    const { f, orders, haptics } = await setup([placed()]);
    f.checkout.setName(' ');
    f.checkout.setPhone('12');
    expect(await f.checkout.place()).toEqual({ kind: 'failed' });
    expect(f.checkout.errors).toMatchObject({
      name: 'checkout.errors.name',
      phone: 'checkout.errors.phone',
    });
    expect(orders).toHaveLength(0);
    // Telegram's warning, as the other forms' refused presses get (a silent press felt dead).
    expect(haptics.notify).toHaveBeenCalledWith('warning');
  });

  it('says how many people the order is for, where the cart asks (not a grocery)', async () => {
    const meal = await setup([placed()]);
    meal.root.cart.setPeopleCount(3);
    await meal.f.checkout.place();
    const grocery = await setup([placed()], {
      change: (raw) => ((raw.facade as Record<string, unknown>).catalog_front = 'samokat'),
    });
    grocery.root.cart.setPeopleCount(3);
    await grocery.f.checkout.place();
    const people = (body: Record<string, unknown>) =>
      (body.meta_data as { key: string; value: unknown }[]).filter((m) => m.key === 'people_count');
    expect(people(meal.orders[0]!.body)).toEqual([{ key: 'people_count', value: '3' }]);
    expect(grocery.root.settings.front).toBe('grocery');
    expect(people(grocery.orders[0]!.body)).toEqual([]);
  });

  it('sends the bonuses applied and forgets them once placed', async () => {
    const { f, orders } = await setup([placed()]);
    runInAction(() => (f.bonus.applied = 100));
    await f.checkout.place();
    expect(orders[0]!.body).toMatchObject({ bonuses: 100, coupon_lines: [] });
    expect(f.bonus.applied).toBe(0);
  });
});
