// The shop's settings (SPEC.md §3 all_settings) and front templates, as the merchant's backend sends
// them: needed where settings are fetched (api/shop-schemas.ts, loaded with the first fetch; the
// server), not by a page that starts from the settings a server-rendered page carries.
import * as z from 'zod/mini';
import { num, str, idStr, optStr, idList, bool } from './model-fields.ts';
import { locationSchema } from './shop-model.ts';

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
