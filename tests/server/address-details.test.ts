// Contract (issue 12 items 1, 2, 7): a delivery order carries the courier's details in the vendor's
// shape and gets them back; a block of flats without the flat is refused in the shop's words; saved
// addresses keep the intercom, the private-house mark and one default; the token is read from the
// header or from ?token=.
import { describe, expect, it } from 'vitest';
import { orderServer, type Json } from './order-fixtures.ts';
import { testServer } from './harness.ts';
import { COURIER_BILLING, COURIER_META } from '../fixtures/courier-details.ts';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('POST wc/v3/orders: the address a courier can deliver to', () => {
  const meta = (pairs: Record<string, string>) =>
    Object.entries(pairs).map(([key, value]) => ({ key, value }));
  const base = (s: ReturnType<typeof orderServer>) =>
    (s.body().meta_data as Json[]).filter((m) => !String(m.key).includes('flat'));

  it('keeps flat, entrance, floor, intercom and the courier note, and answers them', async () => {
    const s = orderServer();
    const res = await s.place(
      s.body({
        billing: {
          first_name: 'Анна',
          phone: '+7 916 123-45-67',
          ...COURIER_BILLING,
          city: 'Москва',
        },
        meta_data: [...base(s), ...meta(COURIER_META)],
      }),
    );
    expect(res.status).toBe(201);
    expect(res.json.billing).toMatchObject(COURIER_BILLING);
    const back = await s.call(
      'GET',
      `/api/wp-json/wc/v3/orders/${res.json.id}?key=${res.json.order_key}`,
    );
    const stored = Object.fromEntries(
      (back.json.meta_data as unknown as { key: string; value: string }[]).map((m) => [
        m.key,
        m.value,
      ]),
    );
    expect(stored).toMatchObject({
      ...COURIER_META,
      lat: '55.7558',
      long: '37.6176',
    });
  });

  it('refuses a block of flats without the flat, naming the field', async () => {
    const s = orderServer();
    const before = s.orderCount();
    const res = await s.place(s.body({ meta_data: base(s) }));
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      code: 'address_flat_required',
      message: 'Укажите квартиру или офис — или отметьте «Частный дом»',
      data: { status: 400, field: 'flat' },
    });
    expect(s.orderCount()).toBe(before);
  });

  it('takes a private house without a flat', async () => {
    const s = orderServer();
    const res = await s.place(s.body({ meta_data: [...base(s), ...meta({ private_house: '1' })] }));
    expect(res.status).toBe(201);
    expect(res.json.meta_data).toEqual(
      expect.arrayContaining([expect.objectContaining({ key: 'private_house', value: '1' })]),
    );
  });

  it('asks nothing of the kind for a pickup', async () => {
    const s = orderServer();
    const res = await s.place(
      s.body({
        meta_data: meta({ stock_id: '101' }),
        shipping_lines: [{ method_id: 'local_pickup:2', pickup_point: 'p2' }],
      }),
    );
    expect(res.status).toBe(201);
  });
});

describe('saved addresses: the intercom, a private house and one default', () => {
  const url = '/api/wp-json/wc/auth/user/get_addresses';

  it('keeps enter_code and private_house, and one default at a time', async () => {
    const s = testServer();
    const anna = await s.signIn('+79161111111');
    const post = (data: Json) =>
      s.call('POST', url, { user_id: anna.user_id, data }, bearer(anna.token));
    await post({
      name: 'Дом',
      AddressLine: 'ул. Покровка, 17',
      apartment: '12',
      enter_code: '12К',
      coordinates: ['55.7587', '37.6451'],
      city: 'Москва',
      default: true,
    });
    const list = await post({
      name: 'Дача',
      AddressLine: 'ул. Садовая, 3',
      apartment: '9',
      enter_code: '99',
      private_house: true,
      default: true,
      junk: { deep: ['x'] },
    });
    const [home, dacha] = list.json as unknown as Json[];
    expect(home).toMatchObject({ name: 'Дом', enter_code: '12К', default: false, city: 'Москва' });
    // A private house has no flat or intercom; what else was sent is not kept.
    expect(dacha).toMatchObject({
      name: 'Дача',
      apartment: '',
      enter_code: '',
      private_house: true,
      default: true,
    });
    expect(dacha).not.toHaveProperty('junk');
  });
});

describe('token transport: the header or ?token=', () => {
  it('reads the customer from either, the same', async () => {
    const s = testServer();
    const anna = await s.signIn('+79161111111');
    const url = '/api/wp-json/wc/auth/user/get_addresses';
    expect((await s.call('GET', url, undefined, bearer(anna.token))).status).toBe(200);
    expect((await s.call('GET', `${url}?token=${anna.token}`)).status).toBe(200);
    expect((await s.call('GET', url)).status).toBe(401);
  });

  it('writes the configured transport into /runtime-config.js', async () => {
    const header = await testServer().call('GET', '/runtime-config.js');
    expect(String(header.json)).toContain('"tokenTransport":"header"');
    const query = await testServer({ PUBLIC_TOKEN_TRANSPORT: 'query' }).call(
      'GET',
      '/runtime-config.js',
    );
    expect(String(query.json)).toContain('"tokenTransport":"query"');
  });
});
