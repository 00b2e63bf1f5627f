// Delivery calls of SPEC.md §7: time slots (checkout/avaible_time), address search (geo/v1/suggest,
// behind the Geocoder interface) and stock levels per warehouse (wc/v3/stock).
import { Hono } from 'hono';
import { getOption } from '../db/db.ts';
import type { AppContext } from '../app.ts';
import { wpError } from '../http/route-helpers.ts';
import { SeededGeocoder, type Geocoder } from './geocoder.ts';
import { existingProductIds, stockQuantities } from '../catalog/product-store.ts';
import { deliveryConditionSchema, parseEach } from '../../src/domain/model.ts';
import { availableSlots, isOpenAt, workTimeOf, workTimeText } from '../../src/domain/work-time.ts';
import { addDays, formatDayMonthYear, localParts } from '../../src/domain/zoned-time.ts';

/** The shipping codes of BACKEND-CONTRACT.md "Time slots", and the WooCommerce types they stand for. */
const SHIPPING: Record<string, 'delivery' | 'pickup' | 'lounge'> = {
  delivery: 'delivery',
  flat_rate: 'delivery',
  pickup: 'pickup',
  local_pickup: 'pickup',
  lounge: 'lounge',
  restaurants: 'lounge',
  wcso_booking: 'lounge',
};

const DAY_WORDS: Record<string, [string, string]> = {
  ru: ['Сегодня', 'Завтра'],
  en: ['Today', 'Tomorrow'],
};

export function deliveryRoutes({ db, now }: AppContext, geocoder: Geocoder = new SeededGeocoder()) {
  const r = new Hono();
  const settings = () => getOption<Record<string, unknown>>(db, 'all_settings') ?? {};

  r.get('/wp-json/geo/v1/suggest', async (c) => {
    const limit = Number(c.req.query('limit') ?? 10);
    const list = await geocoder.suggest(c.req.query('q') ?? '', {
      city: c.req.query('city') ?? '',
      limit: Number.isFinite(limit) ? limit : 10,
    });
    return c.json(list);
  });

  // 'Use my location': the address at the customer's point ({title, subtitle, coords, city}).
  r.get('/wp-json/geo/v1/reverse', async (c) => {
    const lat = Number(c.req.query('lat'));
    const lon = Number(c.req.query('lon'));
    if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180)
      return wpError(c, 400, 'rest_invalid_param', 'Неверные координаты');
    const found = await geocoder.reverse({ lat, lon });
    if (!found) return wpError(c, 404, 'address_not_found', 'Рядом с вами адрес не найден');
    return c.json(found);
  });

  r.get('/wp-json/checkout/avaible_time', (c) => {
    const stockId = c.req.query('stock_id') ?? '';
    const method = SHIPPING[c.req.query('shipping_method') ?? ''];
    if (!method)
      return wpError(c, 400, 'rest_invalid_param', 'shipping_method: delivery, pickup or lounge');
    const workTime = workTimeOf(settings().delivery_work_time, stockId);
    if (!workTime) return wpError(c, 404, 'rest_invalid_stock', 'Неизвестный склад');
    // Delivery slots start once the order is cooked and driven to the zone.
    let travel = 0;
    const zone = c.req.query('zone');
    if (method === 'delivery' && zone) {
      const delivery = settings().delivery as { conditions?: unknown[] } | undefined;
      const condition = parseEach(deliveryConditionSchema, delivery?.conditions ?? []).find(
        (x) => x.zone === zone && x.warehouse_id === stockId,
      );
      if (!condition) return wpError(c, 400, 'rest_invalid_zone', 'Неизвестная зона доставки');
      travel = Number(/\d+/.exec(condition.time_deliv)?.[0] ?? 0);
    }
    const at = new Date(now());
    const slots = availableSlots(workTime, at, {
      cookingMinutes: workTime.cooking_time_in_minutes + travel,
      days: 3,
    });
    const today = localParts(at, workTime.wp_timezone);
    const words = DAY_WORDS[c.req.query('lang') ?? 'ru'] ?? DAY_WORDS.en!;
    const dayLabel = (date: string) =>
      date === formatDayMonthYear(today)
        ? words[0]
        : date === formatDayMonthYear(addDays(today, 1))
          ? words[1]
          : date;
    c.header('cache-control', 'no-store');
    return c.json({
      stock_id: stockId,
      shipping_method: method,
      open_now: isOpenAt(workTime, at),
      work_time: workTimeText(workTime, at),
      start_list: slots.map((s) => ({
        date: s.date,
        text: s.text,
        time_from: s.from,
        time_to: s.to,
        day: dayLabel(s.date),
      })),
    });
  });

  r.get('/wp-json/wc/v3/stock', (c) => {
    const warehouse = c.req.query('warehouse') ?? '';
    const ids = (c.req.query('ids') ?? '')
      .split(',')
      .map((s) => Number(s.trim()))
      .filter((n) => Number.isInteger(n) && n > 0);
    if (!warehouse) return wpError(c, 400, 'rest_invalid_param', 'warehouse is required');
    if (ids.length === 0 || ids.length > 200)
      return wpError(c, 400, 'rest_invalid_param', 'ids: 1 to 200 product ids');
    const known = existingProductIds(db, ids);
    const quantity = stockQuantities(db, warehouse, ids);
    c.header('cache-control', 'no-store');
    return c.json(
      ids
        .filter((id) => known.has(id))
        .map((id) => ({
          id,
          warehouse_id: warehouse,
          quantity: quantity.get(id) ?? 0,
          in_stock: (quantity.get(id) ?? 0) > 0,
        })),
    );
  });

  return r;
}
