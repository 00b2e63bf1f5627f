// The shapes of SPEC.md §3, as the merchant's backend sends them.
// Schemas are lenient at the edges (a missing optional field gets its default) and strict
// where a wrong value would mislead a customer (ids, prices). The api client validates every
// answer with them; the reference backend types its seed with the same types.
import { z } from 'zod';

const num = z.coerce.number();
const str = z.string();
const optStr = z.string().nullish().transform((v) => v ?? '');
const idList = z.array(z.union([z.number(), z.string()]).transform(String)).catch([]);
const bool = z
  .union([z.boolean(), z.string(), z.number()])
  .nullish()
  .transform((v) => v === true || v === 1 || v === '1' || v === 'yes' || v === 'true');

export const seoDataSchema = z
  .looseObject({
    title: optStr,
    description: optStr,
    keywords: optStr,
    og_image: optStr,
  })
  .catch({ title: '', description: '', keywords: '', og_image: '' });
export type SeoData = z.infer<typeof seoDataSchema>;

export const freeLimitsSchema = z.object({ quantity: num }).nullish().catch(null);

export const productOptionSchema = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  name: str,
  price: num.catch(0),
});

export const productAttributeSchema = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  name: str,
  required: bool,
  min: num.catch(0),
  max: num.catch(0),
  options: z.array(productOptionSchema).catch([]),
});
export type ProductAttribute = z.infer<typeof productAttributeSchema>;

export const productLocationSchema = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  quantity: num.catch(0),
  price: num.optional(),
});

export const productSchema = z.looseObject({
  id: num,
  name: str,
  slug: optStr,
  price: num,
  regular_price: num.nullish().transform((v) => v ?? undefined),
  price_multiplier_for_customer: num.nullish().transform((v) => v ?? 1),
  in_stock: bool.default(true),
  stock_quantity: num.nullish().catch(null),
  categories: z.array(num).catch([]),
  catalog_name: optStr,
  description: optStr,
  short_description: optStr,
  images: z.array(str).catch([]),
  measure_unit: optStr,
  portion_nat_size: num.catch(0),
  base_portion_size: optStr,
  countable: bool.default(true),
  weight: optStr,
  locations: z.array(productLocationSchema).catch([]),
  attributes: z.array(productAttributeSchema).catch([]),
  supplements: z.array(num).catch([]),
  related_ids: z.array(num).catch([]),
  add_to_basket_once: num.nullish().transform((v) => v || 1),
  backet_first_cart_add_portion_minimum: num.nullish().transform((v) => v || 0),
  free_limits: freeLimitsSchema,
  exclude_from_min_cart: bool,
  brand: optStr,
  calories: num.nullish().catch(null),
  acf: z
    .looseObject({
      'product-badge': optStr,
      combo_discount_type: z.enum(['percent', 'fixed']).nullish().catch(null),
      combo_discount: num.nullish().catch(null),
    })
    .catch({ 'product-badge': '', combo_discount_type: null, combo_discount: null }),
  seo_data: seoDataSchema,
});
export type Product = z.infer<typeof productSchema>;

export interface Category {
  id: number;
  name: string;
  parent: number;
  slug: string;
  image: string;
  image_dop: string;
  image_dop_2: string;
  description: string;
  seo_data: SeoData;
  color_text_category: string;
  visual_name_category: string;
  free_limits: { quantity: number } | null;
  dop_image_category_site: string;
  hide_category: boolean;
  show_on_home: boolean;
  category_availability: string[];
  products: Product[];
  subCategories: Category[];
}

const baseCategory = z.looseObject({
  id: num,
  name: str,
  parent: num.catch(0),
  slug: str,
  image: optStr,
  image_dop: optStr,
  image_dop_2: optStr,
  description: optStr,
  seo_data: seoDataSchema,
  color_text_category: optStr,
  visual_name_category: optStr,
  free_limits: freeLimitsSchema,
  dop_image_category_site: optStr,
  hide_category: bool,
  show_on_home: bool.default(true),
  category_availability: idList,
});

/** A product that fails validation is dropped alone; the rest of the catalogue survives. */
const lenientProducts = z.array(z.unknown()).catch([]).transform((items) =>
  items.flatMap((item) => {
    const parsed = productSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  }),
);

export const categorySchema: z.ZodType<Category> = baseCategory.extend({
  products: lenientProducts,
  subCategories: z.lazy(() => z.array(categorySchema)).catch([]),
}) as unknown as z.ZodType<Category>;

export const catalogSchema = z.array(z.unknown()).transform((items) =>
  items.flatMap((item) => {
    const parsed = categorySchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  }),
);

export const bannerSchema = z.looseObject({
  id: num,
  gallery: z.enum(['desctop_slider', 'gallery', 'gallery_1', 'gallery_2']).catch('gallery'),
  type: z.enum(['url', 'product', 'category', 'text']),
  title: optStr,
  subtitle: optStr,
  image: optStr,
  url: optStr,
  product: num.nullish().catch(null),
  category: num.nullish().catch(null),
  post: z.object({ post_slug: str }).nullish().catch(null),
  sklad: idList,
  skladall: bool,
  device: z.array(str).catch(['site']),
  is_stories: bool,
  background: optStr,
});
export type Banner = z.infer<typeof bannerSchema>;

export const shippingMethodSchema = z.looseObject({
  id: z.union([z.number(), z.string()]).transform(String),
  type: z.enum(['flat_rate', 'local_pickup', 'restaurants', 'wcso_booking']),
  name: str,
  pickup_locations: z
    .array(
      z.looseObject({
        id: z.union([z.number(), z.string()]).transform(String),
        name: optStr,
        address: optStr,
        coord: str,
        working_time: optStr,
        warehouse_id: z.union([z.number(), z.string()]).transform(String),
      }),
    )
    .catch([]),
  restaurants: z
    .array(
      z.looseObject({
        id: z.union([z.number(), z.string()]).transform(String),
        name: optStr,
        address: optStr,
        coord: optStr,
        warehouse_id: z.union([z.number(), z.string()]).transform(String),
        tables: num.catch(0),
      }),
    )
    .catch([]),
});
export type ShippingMethod = z.infer<typeof shippingMethodSchema>;

export const paymentMethodSchema = z.looseObject({
  id: str,
  title: str,
  description: optStr,
  enabled: bool,
  shipping_methods: z.array(str).catch([]),
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
  ban_days_popup: z.array(num).catch([]),
  popup_from: optStr,
  popup_to: optStr,
  id_delivery_zone: optStr,
  repeat_mode: optStr,
  repeatable: num.catch(0),
});
export type Popup = z.infer<typeof popupSchema>;

export const locationSchema = z.looseObject({
  term_id: num,
  warehouse_id: z.union([z.number(), z.string()]).transform(String),
  name: str,
  city: optStr,
  price_file_path: optStr,
  dot_map_init: optStr,
  timezone: optStr,
});
export type Location = z.infer<typeof locationSchema>;

export const deliveryConditionSchema = z.looseObject({
  warehouse_id: z.union([z.number(), z.string()]).transform(String),
  zone: str,
  time_deliv: optStr,
  express: bool,
  express_cost: num.catch(0),
  sum: z.array(z.object({ min_sum_order: num, deliv_price: num })).catch([]),
});
export type DeliveryCondition = z.infer<typeof deliveryConditionSchema>;

export const workDaySchema = z.object({ day: num, from: str, to: str });
export const workTimeSchema = z.looseObject({
  around_clock: bool,
  week: z.array(workDaySchema).catch([]),
  cooking_time_in_minutes: num.catch(0),
  wp_timezone: z.string().catch('Europe/Moscow'),
});
export type WorkTime = z.infer<typeof workTimeSchema>;

export const mapFeatureSchema = z.looseObject({
  type: z.literal('Feature').catch('Feature'),
  geometry: z.object({
    type: z.literal('Polygon'),
    coordinates: z.array(z.array(z.tuple([z.number(), z.number()]))),
  }),
  properties: z.looseObject({
    description: optStr,
    fill: optStr,
    'fill-opacity': num.catch(0.3),
    stroke: optStr,
    'stroke-width': num.catch(2),
    'stroke-opacity': num.catch(0.9),
  }),
});
export type MapFeature = z.infer<typeof mapFeatureSchema>;

export const languageSchema = z.looseObject({
  code: str,
  text: str,
  default: bool,
  lang_json_data: z.record(z.string(), z.string()).nullish().catch(null),
});
export type Language = z.infer<typeof languageSchema>;

const colorsSchema = z.looseObject({
  yellow: z.string().catch('#ffcc00'),
  yellow_dark: z.string().catch('#e6b800'),
  yellow_light: z.string().catch('#fff4cc'),
  yellow_light_secondary: z.string().catch('#fff9e6'),
  orange: z.string().catch('#ff7a00'),
  main_buttons_background_color: z.string().catch('#ff7a00'),
  background: z.string().catch('#ffffff'),
});

export const settingsSchema = z.looseObject({
  logo: z
    .looseObject({
      logo_header: optStr,
      favicon_png: optStr,
      favicon_svg: optStr,
    })
    .catch({ logo_header: '', favicon_png: '', favicon_svg: '' }),
  seo: z
    .looseObject({ name: z.string().catch(''), description: optStr, keywords: optStr })
    .catch({ name: '', description: '', keywords: '' }),
  seo_by_langs: z
    .array(z.looseObject({ lang_code: str, name: optStr, description: optStr }))
    .catch([]),
  robots: bool,
  locations: z.array(locationSchema).catch([]),
  menu: z.array(z.looseObject({ title: str, url: str })).catch([]),
  banners: z.array(z.unknown()).catch([]),
  facade: z
    .looseObject({
      colors: colorsSchema.catch(colorsSchema.parse({})),
      catalog_front: z.enum(['lending', 'lending_cat', 'cat1', 'cat2', 'cat12']).catch('cat12'),
      page_type: z.string().catch(''),
      footer_infoblock: optStr,
      default_dark: bool,
    })
    .catch({
      colors: colorsSchema.parse({}),
      catalog_front: 'cat12',
      page_type: '',
      footer_infoblock: '',
      default_dark: false,
    }),
  settings: z
    .looseObject({
      app: z.looseObject({ disable_ordering: idList }).catch({ disable_ordering: [] }),
      fragmented_stosks_json: bool,
      single_stock_mode: bool,
      single_stock_id: optStr,
      pending_order_cansel_time: num.catch(1800),
      payment: z
        .looseObject({ payments_filtered_by_location: bool })
        .catch({ payments_filtered_by_location: false }),
      front_url: optStr,
      simplified_order: bool,
      dont_show_delivery_price: bool,
      cache_ver_site: z.string().catch('2.0.15'),
      auto_coupons_summing: bool,
      coupons_and_auto_coupons_summing: bool,
      auto_coupons_and_promo_summing: bool,
      app_use_bon_with_auto_promo: bool,
    })
    .catch(() => settingsDefaults()),
  cart_button_as_app: bool,
  shipping_methods: z.array(z.unknown()).catch([]),
  popups: z.array(z.unknown()).catch([]),
  popups_without_locations: z.array(z.unknown()).catch([]),
  payment_methods: z.array(z.unknown()).catch([]),
  delivery: z
    .looseObject({
      conditions: z.array(z.unknown()).catch([]),
      dot_map_init: optStr,
      all_zones_payments_status: bool,
      all_zones_zone_payment_methods: z.record(z.string(), z.array(z.string())).catch({}),
      use_zones_payments_methods: bool,
    })
    .catch({
      conditions: [],
      dot_map_init: '',
      all_zones_payments_status: false,
      all_zones_zone_payment_methods: {},
      use_zones_payments_methods: false,
    }),
  map: z
    .looseObject({ type: z.string().catch('FeatureCollection'), features: z.array(z.unknown()).catch([]) })
    .catch({ type: 'FeatureCollection', features: [] }),
  delivery_work_time: z.record(z.string(), z.unknown()).catch({}),
  contacts: z
    .looseObject({
      phone: optStr,
      address: optStr,
      email: optStr,
      phones: z.array(z.looseObject({ warehouse_id: z.union([z.number(), z.string()]).transform(String), phone: str })).catch([]),
      vk: optStr,
      inst: optStr,
      fb: optStr,
      whatsapp: optStr,
      telegram: optStr,
      viber: optStr,
    })
    .catch({ phone: '', address: '', email: '', phones: [], vk: '', inst: '', fb: '', whatsapp: '', telegram: '', viber: '' }),
  product_disable_buy: bool,
  translate_active: bool,
  use_backend_translate: bool,
  translate_only_interface: bool,
  use_google_translate: bool,
  google_languages_list: z.array(z.string()).catch([]),
  front_currency: z.string().catch('₽'),
  need_to_choose_address_first: bool,
  show_out_of_stock_products: bool,
  notification_work_time: optStr,
  language_list: z.array(z.unknown()).catch([]),
  main_font: z.string().catch('Inter'),
  font_headings: z.string().catch('Montserrat'),
  include: z
    .looseObject({ metrix: optStr, scripts: optStr })
    .catch({ metrix: '', scripts: '' }),
  demo_previews: z.array(z.unknown()).catch([]),
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

/** Each list entry validated alone: one broken banner or popup never hides the others. */
export function parseEach<T>(schema: z.ZodType<T>, items: unknown[]): T[] {
  return items.flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

export const templatesSchema = z
  .looseObject({ catalog_type: z.string().catch('cat12') })
  .catch({ catalog_type: 'cat12' });
export type Templates = z.infer<typeof templatesSchema>;
