// The shop's lists of SPEC.md §3 (banners, shipping and payment methods, popups, locations,
// delivery conditions, work time, map zones, languages), each read entry by entry where the stores
// use them (parseEach). Re-exported by model.ts; the home page's stores import them from here so that
// the settings' own schema (settings-model.ts, needed only where settings are fetched) stays out.
import * as z from 'zod/mini';
import { num, str, idStr, optStr, idList, bool } from './model-fields.ts';
import { DEFAULT_TIME_ZONE } from './zoned-time.ts';

export const bannerSchema = z.looseObject({
  id: num,
  gallery: z.catch(z.enum(['desctop_slider', 'gallery', 'gallery_1', 'gallery_2']), 'gallery'),
  type: z.enum(['url', 'product', 'category', 'text']),
  title: optStr,
  subtitle: optStr,
  image: optStr,
  url: optStr,
  product: z.catch(z.nullish(num), null),
  category: z.catch(z.nullish(num), null),
  post: z.catch(z.nullish(z.object({ post_slug: str })), null),
  sklad: idList,
  skladall: bool,
  device: z.catch(z.array(str), ['site']),
  is_stories: bool,
  background: optStr,
});
export type Banner = z.infer<typeof bannerSchema>;

export const shippingMethodSchema = z.looseObject({
  id: idStr,
  type: z.enum(['flat_rate', 'local_pickup', 'restaurants', 'wcso_booking']),
  name: str,
  pickup_locations: z.catch(
    z.array(
      z.looseObject({
        id: idStr,
        name: optStr,
        address: optStr,
        coord: str,
        working_time: optStr,
        warehouse_id: idStr,
      }),
    ),
    [],
  ),
  restaurants: z.catch(
    z.array(
      z.looseObject({
        id: idStr,
        name: optStr,
        address: optStr,
        coord: optStr,
        warehouse_id: idStr,
        tables: z.catch(num, 0),
      }),
    ),
    [],
  ),
});
export type ShippingMethod = z.infer<typeof shippingMethodSchema>;

export const paymentMethodSchema = z.looseObject({
  id: str,
  title: str,
  description: optStr,
  enabled: bool,
  shipping_methods: z.catch(z.array(str), []),
  warehouse_ids: idList,
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const popupSchema = z.looseObject({
  id: num,
  title: optStr,
  text: optStr,
  image: optStr,
  sklad: idList,
  stock_empty: bool,
  disable_ordering: bool,
  ban_days_popup: z.catch(z.array(num), []),
  popup_from: optStr,
  popup_to: optStr,
  id_delivery_zone: optStr,
  repeat_mode: optStr,
  repeatable: z.catch(num, 0),
});
export type Popup = z.infer<typeof popupSchema>;

export const locationSchema = z.looseObject({
  term_id: num,
  warehouse_id: idStr,
  name: str,
  city: optStr,
  price_file_path: optStr,
  dot_map_init: optStr,
  timezone: optStr,
});
export type Location = z.infer<typeof locationSchema>;

export const deliveryConditionSchema = z.looseObject({
  warehouse_id: idStr,
  zone: str,
  time_deliv: optStr,
  express: bool,
  express_cost: z.catch(num, 0),
  sum: z.catch(z.array(z.object({ min_sum_order: num, deliv_price: num })), []),
  /** SPEC.md §5 'Не набрана минимальная сумма.': the zone's minimum order; 0 = none. */
  min_order: z.catch(num, 0),
});
export type DeliveryCondition = z.infer<typeof deliveryConditionSchema>;

export const workDaySchema = z.object({ day: num, from: str, to: str });
export const workTimeSchema = z.looseObject({
  around_clock: bool,
  week: z.catch(z.array(workDaySchema), []),
  cooking_time_in_minutes: z.catch(num, 0),
  wp_timezone: z.catch(z.string(), DEFAULT_TIME_ZONE),
});
export type WorkTime = z.infer<typeof workTimeSchema>;

export const mapFeatureSchema = z.looseObject({
  type: z.catch(z.literal('Feature'), 'Feature'),
  geometry: z.object({
    type: z.literal('Polygon'),
    coordinates: z.array(z.array(z.tuple([z.number(), z.number()]))),
  }),
  properties: z.looseObject({
    description: optStr,
    fill: optStr,
    'fill-opacity': z.catch(num, 0.3),
    stroke: optStr,
    'stroke-width': z.catch(num, 2),
    'stroke-opacity': z.catch(num, 0.9),
  }),
});
export type MapFeature = z.infer<typeof mapFeatureSchema>;

export const languageSchema = z.looseObject({
  code: str,
  text: str,
  default: bool,
  lang_json_data: z.catch(z.nullish(z.record(z.string(), z.string())), null),
});
export type Language = z.infer<typeof languageSchema>;
