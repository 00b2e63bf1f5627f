// The catalogue's shapes of SPEC.md §3 (products, variations, categories, SEO data), as the
// merchant's backend sends them; re-exported by model.ts with the settings' shapes.
import * as z from 'zod/mini';
import { num, str, idStr, optStr, idList, bool } from './model-fields.ts';

export const seoDataSchema = z.catch(
  z.looseObject({
    title: optStr,
    description: optStr,
    keywords: optStr,
    og_image: optStr,
  }),
  { title: '', description: '', keywords: '', og_image: '' },
);
export type SeoData = z.infer<typeof seoDataSchema>;

export const freeLimitsSchema = z.catch(z.nullish(z.object({ quantity: num })), null);

export const productOptionSchema = z.object({
  id: idStr,
  name: str,
  price: z.catch(num, 0),
});

export const productAttributeSchema = z.object({
  id: idStr,
  name: str,
  required: bool,
  min: z.catch(num, 0),
  max: z.catch(num, 0),
  options: z.catch(z.array(productOptionSchema), []),
});
export type ProductAttribute = z.infer<typeof productAttributeSchema>;

/** A variation's attribute: WooCommerce REST `[{name, option}]` or the cart's `{attribute_pa_x: v}`. */
const variationAttributesSchema = z.pipe(
  z.catch(z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]), []),
  z.transform((raw): { name: string; option: string }[] => {
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
export const productVariationSchema = z.looseObject({
  id: z.pipe(
    num,
    z.transform((n) => Math.trunc(n)),
  ),
  description: optStr,
  price: num,
  regular_price: z.pipe(
    z.nullish(num),
    z.transform((v) => v ?? undefined),
  ),
  image: z.catch(
    z.pipe(
      z.nullish(z.union([z.string(), z.looseObject({ src: z.string() })])),
      z.transform((v) => (typeof v === 'string' ? v : (v?.src ?? ''))),
    ),
    '',
  ),
  attributes: variationAttributesSchema,
  in_stock: z._default(bool, true),
});
export type ProductVariation = z.infer<typeof productVariationSchema>;

/** One broken variation is dropped alone; a variation without a positive id or a price is broken. */
const lenientVariations = z.pipe(
  z.catch(z.array(z.unknown()), []),
  z.transform((items) =>
    items.flatMap((item) => {
      const parsed = productVariationSchema.safeParse(item);
      return parsed.success && parsed.data.id > 0 && parsed.data.price >= 0 ? [parsed.data] : [];
    }),
  ),
);

export const productLocationSchema = z.object({
  id: idStr,
  quantity: z.catch(num, 0),
  price: z.optional(num),
});

export const productSchema = z.looseObject({
  id: num,
  name: str,
  slug: optStr,
  price: num,
  regular_price: z.pipe(
    z.nullish(num),
    z.transform((v) => v ?? undefined),
  ),
  price_multiplier_for_customer: z.pipe(
    z.nullish(num),
    z.transform((v) => v ?? 1),
  ),
  in_stock: z._default(bool, true),
  stock_quantity: z.catch(z.nullish(num), null),
  categories: z.catch(z.array(num), []),
  catalog_name: optStr,
  description: optStr,
  short_description: optStr,
  images: z.catch(z.array(str), []),
  measure_unit: optStr,
  portion_nat_size: z.catch(num, 0),
  countable: z._default(bool, true),
  weight: optStr,
  locations: z.catch(z.array(productLocationSchema), []),
  attributes: z.catch(z.array(productAttributeSchema), []),
  product_variations_data: lenientVariations,
  supplements: z.catch(z.array(num), []),
  related_ids: z.catch(z.array(num), []),
  add_to_basket_once: z.pipe(
    z.nullish(num),
    z.transform((v) => v || 1),
  ),
  backet_first_cart_add_portion_minimum: z.pipe(
    z.nullish(num),
    z.transform((v) => v || 0),
  ),
  free_limits: freeLimitsSchema,
  exclude_from_min_cart: bool,
  brand: optStr,
  calories: z.catch(z.nullish(num), null),
  acf: z.catch(
    z.looseObject({
      'product-badge': optStr,
      combo_discount_type: z.catch(z.nullish(z.enum(['percent', 'fixed'])), null),
      combo_discount: z.catch(z.nullish(num), null),
    }),
    { 'product-badge': '', combo_discount_type: null, combo_discount: null },
  ),
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
  /** Set by the server on a page that carries only a category's first products: their number. */
  product_count?: number;
}

/** A category's own fields (its products and subcategories aside). */
export const categoryFieldsSchema = z.looseObject({
  id: num,
  name: str,
  parent: z.catch(num, 0),
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
  show_on_home: z._default(bool, true),
  category_availability: idList,
});

/** A product that fails validation is dropped alone; the rest of the catalogue survives. */
const lenientProducts = z.pipe(
  z.catch(z.array(z.unknown()), []),
  z.transform((items) =>
    items.flatMap((item) => {
      const parsed = productSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    }),
  ),
);

export const categorySchema: z.ZodMiniType<Category> = z.extend(categoryFieldsSchema, {
  products: lenientProducts,
  subCategories: z.catch(
    z.lazy(() => z.array(categorySchema)),
    [],
  ),
}) as unknown as z.ZodMiniType<Category>;

export const catalogSchema = z.pipe(
  z.array(z.unknown()),
  z.transform((items) =>
    items.flatMap((item) => {
      const parsed = categorySchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    }),
  ),
);
