// The shop's lists of SPEC.md §3 (banners, shipping and payment methods, popups, locations,
// delivery conditions, work time, map zones, languages), each read entry by entry where the stores
// use them (parseEach). Re-exported by model.ts; the home page's stores import them from here so that
// the settings' own schema (settings-model.ts, needed only where settings are fetched) stays out.
import * as v from 'valibot';
import {
  num,
  str,
  idStr,
  optStr,
  idList,
  bool,
  dict,
  looseObject,
  maybe,
  object,
} from './model-fields.ts';
import { DEFAULT_TIME_ZONE } from './zoned-time.ts';

export const bannerSchema = looseObject({
  id: num,
  gallery: v.fallback(
    v.picklist(['desctop_slider', 'gallery', 'gallery_1', 'gallery_2']),
    'gallery',
  ),
  type: v.picklist(['url', 'product', 'category', 'text']),
  title: optStr,
  subtitle: optStr,
  image: optStr,
  url: optStr,
  product: maybe(num),
  category: maybe(num),
  post: maybe(object({ post_slug: str })),
  sklad: idList,
  skladall: bool,
  device: v.fallback(v.array(str), ['site']),
  is_stories: bool,
  background: optStr,
});
export type Banner = v.InferOutput<typeof bannerSchema>;

export const shippingMethodSchema = looseObject({
  id: idStr,
  type: v.picklist(['flat_rate', 'local_pickup', 'restaurants', 'wcso_booking']),
  name: str,
  pickup_locations: v.fallback(
    v.array(
      looseObject({
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
  restaurants: v.fallback(
    v.array(
      looseObject({
        id: idStr,
        name: optStr,
        address: optStr,
        coord: optStr,
        warehouse_id: idStr,
        tables: v.fallback(num, 0),
      }),
    ),
    [],
  ),
});
export type ShippingMethod = v.InferOutput<typeof shippingMethodSchema>;

export const paymentMethodSchema = looseObject({
  id: str,
  title: str,
  description: optStr,
  enabled: bool,
  shipping_methods: v.fallback(v.array(str), []),
  warehouse_ids: idList,
});
export type PaymentMethod = v.InferOutput<typeof paymentMethodSchema>;

export const popupSchema = looseObject({
  id: num,
  title: optStr,
  text: optStr,
  image: optStr,
  sklad: idList,
  stock_empty: bool,
  disable_ordering: bool,
  ban_days_popup: v.fallback(v.array(num), []),
  popup_from: optStr,
  popup_to: optStr,
  id_delivery_zone: optStr,
  repeat_mode: optStr,
  repeatable: v.fallback(num, 0),
});
export type Popup = v.InferOutput<typeof popupSchema>;

export const locationSchema = looseObject({
  term_id: num,
  warehouse_id: idStr,
  name: str,
  city: optStr,
  price_file_path: optStr,
  dot_map_init: optStr,
  timezone: optStr,
});
export type Location = v.InferOutput<typeof locationSchema>;

export const deliveryConditionSchema = looseObject({
  warehouse_id: idStr,
  zone: str,
  time_deliv: optStr,
  express: bool,
  express_cost: v.fallback(num, 0),
  sum: v.fallback(v.array(object({ min_sum_order: num, deliv_price: num })), []),
  /** SPEC.md §5 'Не набрана минимальная сумма.': the zone's minimum order; 0 = none. */
  min_order: v.fallback(num, 0),
});
export type DeliveryCondition = v.InferOutput<typeof deliveryConditionSchema>;

export const workDaySchema = object({ day: num, from: str, to: str });
export const workTimeSchema = looseObject({
  around_clock: bool,
  week: v.fallback(v.array(workDaySchema), []),
  cooking_time_in_minutes: v.fallback(num, 0),
  wp_timezone: v.fallback(v.string(), DEFAULT_TIME_ZONE),
});
export type WorkTime = v.InferOutput<typeof workTimeSchema>;

export const mapFeatureSchema = looseObject({
  type: v.fallback(v.literal('Feature'), 'Feature'),
  geometry: object({
    type: v.literal('Polygon'),
    coordinates: v.array(v.array(v.tuple([v.number(), v.number()]))),
  }),
  properties: looseObject({
    description: optStr,
    fill: optStr,
    'fill-opacity': v.fallback(num, 0.3),
    stroke: optStr,
    'stroke-width': v.fallback(num, 2),
    'stroke-opacity': v.fallback(num, 0.9),
  }),
});
export type MapFeature = v.InferOutput<typeof mapFeatureSchema>;

export const languageSchema = looseObject({
  code: str,
  text: str,
  default: bool,
  lang_json_data: maybe(dict(v.string())),
});
export type Language = v.InferOutput<typeof languageSchema>;
