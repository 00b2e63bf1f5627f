// The shop's settings (SPEC.md §3 all_settings) and front templates, as the merchant's backend sends
// them: needed where settings are fetched (api/shop-schemas.ts, loaded with the first fetch; the
// server), not by a page that starts from the settings a server-rendered page carries.
import * as v from 'valibot';
import { num, str, idStr, optStr, idList, bool, dict, looseObject } from './model-fields.ts';
import { locationSchema } from './shop-model.ts';

const colorsSchema = looseObject({
  yellow: v.fallback(v.string(), '#ffcc00'),
  yellow_dark: v.fallback(v.string(), '#e6b800'),
  yellow_light: v.fallback(v.string(), '#fff4cc'),
  yellow_light_secondary: v.fallback(v.string(), '#fff9e6'),
  orange: v.fallback(v.string(), '#ff7a00'),
  main_buttons_background_color: v.fallback(v.string(), '#ff7a00'),
  background: v.fallback(v.string(), '#ffffff'),
});

/** A flag the backend may leave out: undefined then, not false. */
const sentFlag = v.optional(bool);

export const settingsSchema = looseObject({
  logo: v.fallback(
    looseObject({
      logo_header: optStr,
      favicon_png: optStr,
      favicon_svg: optStr,
    }),
    { logo_header: '', favicon_png: '', favicon_svg: '' },
  ),
  seo: v.fallback(
    looseObject({ name: v.fallback(v.string(), ''), description: optStr, keywords: optStr }),
    { name: '', description: '', keywords: '' },
  ),
  seo_by_langs: v.fallback(
    v.array(looseObject({ lang_code: str, name: optStr, description: optStr })),
    [],
  ),
  robots: bool,
  locations: v.fallback(v.array(locationSchema), []),
  menu: v.fallback(v.array(looseObject({ title: str, url: str })), []),
  banners: v.fallback(v.array(v.unknown()), []),
  facade: v.fallback(
    looseObject({
      colors: v.fallback(colorsSchema, v.parse(colorsSchema, {})),
      /** SPEC.md §2 page type; read through pageTypeOf (an unknown value falls back). */
      catalog_front: optStr,
      footer_infoblock: optStr,
      default_dark: bool,
    }),
    {
      colors: v.parse(colorsSchema, {}),
      catalog_front: '',
      footer_infoblock: '',
      default_dark: false,
    },
  ),
  settings: v.fallback(
    looseObject({
      app: v.fallback(looseObject({ disable_ordering: idList }), { disable_ordering: [] }),
      fragmented_stosks_json: bool,
      single_stock_mode: bool,
      single_stock_id: optStr,
      pending_order_cansel_time: v.fallback(num, 1800),
      payment: v.fallback(looseObject({ payments_filtered_by_location: bool }), {
        payments_filtered_by_location: false,
      }),
      front_url: optStr,
      simplified_order: bool,
      dont_show_delivery_price: bool,
      cache_ver_site: v.fallback(v.string(), '2.0.15'),
      // Read as coupons/seettings' flags are, and only when sent (discountSettingsOf).
      auto_coupons_summing: sentFlag,
      coupons_and_auto_coupons_summing: sentFlag,
      auto_coupons_and_promo_summing: sentFlag,
      app_use_bon_with_auto_promo: sentFlag,
    }),
    () => settingsDefaults(),
  ),
  cart_button_as_app: bool,
  shipping_methods: v.fallback(v.array(v.unknown()), []),
  popups: v.fallback(v.array(v.unknown()), []),
  popups_without_locations: v.fallback(v.array(v.unknown()), []),
  payment_methods: v.fallback(v.array(v.unknown()), []),
  delivery: v.fallback(
    looseObject({
      conditions: v.fallback(v.array(v.unknown()), []),
      dot_map_init: optStr,
      default_warehouse_id: optStr,
      all_zones_payments_status: bool,
      all_zones_zone_payment_methods: v.fallback(dict(v.array(v.string())), {}),
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
  map: v.fallback(
    looseObject({
      type: v.fallback(v.string(), 'FeatureCollection'),
      features: v.fallback(v.array(v.unknown()), []),
    }),
    { type: 'FeatureCollection', features: [] },
  ),
  delivery_work_time: v.fallback(dict(v.unknown()), {}),
  /** SPEC.md §7 "A maps script loads with an API key": the Yandex Maps key; '' = schematic map. */
  map_api_key: optStr,
  contacts: v.fallback(
    looseObject({
      phone: optStr,
      address: optStr,
      email: optStr,
      phones: v.fallback(v.array(looseObject({ warehouse_id: idStr, phone: str })), []),
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
  google_languages_list: v.fallback(v.array(v.string()), []),
  front_currency: v.fallback(v.string(), '₽'),
  need_to_choose_address_first: bool,
  show_out_of_stock_products: bool,
  notification_work_time: optStr,
  language_list: v.fallback(v.array(v.unknown()), []),
  main_font: v.fallback(v.string(), 'Inter'),
  font_headings: v.fallback(v.string(), 'Montserrat'),
  include: v.fallback(looseObject({ metrix: optStr, scripts: optStr }), {
    metrix: '',
    scripts: '',
  }),
  /**
   * The customer-care chat widget of /information/page/zabota-o-klientah (SPEC.md §1): the
   * vendor's script address and the attributes its <script> tag carries (data-widget-id…).
   */
  care_chat: v.fallback(
    looseObject({
      script_url: optStr,
      attributes: v.fallback(dict(v.string()), {}),
    }),
    { script_url: '', attributes: {} },
  ),
  demo_previews: v.fallback(v.array(v.unknown()), []),
  frontend_pwa_screenshot1: optStr,
  frontend_pwa_screenshot2: optStr,
});
export type Settings = v.InferOutput<typeof settingsSchema>;

/** The shop's settings when the backend says nothing of its own (the seed starts from them too). */
export function settingsDefaults() {
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
  };
}

export const templatesSchema = v.fallback(
  looseObject({ catalog_type: v.fallback(v.string(), 'cat12') }),
  {
    catalog_type: 'cat12',
  },
);
export type Templates = v.InferOutput<typeof templatesSchema>;
