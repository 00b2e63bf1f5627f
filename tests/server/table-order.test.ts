// Contract: an order to a table from its QR code (issue 18) goes to that restaurant and table, with
// no address, and is stored as such; a table that is not there is refused.
import { describe, expect, it } from 'vitest';
import { orderServer, type Json } from './order-fixtures.ts';

const tableBody = (s: ReturnType<typeof orderServer>, meta: Json[], method = 'restaurants:3') =>
  s.body({
    billing: { first_name: 'Анна', phone: '+7 916 123-45-67' },
    line_items: [{ product_id: s.id('burger-classic'), quantity: 1 }],
    shipping_lines: [{ method_id: method, method_title: 'В зале', pickup_point: 'r1' }],
    meta_data: meta,
  });

describe('POST wc/v3/orders to a table', () => {
  it('goes to the restaurant and table, with no address, and is read back so', async () => {
    const s = orderServer();
    const res = await s.place(
      tableBody(s, [
        { key: 'table_restaurant_id', value: 'r1' },
        { key: 'table_number', value: '12' },
      ]),
    );
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      order_kind: 'lounge',
      table: { restaurant_id: 'r1', number: '12' },
      shipping_total: '0.00',
      shipping_lines: [{ method_id: 'restaurants', pickup_point: 'r1' }],
    });
    const meta = (res.json.meta_data as { key: string; value: unknown }[]).reduce<Json>(
      (m, x) => ({ ...m, [x.key]: x.value }),
      {},
    );
    expect(meta).toMatchObject({
      table_restaurant_id: 'r1',
      table_number: '12',
      local_pickup_name: 'Ресторан на Покровке',
    });
    const stored = await s.call(
      'GET',
      `/api/wp-json/wc/v3/orders/${res.json.id}?key=${res.json.order_key}`,
    );
    expect(stored.json).toMatchObject({ table: { restaurant_id: 'r1', number: '12' } });
  });

  it.each([
    ['a table beyond the restaurant’s 18', 'r1', '19', 'restaurants:3'],
    ['a restaurant that is not there', 'r9', '1', 'restaurants:3'],
    ['a table with delivery', 'r1', '3', 'flat_rate:1'],
  ])('refuses %s', async (_what, restaurant, table, method) => {
    const s = orderServer();
    const before = s.orderCount();
    const res = await s.place(
      tableBody(
        s,
        [
          { key: 'table_restaurant_id', value: restaurant },
          { key: 'table_number', value: table },
          { key: 'lat', value: '55.7558' },
          { key: 'long', value: '37.6176' },
        ],
        method,
      ),
    );
    expect(res.status).toBe(400);
    expect(s.orderCount()).toBe(before);
  });
});
