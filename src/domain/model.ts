// The shapes of SPEC.md §3, as the merchant's backend sends them.
// Schemas are lenient at the edges (a missing optional field gets its default) and strict
// where a wrong value would mislead a customer (ids, prices). The api client validates every
// answer with them; the reference backend types its seed with the same types.
// zod/mini (the functional, tree-shakable API): `z.catch(s, v)` is `s.catch(v)`,
// `z.pipe(s, z.transform(f))` is `s.transform(f)`, `z._default(s, v)` is `s.default(v)`.
import * as z from 'zod/mini';
import { num, str, idStr, optStr, idList, bool } from './model-fields.ts';

export * from './catalog-model.ts';
export { parseEach } from './model-fields.ts';

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
  wp_timezone: z.catch(z.string(), 'Europe/Moscow'),
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

const colorsSchema = z.looseObject({
  yellow: z.catch(z.string(), '#ffcc00'),
  yellow_dark: z.catch(z.string(), '#e6b800'),
  yellow_light: z.catch(z.string(), '#fff4cc'),
  yellow_light_secondary: z.catch(z.string(), '#fff9e6'),
  orange: z.catch(z.string(), '#ff7a00'),
  main_buttons_background_color: z.catch(z.string(), '#ff7a00'),
  background: z.catch(z.string(), '#ffffff'),
});

export const settingsSchema = z.looseObject({
  logo: z.catch(
    z.looseObject({
      logo_header: optStr,
      favicon_png: optStr,
      favicon_svg: optStr,
    }),
    { logo_header: '', favicon_png: '', favicon_svg: '' },
  ),
  seo: z.catch(
    z.looseObject({ name: z.catch(z.string(), ''), description: optStr, keywords: optStr }),
    { name: '', description: '', keywords: '' },
  ),
  seo_by_langs: z.catch(
    z.array(z.looseObject({ lang_code: str, name: optStr, description: optStr })),
    [],
  ),
  robots: bool,
  locations: z.catch(z.array(locationSchema), []),
  menu: z.catch(z.array(z.looseObject({ title: str, url: str })), []),
  banners: z.catch(z.array(z.unknown()), []),
  facade: z.catch(
    z.looseObject({
      colors: z.catch(colorsSchema, colorsSchema.parse({})),
      /** SPEC.md §2 page type; read through pageTypeOf (an unknown value falls back). */
      catalog_front: optStr,
      footer_infoblock: optStr,
      default_dark: bool,
    }),
    {
      colors: colorsSchema.parse({}),
      catalog_front: '',
      footer_infoblock: '',
      default_dark: false,
    },
  ),
  settings: z.catch(
    z.looseObject({
      app: z.catch(z.looseObject({ disable_ordering: idList }), { disable_ordering: [] }),
      fragmented_stosks_json: bool,
      single_stock_mode: bool,
      single_stock_id: optStr,
      pending_order_cansel_time: z.catch(num, 1800),
      payment: z.catch(z.looseObject({ payments_filtered_by_location: bool }), {
        payments_filtered_by_location: false,
      }),
      front_url: optStr,
      simplified_order: bool,
      dont_show_delivery_price: bool,
      cache_ver_site: z.catch(z.string(), '2.0.15'),
      auto_coupons_summing: bool,
      coupons_and_auto_coupons_summing: bool,
      auto_coupons_and_promo_summing: bool,
      app_use_bon_with_auto_promo: bool,
    }),
    () => settingsDefaults(),
  ),
  cart_button_as_app: bool,
  shipping_methods: z.catch(z.array(z.unknown()), []),
  popups: z.catch(z.array(z.unknown()), []),
  popups_without_locations: z.catch(z.array(z.unknown()), []),
  payment_methods: z.catch(z.array(z.unknown()), []),
  delivery: z.catch(
    z.looseObject({
      conditions: z.catch(z.array(z.unknown()), []),
      dot_map_init: optStr,
      default_warehouse_id: optStr,
      all_zones_payments_status: bool,
      all_zones_zone_payment_methods: z.catch(z.record(z.string(), z.array(z.string())), {}),
      use_zones_payments_methods: bool,
    }),
    {
      conditions: [],
      dot_map_init: '',
      default_warehouse_id: '',
      all_zones_payments_status: false,
      all_zones_zone_payment_methods: {},
      use_zones_payments_methods: false,
    },
  ),
  map: z.catch(
    z.looseObject({
      type: z.catch(z.string(), 'FeatureCollection'),
      features: z.catch(z.array(z.unknown()), []),
    }),
    { type: 'FeatureCollection', features: [] },
  ),
  delivery_work_time: z.catch(z.record(z.string(), z.unknown()), {}),
  /** SPEC.md §7 "A maps script loads with an API key": the Yandex Maps key; '' = schematic map. */
  map_api_key: optStr,
  contacts: z.catch(
    z.looseObject({
      phone: optStr,
      address: optStr,
      email: optStr,
      phones: z.catch(z.array(z.looseObject({ warehouse_id: idStr, phone: str })), []),
      vk: optStr,
      inst: optStr,
      fb: optStr,
      whatsapp: optStr,
      telegram: optStr,
      viber: optStr,
    }),
    {
      phone: '',
      address: '',
      email: '',
      phones: [],
      vk: '',
      inst: '',
      fb: '',
      whatsapp: '',
      telegram: '',
      viber: '',
    },
  ),
  product_disable_buy: bool,
  translate_active: bool,
  use_backend_translate: bool,
  translate_only_interface: bool,
  use_google_translate: bool,
  google_languages_list: z.catch(z.array(z.string()), []),
  front_currency: z.catch(z.string(), '₽'),
  need_to_choose_address_first: bool,
  show_out_of_stock_products: bool,
  notification_work_time: optStr,
  language_list: z.catch(z.array(z.unknown()), []),
  main_font: z.catch(z.string(), 'Inter'),
  font_headings: z.catch(z.string(), 'Montserrat'),
  include: z.catch(z.looseObject({ metrix: optStr, scripts: optStr }), {
    metrix: '',
    scripts: '',
  }),
  /**
   * The customer-care chat widget of /information/page/zabota-o-klientah (SPEC.md §1): the
   * vendor's script address and the attributes its <script> tag carries (data-widget-id…).
   */
  care_chat: z.catch(
    z.looseObject({
      script_url: optStr,
      attributes: z.catch(z.record(z.string(), z.string()), {}),
    }),
    { script_url: '', attributes: {} },
  ),
  demo_previews: z.catch(z.array(z.unknown()), []),
  frontend_pwa_screenshot1: optStr,
  frontend_pwa_screenshot2: optStr,
});
export type Settings = z.infer<typeof settingsSchema>;

function settingsDefaults() {
  return {
    app: { disable_ordering: [] },
    fragmented_stosks_json: false,
    single_stock_mode: false,
    single_stock_id: '',
    pending_order_cansel_time: 1800,
    payment: { payments_filtered_by_location: false },
    front_url: '',
    simplified_order: false,
    dont_show_delivery_price: false,
    cache_ver_site: '2.0.15',
    auto_coupons_summing: false,
    coupons_and_auto_coupons_summing: false,
    auto_coupons_and_promo_summing: false,
    app_use_bon_with_auto_promo: false,
  };
}

export const templatesSchema = z.catch(
  z.looseObject({ catalog_type: z.catch(z.string(), 'cat12') }),
  {
    catalog_type: 'cat12',
  },
);
export type Templates = z.infer<typeof templatesSchema>;
