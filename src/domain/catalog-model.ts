// The catalogue's shapes of SPEC.md §3 (products, variations, categories, SEO data), as the
// merchant's backend sends them; re-exported by model.ts with the settings' shapes.
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

export const seoDataSchema = v.fallback(
  looseObject({
    title: optStr,
    description: optStr,
    keywords: optStr,
    og_image: optStr,
  }),
  { title: '', description: '', keywords: '', og_image: '' },
);
export type SeoData = v.InferOutput<typeof seoDataSchema>;

export const freeLimitsSchema = maybe(object({ quantity: num }));

export const productOptionSchema = object({
  id: idStr,
  name: str,
  price: v.fallback(num, 0),
});

export const productAttributeSchema = object({
  id: idStr,
  name: str,
  required: bool,
  min: v.fallback(num, 0),
  max: v.fallback(num, 0),
  options: v.fallback(v.array(productOptionSchema), []),
});
export type ProductAttribute = v.InferOutput<typeof productAttributeSchema>;

/** A variation's attribute: WooCommerce REST `[{name, option}]` or the cart's `{attribute_pa_x: v}`. */
const variationAttributesSchema = v.pipe(
  v.fallback(v.union([v.array(v.unknown()), dict(v.unknown())]), []),
  v.transform((raw): { name: string; option: string }[] => {
    const pairs: [unknown, unknown][] = Array.isArray(raw)
      ? raw.map((a) => {
          const item = (a && typeof a === 'object' ? a : {}) as Record<string, unknown>;
          return [item.name, item.option ?? item.value];
        })
      : Object.entries(raw);
    return pairs.flatMap(([name, option]) =>
      (typeof name === 'string' || typeof name === 'number') &&
      (typeof option === 'string' || typeof option === 'number') &&
      String(name).trim() &&
      String(option).trim()
        ? [
            {
              name: String(name)
                .replace(/^attribute_(pa_)?/, '')
                .trim(),
              option: String(option).trim(),
            },
          ]
        : [],
    );
  }),
);

/** BACKEND-CONTRACT.md Catalogue: product_variations_data[{id, description, price, …}]. */
export const productVariationSchema = looseObject({
  id: v.pipe(
    num,
    v.transform((n) => Math.trunc(n)),
  ),
  description: optStr,
  price: num,
  regular_price: v.pipe(
    v.nullish(num),
    v.transform((x) => x ?? undefined),
  ),
  image: v.fallback(
    v.pipe(
      v.nullish(v.union([v.string(), looseObject({ src: v.string() })])),
      v.transform((x) => (typeof x === 'string' ? x : (x?.src ?? ''))),
    ),
    '',
  ),
  attributes: variationAttributesSchema,
  in_stock: v.optional(bool, true),
});
export type ProductVariation = v.InferOutput<typeof productVariationSchema>;

/** One broken variation is dropped alone; a variation without a positive id or a price is broken. */
const lenientVariations = v.pipe(
  v.fallback(v.array(v.unknown()), []),
  v.transform((items) =>
    items.flatMap((item) => {
      const parsed = v.safeParse(productVariationSchema, item);
      return parsed.success && parsed.output.id > 0 && parsed.output.price >= 0
        ? [parsed.output]
        : [];
    }),
  ),
);

export const productLocationSchema = object({
  id: idStr,
  quantity: v.fallback(num, 0),
  price: v.optional(num),
});

export const productSchema = looseObject({
  id: num,
  name: str,
  slug: optStr,
  price: num,
  regular_price: v.pipe(
    v.nullish(num),
    v.transform((x) => x ?? undefined),
  ),
  price_multiplier_for_customer: v.nullish(num, 1),
  in_stock: v.optional(bool, true),
  stock_quantity: maybe(num),
  categories: v.fallback(v.array(num), []),
  catalog_name: optStr,
  description: optStr,
  short_description: optStr,
  images: v.fallback(v.array(str), []),
  measure_unit: optStr,
  portion_nat_size: v.fallback(num, 0),
  countable: v.optional(bool, true),
  weight: optStr,
  locations: v.fallback(v.array(productLocationSchema), []),
  attributes: v.fallback(v.array(productAttributeSchema), []),
  product_variations_data: lenientVariations,
  supplements: v.fallback(v.array(num), []),
  related_ids: v.fallback(v.array(num), []),
  add_to_basket_once: v.pipe(
    v.nullish(num, 0),
    v.transform((n) => n || 1),
  ),
  backet_first_cart_add_portion_minimum: v.nullish(num, 0),
  free_limits: freeLimitsSchema,
  exclude_from_min_cart: bool,
  brand: optStr,
  calories: maybe(num),
  acf: v.fallback(
    looseObject({
      'product-badge': optStr,
      combo_discount_type: maybe(v.picklist(['percent', 'fixed'])),
      combo_discount: maybe(num),
    }),
    { 'product-badge': '', combo_discount_type: null, combo_discount: null },
  ),
  seo_data: seoDataSchema,
});
export type Product = v.InferOutput<typeof productSchema>;

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
  /** Set by the server on a page that carries only a category's first products: their number. */
  product_count?: number;
}

/** A category's own fields (its products and subcategories aside). */
export const categoryFieldsSchema = looseObject({
  id: num,
  name: str,
  parent: v.fallback(num, 0),
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
  show_on_home: v.optional(bool, true),
  category_availability: idList,
});

/** A product that fails validation is dropped alone; the rest of the catalogue survives. */
const lenientProducts = v.pipe(
  v.fallback(v.array(v.unknown()), []),
  v.transform((items) =>
    items.flatMap((item) => {
      const parsed = v.safeParse(productSchema, item);
      return parsed.success ? [parsed.output] : [];
    }),
  ),
);

export const categorySchema: v.GenericSchema<unknown, Category> = looseObject({
  ...categoryFieldsSchema.entries,
  products: lenientProducts,
  subCategories: v.fallback(
    v.lazy(() => v.array(categorySchema)),
    [],
  ),
}) as unknown as v.GenericSchema<unknown, Category>;

export const catalogSchema = v.pipe(
  v.array(v.unknown()),
  v.transform((items) =>
    items.flatMap((item) => {
      const parsed = v.safeParse(categorySchema, item);
      return parsed.success ? [parsed.output] : [];
    }),
  ),
);
