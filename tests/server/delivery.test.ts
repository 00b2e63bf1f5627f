// Contract: time slots, address search and stock levels (SPEC.md §7, BACKEND-CONTRACT.md "Time
// slots", "Zone matching"), and that the demo's addresses land where the shop says they do.
import { describe, expect, it } from 'vitest';
import { testServer } from './harness.ts';
import { deliveryZoneAt, quoteDelivery } from '../../src/domain/zone-lookup.ts';
import {
  deliveryConditionSchema,
  mapFeatureSchema,
  parseEach,
  settingsSchema,
} from '../../src/domain/model.ts';
import { SeededGeocoder } from '../../server/shipping/geocoder.ts';
import * as v from 'valibot';

// Wednesday 8 January 2025, 12:10 in Moscow (09:10 UTC), 16:10 in Novosibirsk.
const NOON = Date.parse('2025-01-08T09:10:00Z');
const server = testServer({}, () => NOON);

type Suggestion = { title: string; subtitle: string; coords: [number, number]; city: string };
type Slots = {
  open_now: boolean;
  work_time: { from: string; to: string } | null;
  start_list: { date: string; text: string; time_from: string; time_to: string; day: string }[];
};

async function settings() {
  const { json } = await server.call('GET', '/api/wp-json/v1/all_settings');
  const s = v.parse(settingsSchema, json);
  return {
    features: parseEach(mapFeatureSchema, s.map.features),
    conditions: parseEach(deliveryConditionSchema, s.delivery.conditions),
  };
}

async function suggest(q: string, city = '') {
  const url = `/api/wp-json/geo/v1/suggest?q=${encodeURIComponent(q)}&city=${encodeURIComponent(city)}`;
  const { status, json } = await server.call('GET', url);
  expect(status).toBe(200);
  return json as unknown as Suggestion[];
}

describe('GET /api/wp-json/geo/v1/suggest', () => {
  it('finds a street with its house, longitude first, in its city', async () => {
    const list = await suggest('Покровка 17', 'Москва');
    expect(list[0]).toEqual({
      title: 'ул. Покровка, 17',
      subtitle: 'Москва',
      coords: [37.6451, 55.7587],
      city: 'Москва',
    });
  });

  it.each([
    ['ё and case do not matter', 'ТВЕРСКАЯ 22', 'Тверская ул., 22'],
    ['abbreviations expand: проспект for пр-т', 'проспект мира 79', 'пр-т Мира, 79'],
    ['latin aliases', 'arbat 24', 'ул. Арбат, 24'],
    ['a house prefix lists the houses', 'покровка 1', 'ул. Покровка, 1'],
  ])('%s', async (_label, q, title) => {
    expect((await suggest(q, 'Москва')).map((s) => s.title)).toContain(title);
  });

  it('an unknown house number is placed between its neighbours on the street', async () => {
    const [first] = await suggest('Покровка 9', 'Москва');
    expect(first?.title).toBe('ул. Покровка, 9');
    expect(first!.coords[0]).toBeGreaterThan(37.6378);
    expect(first!.coords[0]).toBeLessThan(37.6451);
  });

  it('the city filter keeps another city’s street of the same name out', async () => {
    const msk = await suggest('Ленина', 'Москва');
    const nsk = await suggest('Ленина', 'Новосибирск');
    expect(msk.every((s) => s.city === 'Москва')).toBe(true);
    expect(nsk.map((s) => s.title)).toEqual(
      expect.arrayContaining(['ул. Ленина, 12', 'ул. Ленина, 89']),
    );
    expect(nsk.find((s) => s.title === 'ул. Ленина, 89')?.subtitle).toBe(
      'Бердск, Новосибирская обл.',
    );
  });

  it.each(['', 'а', '17', '   '])(
    'nothing for a query too short to mean a street: %j',
    async (q) => {
      expect(await suggest(q)).toEqual([]);
    },
  );

  it('every demo address is valid, and both cities have some inside and some outside the zones', async () => {
    const { features, conditions } = await settings();
    const geocoder = new SeededGeocoder();
    for (const [city, street, inside] of [
      ['Москва', 'Покровка', true],
      ['Москва', 'Кутузовский', true],
      ['Москва', 'Профсоюзная', true],
      ['Москва', 'Химки', false],
      ['Москва', 'Балашиха', false],
      ['Москва', 'Подольск', false],
      ['Новосибирск', 'Красный', true],
      ['Новосибирск', 'Троллейная', true],
      ['Новосибирск', 'Академгородок', false],
      ['Новосибирск', 'Бердск', false],
    ] as const) {
      const found = await geocoder.suggest(street, { city });
      expect(found.length, `${city} ${street}`).toBeGreaterThan(0);
      for (const s of found) {
        const quote = quoteDelivery(features, conditions, s.coords, 0, { express: false });
        expect(quote.ok, `${s.title}`).toBe(inside);
        if (!quote.ok) expect(quote.problem).toBe('outside-zone');
      }
    }
    // Each city's zones belong to that city's warehouse.
    const pokrovka = (await geocoder.suggest('Покровка 17'))[0]!;
    expect(deliveryZoneAt(features, pokrovka.coords)).toBe('msk-centre');
    const quote = quoteDelivery(features, conditions, pokrovka.coords, 0, { express: true });
    expect(quote).toMatchObject({ ok: true, warehouseId: '101', price: 199 + 149 });
  });
});

describe('GET /api/wp-json/checkout/avaible_time', () => {
  const slots = async (query: string) => {
    const res = await server.call('GET', `/api/wp-json/checkout/avaible_time?${query}`);
    return { status: res.status, body: res.json as unknown as Slots };
  };

  it('pickup slots start after the cooking time on the shop’s own clock', async () => {
    const { status, body } = await slots('stock_id=101&shipping_method=pickup');
    expect(status).toBe(200);
    expect(body.open_now).toBe(true);
    // 12:10 + 40 min cooking = 12:50, so the first whole slot is 13:00-13:30.
    expect(body.start_list[0]).toEqual({
      date: '08.01.2025',
      text: '13:00-13:30',
      time_from: '13:00',
      time_to: '13:30',
      day: 'Сегодня',
    });
    const today = body.start_list.filter((s) => s.day === 'Сегодня');
    expect(today.at(-1)?.text).toBe('22:30-23:00');
  });

  it('delivery adds the zone’s delivery time to the cooking time', async () => {
    const { body } = await slots('stock_id=101&shipping_method=delivery&zone=msk-far');
    // 12:10 + 40 cooking + 60 driving = 13:50 -> 14:00.
    expect(body.start_list[0]?.text).toBe('14:00-14:30');
  });

  it('each stock counts in its own time zone', async () => {
    const { body } = await slots('stock_id=202&shipping_method=pickup&lang=en');
    // 16:10 in Novosibirsk + 35 min = 16:45 -> 17:00; the last slot ends at 22:00.
    expect(body.start_list[0]).toMatchObject({ text: '17:00-17:30', day: 'Today' });
    expect(body.start_list.find((s) => s.day === 'Tomorrow')?.text).toBe('09:00-09:30');
  });

  it('shipping codes of WooCommerce are understood too', async () => {
    expect((await slots('stock_id=101&shipping_method=local_pickup')).status).toBe(200);
  });

  it.each([
    ['stock_id=999&shipping_method=pickup', 404, 'rest_invalid_stock'],
    ['stock_id=101&shipping_method=teleport', 400, 'rest_invalid_param'],
    ['stock_id=101&shipping_method=delivery&zone=nsk-centre', 400, 'rest_invalid_zone'],
  ])('%s is refused', async (query, status, code) => {
    const res = await server.call('GET', `/api/wp-json/checkout/avaible_time?${query}`);
    expect(res.status).toBe(status);
    expect(res.json.code).toBe(code);
  });
});

describe('GET /api/wp-json/wc/v3/stock', () => {
  it('answers each product’s quantity at the warehouse; 0 where it is not sold', async () => {
    const { json: catalog } = await server.call(
      'GET',
      '/api/wp-content/uploads/app_sync/prodcat.json',
    );
    const products = (catalog as unknown as { products: { id: number; slug: string }[] }[]).flatMap(
      function walk(c): { id: number; slug: string }[] {
        const sub = (c as unknown as { subCategories: typeof catalog }).subCategories ?? [];
        return [...c.products, ...(sub as unknown as (typeof c)[]).flatMap(walk)];
      },
    );
    const avocado = products.find((p) => p.slug === 'avocado')!.id;
    const set = products.find((p) => p.slug === 'set-family')!.id;
    const { status, json } = await server.call(
      'GET',
      `/api/wp-json/wc/v3/stock?ids=${avocado},${set},999999&warehouse=202`,
    );
    expect(status).toBe(200);
    expect(json).toEqual([
      { id: avocado, warehouse_id: '202', quantity: 0, in_stock: false },
      { id: set, warehouse_id: '202', quantity: 3, in_stock: true },
    ]);
  });

  it.each([
    ['ids=1000', 'warehouse is required'],
    ['warehouse=101', 'ids'],
    ['ids=a,b&warehouse=101', 'ids'],
  ])('%s is refused', async (query, message) => {
    const res = await server.call('GET', `/api/wp-json/wc/v3/stock?${query}`);
    expect(res.status).toBe(400);
    expect(String(res.json.message)).toContain(message);
  });
});

describe('GET geo/v1/reverse: the address at the customer’s point', () => {
  it.each([
    ['a house on Pokrovka', '55.7588', '37.6450', 200, 'ул. Покровка, 17'],
    ['nowhere near a known house', '55.0', '30.0', 404, null],
    ['not coordinates', 'abc', '37.6', 400, null],
  ])('%s', async (_label, lat, lon, status, title) => {
    const s = testServer();
    const res = await s.call('GET', `/api/wp-json/geo/v1/reverse?lat=${lat}&lon=${lon}`);
    expect(res.status).toBe(status);
    if (title) expect(res.json).toMatchObject({ title, city: 'Москва' });
  });
});
