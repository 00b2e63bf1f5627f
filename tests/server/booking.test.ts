// Contract: table booking (free times, booking once per key, checks on the server's clock, free
// tables, the customer's history), the simplified_order call-back request, and the demo-only
// settings patch.
import { describe, expect, it } from 'vitest';
import { testServer } from './harness.ts';
import { getOption } from '../../server/db/db.ts';
import { createApp } from '../../server/app.ts';

// Wednesday 2026-11-18 13:00 in Moscow, 17:00 in Novosibirsk.
const WEDNESDAY_LUNCH = Date.parse('2026-11-18T10:00:00Z');
const SLOTS = '/api/wp-json/booking/v1/slots';
const BOOKINGS = '/api/wp-json/booking/v1/bookings';
const REQUEST = '/api/wp-json/v1/request';

type Json = Record<string, unknown>;
type Booking = Json & { id: number; order_id: number; order_key: string; status: string };

function setup(env: Record<string, string> = {}) {
  const clock = { now: WEDNESDAY_LUNCH };
  const s = testServer(env, () => clock.now);
  let n = 0;
  const book = (extra: Json = {}, headers: Record<string, string> = {}) =>
    s.call(
      'POST',
      BOOKINGS,
      {
        restaurant_id: 'r1',
        date: '19.11.2026',
        time: '19:00',
        guests: 2,
        name: 'Анна',
        phone: '+7 916 123-45-67',
        comment: 'Столик у окна',
        platform: 'site',
        ...extra,
      },
      { 'idempotency-key': `key-${++n}`, ...headers },
    ) as unknown as Promise<{ status: number; json: Booking }>;
  const bookingCount = () =>
    (s.db.prepare('SELECT COUNT(*) AS n FROM bookings').get() as { n: number }).n;
  const productId = (slug: string) =>
    (s.db.prepare('SELECT id FROM products WHERE slug = ?').get(slug) as { id: number }).id;
  return { ...s, clock, book, bookingCount, productId };
}

describe('free times: GET booking/v1/slots', () => {
  it('today from an hour ahead until an hour before closing, on the restaurant clock', async () => {
    const s = setup();
    const moscow = await s.call('GET', `${SLOTS}?restaurant_id=r1`);
    expect(moscow.status).toBe(200);
    expect(moscow.json).toMatchObject({
      restaurant_id: 'r1',
      time_zone: 'Europe/Moscow',
      max_guests: 12,
      date: '18.11.2026',
    });
    const times = (moscow.json.times as { time: string; available: boolean }[]).map((t) => t.time);
    expect(times[0]).toBe('14:00');
    expect(times[times.length - 1]).toBe('22:00');
    expect((moscow.json.dates as string[]).length).toBe(30);

    const nsk = await s.call('GET', `${SLOTS}?restaurant_id=r2&date=19.11.2026`);
    expect(nsk.json).toMatchObject({ time_zone: 'Asia/Novosibirsk', date: '19.11.2026' });
    const nskTimes = (nsk.json.times as { time: string }[]).map((t) => t.time);
    expect(nskTimes[0]).toBe('09:00');
    expect(nskTimes[nskTimes.length - 1]).toBe('21:00');
    expect((nsk.json.dates as string[]).length).toBe(14);
  });

  it('an unknown restaurant is 404', async () => {
    const s = setup();
    expect((await s.call('GET', `${SLOTS}?restaurant_id=nope`)).status).toBe(404);
  });
});

describe('a guest books a table: POST booking/v1/bookings', () => {
  it('is stored as an order of kind booking the guest can open with its key', async () => {
    const s = setup();
    const res = await s.book();
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      status: 'processing',
      restaurant: { id: 'r1', name: 'Ресторан на Покровке' },
      date: '19.11.2026',
      time: '19:00',
      starts_at: '2026-11-19T16:00:00.000Z',
      guests: 2,
      name: 'Анна',
      phone: '+79161234567',
      comment: 'Столик у окна',
      customer_id: 0,
    });
    const order = await s.call(
      'GET',
      `/api/wp-json/wc/v3/orders/${res.json.order_id}?key=${res.json.order_key}`,
    );
    expect(order.status).toBe(200);
    expect(order.json).toMatchObject({
      order_kind: 'booking',
      status: 'processing',
      total: '0.00',
      line_items: [],
      shipping_lines: [{ method_id: 'wcso_booking', pickup_point: 'r1' }],
      booking: { id: res.json.id, date: '19.11.2026', time: '19:00', guests: 2 },
    });
    expect(order.json.meta_data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: 'booking_date', value: '19.11.2026' }),
        expect.objectContaining({ key: 'booking_time', value: '19:00' }),
        expect.objectContaining({ key: 'people_count', value: 2 }),
      ]),
    );
    // Without the key it is nobody else's to see.
    expect((await s.call('GET', `/api/wp-json/wc/v3/orders/${res.json.order_id}`)).status).toBe(
      401,
    );
  });

  it('the same Idempotency-Key makes one booking; the key with another body: 422', async () => {
    const s = setup();
    const key = { 'idempotency-key': 'double-click' };
    const first = await s.book({}, key);
    const second = await s.book({}, key);
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.json.id).toBe(first.json.id);
    expect(s.bookingCount()).toBe(1);
    const other = await s.book({ phone: '+7 916 000-00-00' }, key);
    expect(other.status).toBe(422);
    expect(other.json).toMatchObject({
      code: 'idempotency_key_reused',
      data: { status: 422 },
    });
    const later = await s.book({ time: '20:00' }, key);
    expect(later.status).toBe(422);
    expect(s.bookingCount()).toBe(1);
  });

  it.each<[string, Json, string, string]>([
    ['no restaurant', { restaurant_id: '' }, 'restaurantId', 'Выберите ресторан'],
    ['an unknown restaurant', { restaurant_id: 'r9' }, 'restaurantId', 'Выберите ресторан'],
    ['yesterday', { date: '17.11.2026' }, 'date', 'Этот день уже прошёл'],
    ['beyond 30 days', { date: '18.12.2026' }, 'date', 'На этот день бронь ещё не открыта'],
    ['earlier today', { date: '18.11.2026', time: '12:00' }, 'time', 'Это время уже прошло'],
    [
      'too soon today',
      { date: '18.11.2026', time: '13:30' },
      'time',
      'На это время забронировать нельзя: выберите другое',
    ],
    [
      'before opening',
      { time: '09:00' },
      'time',
      'На это время забронировать нельзя: выберите другое',
    ],
    [
      'off the grid',
      { time: '19:15' },
      'time',
      'На это время забронировать нельзя: выберите другое',
    ],
    ['no guests', { guests: 0 }, 'guests', 'Укажите число гостей'],
    ['more guests than the restaurant takes', { guests: 13 }, 'guests', 'Укажите число гостей'],
    ['guests as text', { guests: 'двое' }, 'guests', 'Укажите число гостей'],
    ['no name', { name: ' ' }, 'name', 'Укажите имя'],
    ['a wrong phone', { phone: '12345' }, 'phone', 'введите корректный номер'],
    ['a very long comment', { comment: 'x'.repeat(600) }, 'comment', 'Комментарий слишком длинный'],
  ])('refuses %s with 400 naming the field', async (_, extra, field, message) => {
    const s = setup();
    const res = await s.book(extra);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'booking_invalid', message, data: { field } });
    expect(s.bookingCount()).toBe(0);
  });

  it("judges the time by the restaurant's own clock: 19:30 in Novosibirsk is fine, 21:30 is not", async () => {
    const s = setup();
    expect((await s.book({ restaurant_id: 'r2', date: '18.11.2026', time: '18:00' })).status).toBe(
      201,
    );
    expect((await s.book({ restaurant_id: 'r2', date: '18.11.2026', time: '21:30' })).status).toBe(
      400,
    );
    // 8 is the Novosibirsk restaurant's limit.
    expect((await s.book({ restaurant_id: 'r2', guests: 9 })).status).toBe(400);
  });

  it('a time with every table booked is 409 and shows unavailable; a cancelled booking frees its table', async () => {
    const s = setup({ GUEST_LIMIT_PER_CLIENT: '100' });
    const made: Booking[] = [];
    // Ten guests with phones of their own (one phone may make five bookings an hour).
    const phone = (i: number) => `+7 916 100-00-${String(i).padStart(2, '0')}`;
    for (let i = 0; i < 10; i++)
      made.push((await s.book({ restaurant_id: 'r2', time: '19:00', phone: phone(i) })).json);
    // A visit lasts two hours: 20:30 overlaps the 19:00 tables, 21:00 does not.
    const full = await s.book({ restaurant_id: 'r2', time: '20:30', phone: phone(10) });
    expect(full.status).toBe(409);
    expect(full.json).toMatchObject({ code: 'booking_full' });
    const slots = await s.call('GET', `${SLOTS}?restaurant_id=r2&date=19.11.2026`);
    const at = (time: string) =>
      (slots.json.times as { time: string; available: boolean }[]).find((t) => t.time === time);
    expect(at('19:00')).toEqual({ time: '19:00', available: false });
    expect(at('21:00')).toEqual({ time: '21:00', available: true });

    const cancel = await s.call('POST', '/api/wp-json/customer/order/status', {
      order_id: made[0]!.order_id,
      status: 'cancelled',
      order_key: made[0]!.order_key,
    });
    expect(cancel.status).toBe(200);
    expect((await s.book({ restaurant_id: 'r2', time: '20:30', phone: phone(11) })).status).toBe(
      201,
    );
  });

  it('one client cannot book out the restaurant: the 11th guest booking of the hour is refused', async () => {
    const s = setup();
    const times = ['10:00', '10:30', '11:00', '11:30', '12:00', '12:30'];
    const statuses: number[] = [];
    // Each with another phone: the client's limit (10 an hour) is what stops it.
    const phone = () => `+7 916 200-00-${String(statuses.length).padStart(2, '0')}`;
    for (const time of times)
      for (const date of ['19.11.2026', '20.11.2026'])
        statuses.push((await s.book({ date, time, phone: phone() })).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
    const refused = await s.book({ date: '21.11.2026', time: '10:00', phone: '+7 916 300-00-00' });
    expect(refused.json).toMatchObject({ code: 'too_many_requests', data: { status: 429 } });
    expect(s.bookingCount()).toBe(10);
    // An hour later the client may book again; a signed-in customer is not a guest.
    s.clock.now += 61 * 60_000;
    expect((await s.book({ date: '21.11.2026', time: '10:30' })).status).toBe(201);
  });

  it('one phone makes at most five guest bookings an hour, from any client', async () => {
    const s = setup();
    const statuses: number[] = [];
    for (const time of ['10:00', '10:30', '11:00', '11:30', '12:00', '12:30'])
      statuses.push((await s.book({ time })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe('demo progression', () => {
  it('leaves a booking as booked, also after a restart: the visit is not on the demo clock', async () => {
    const s = setup({ DEMO_ORDER_STEP_MS: '5' });
    const booked = (await s.book()).json;
    createApp({ config: { ...s.config, demoOrderStepMs: 5 }, db: s.db, now: () => s.clock.now });
    await new Promise((r) => setTimeout(r, 100));
    const row = s.db.prepare('SELECT status FROM orders WHERE id = ?').get(booked.order_id);
    expect(row).toEqual({ status: 'processing' });
  });
});

describe('a signed-in customer', () => {
  it('finds the booking in the order history and in their bookings', async () => {
    const s = setup();
    const { token, user_id } = await s.signIn();
    const auth = { authorization: `Bearer ${token}` };
    const res = await s.book({}, auth);
    expect(res.status).toBe(201);
    expect(res.json.customer_id).toBe(user_id);
    const orders = await s.call(
      'GET',
      `/api/wp-json/wc/v2/orders?customer=${user_id}`,
      undefined,
      auth,
    );
    expect(orders.json).toEqual([
      expect.objectContaining({
        id: res.json.order_id,
        order_kind: 'booking',
        status: 'processing',
      }),
    ]);
    const mine = await s.call('GET', BOOKINGS, undefined, auth);
    expect(mine.json).toEqual([expect.objectContaining({ id: res.json.id, time: '19:00' })]);
    // Another customer's list is their own.
    const other = await s.signIn('+79160000001');
    const theirs = await s.call('GET', BOOKINGS, undefined, {
      authorization: `Bearer ${other.token}`,
    });
    expect(theirs.json).toEqual([]);
  });

  it('a forged token is 401, not a guest booking; the list needs a token', async () => {
    const s = setup();
    expect((await s.book({}, { authorization: 'Bearer forged' })).status).toBe(401);
    expect(s.bookingCount()).toBe(0);
    expect((await s.call('GET', BOOKINGS)).status).toBe(401);
  });
});

describe('simplified_order request: POST v1/request', () => {
  const send = (s: ReturnType<typeof setup>, body: Json, headers: Record<string, string> = {}) =>
    s.call(
      'POST',
      REQUEST,
      { name: 'Анна', phone: '8 916 123-45-67', comment: 'Перезвоните после 18:00', ...body },
      { 'idempotency-key': 'req-1', ...headers },
    );

  it('stores the request with the products as the menu names them, once per key', async () => {
    const s = setup();
    const pizza = s.productId('pizza-margherita');
    const first = await send(s, { products: [{ product_id: pizza }], stock_id: '101' });
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({
      status: 'new',
      name: 'Анна',
      phone: '+79161234567',
      comment: 'Перезвоните после 18:00',
      products: [{ product_id: pizza, name: expect.stringMatching(/Маргарита/) }],
      customer_id: 0,
    });
    const again = await send(s, { products: [{ product_id: pizza }], stock_id: '101' });
    expect(again.status).toBe(200);
    expect(again.json.id).toBe(first.json.id);
    // The same key with another body: a client bug or someone else's key, never the first request.
    expect((await send(s, { phone: '+7 916 000-00-00' })).status).toBe(422);
    expect((await send(s, { products: [{ product_id: pizza }] })).status).toBe(422);
    const inbox = await s.call('GET', '/api/dev/requests');
    expect(inbox.json).toHaveLength(1);
  });

  it.each<[string, Json, string]>([
    ['no name', { name: '' }, 'Укажите имя'],
    ['a wrong phone', { phone: '12' }, 'введите корректный номер'],
    [
      'a product that is not on the menu',
      { products: [{ product_id: 999999 }] },
      'Этого товара больше нет в меню',
    ],
  ])('refuses %s with 400', async (_, body, message) => {
    const s = setup();
    const res = await send(s, body);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'request_invalid', message });
  });

  it("a signed-in customer's request is theirs", async () => {
    const s = setup();
    const { token, user_id } = await s.signIn();
    const res = await send(s, {}, { authorization: `Bearer ${token}` });
    expect(res.status).toBe(201);
    expect(res.json.customer_id).toBe(user_id);
  });
});

describe('demo-only routes', () => {
  it('POST /api/dev/settings merges into all_settings in demo mode', async () => {
    const s = setup();
    const res = await s.call('POST', '/api/dev/settings', { settings: { simplified_order: true } });
    expect(res.status).toBe(200);
    const stored = getOption<{ settings: Json; seo: Json }>(s.db, 'all_settings')!;
    expect(stored.settings.simplified_order).toBe(true);
    // Only the named key changed.
    expect(stored.settings.pending_order_cansel_time).toBe(1800);
    const served = await s.call('GET', '/api/wp-json/v1/all_settings');
    expect((served.json.settings as Json).simplified_order).toBe(true);
  });

  it('are 404 when DEMO is off', async () => {
    const s = setup({ DEMO: '0' });
    const res = await s.call('POST', '/api/dev/settings', { settings: { simplified_order: true } });
    expect(res.status).toBe(404);
    expect(getOption<{ settings: Json }>(s.db, 'all_settings')!.settings.simplified_order).toBe(
      false,
    );
    expect((await s.call('GET', '/api/dev/requests')).status).toBe(404);
  });
});
