// The catalogue's validation, fast (issue 19): the same result as `catalogSchema` (model.ts, the
// reference) at a fraction of the cost. Each product field already in its final form — what the
// reference backend and the merchant's plugin send nearly always — is checked with a typeof and
// kept as it is; absent, it takes the schema's own default; anything else (a string price, a null
// list, a product's options) goes through that field's zod schema, so coercions, fallbacks and
// refusals stay exactly the schema's. tests/unit/domain/catalog-parse.test.ts holds the two equal.
// A product that fails is dropped alone, as the schema does.
import {
  categoryFieldsSchema,
  productSchema,
  type Category,
  type Product,
} from './catalog-model.ts';

/** "Not in final form: ask the field's schema." */
const ASK = Symbol('ask-schema');
type Fast = (value: unknown) => unknown;

type Shape = Record<string, { safeParse(v: unknown): { success: boolean; data?: unknown } }>;
const productShape = productSchema.def.shape as unknown as Shape;
const categoryShape = categoryFieldsSchema.def.shape as unknown as Shape;

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isPlain = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const NUMERIC = /^-?\d+(?:\.\d+)?$/;

/** What the schema gives for an absent field, computed once; shared and frozen. */
function defaultOf(shape: Shape, key: string): unknown {
  const r = shape[key]!.safeParse(undefined);
  const value = r.success ? r.data : ASK;
  return typeof value === 'object' && value !== null ? Object.freeze(value) : value;
}

// Field kinds in final form. Each returns the value to keep, or ASK.
const number_: Fast = (v) => (isNumber(v) ? v : ASK);
const string_: Fast = (v) => (typeof v === 'string' ? v : ASK);
const boolean_: Fast = (v) => (typeof v === 'boolean' ? v : ASK);
const numbers: Fast = (v) => (Array.isArray(v) && v.every(isNumber) ? v : ASK);
const strings: Fast = (v) => (Array.isArray(v) && v.every((s) => typeof s === 'string') ? v : ASK);
const emptyList: Fast = (v) => (Array.isArray(v) && v.length === 0 ? v : ASK);
const nullableNumber: Fast = (v) => (v === null || isNumber(v) ? v : ASK);
/** `nullish(num) → v || fallback` fields (add_to_basket_once, the first-add minimum). */
const numberOr =
  (fallback: number): Fast =>
  (v) =>
    isNumber(v) ? v || fallback : v === null ? fallback : ASK;
const stringsObject =
  (keys: string[]): Fast =>
  (v) => {
    if (!isPlain(v)) return ASK;
    const out: Record<string, unknown> = { ...v };
    for (const k of keys) {
      const s = v[k];
      if (s === undefined || s === null) out[k] = '';
      else if (typeof s !== 'string') return ASK;
    }
    return out;
  };

/** SPEC.md §3 Product locations: {id, quantity} as the plugin sends them (quantity a string). */
const locations: Fast = (v) => {
  if (!Array.isArray(v)) return ASK;
  const out = new Array<unknown>(v.length);
  for (let i = 0; i < v.length; i++) {
    const l: unknown = v[i];
    if (!isPlain(l)) return ASK;
    const { id, quantity, price } = l;
    if (typeof id !== 'string' && !isNumber(id)) return ASK;
    let q: number;
    if (isNumber(quantity)) q = quantity;
    else if (typeof quantity === 'string' && NUMERIC.test(quantity)) q = Number(quantity);
    else return ASK;
    if (price !== undefined && !isNumber(price)) return ASK;
    out[i] =
      price === undefined
        ? { id: String(id), quantity: q }
        : { id: String(id), quantity: q, price };
  }
  return out;
};

const PRODUCT_FAST: Record<string, Fast> = {
  id: number_,
  name: string_,
  slug: string_,
  price: number_,
  regular_price: number_,
  price_multiplier_for_customer: number_,
  in_stock: boolean_,
  stock_quantity: nullableNumber,
  categories: numbers,
  catalog_name: string_,
  description: string_,
  short_description: string_,
  images: strings,
  measure_unit: string_,
  portion_nat_size: number_,
  countable: boolean_,
  weight: string_,
  locations,
  attributes: emptyList,
  supplements: numbers,
  related_ids: numbers,
  add_to_basket_once: numberOr(1),
  backet_first_cart_add_portion_minimum: numberOr(0),
  exclude_from_min_cart: boolean_,
  brand: string_,
  calories: nullableNumber,
  seo_data: stringsObject(['title', 'description', 'keywords', 'og_image']),
};

const CATEGORY_FAST: Record<string, Fast> = {
  id: number_,
  name: string_,
  parent: number_,
  slug: string_,
  image: string_,
  image_dop: string_,
  image_dop_2: string_,
  description: string_,
  color_text_category: string_,
  visual_name_category: string_,
  dop_image_category_site: string_,
  hide_category: boolean_,
  show_on_home: boolean_,
  category_availability: strings,
  seo_data: stringsObject(['title', 'description', 'keywords', 'og_image']),
};

interface Plan {
  keys: string[];
  fast: Fast[];
  schema: Shape[string][];
  defaults: unknown[];
  known: Set<string>;
}

function plan(shape: Shape, fast: Record<string, Fast>): Plan {
  const keys = Object.keys(shape);
  return {
    keys,
    fast: keys.map((k) => fast[k] ?? (() => ASK)),
    schema: keys.map((k) => shape[k]!),
    defaults: keys.map((k) => defaultOf(shape, k)),
    known: new Set(keys),
  };
}

const PRODUCT = plan(productShape, PRODUCT_FAST);
const CATEGORY = plan(
  Object.fromEntries(
    Object.entries(categoryShape).filter(([k]) => k !== 'products' && k !== 'subCategories'),
  ),
  CATEGORY_FAST,
);

/** One object by its plan: the schema's result, or null where the schema refuses it. */
function parseObject(raw: unknown, p: Plan): Record<string, unknown> | null {
  if (!isPlain(raw)) return null;
  const out: Record<string, unknown> = {};
  // Fields the schema does not know pass through, as a loose object's do.
  for (const k in raw) if (!p.known.has(k)) out[k] = raw[k];
  for (let i = 0; i < p.keys.length; i++) {
    const key = p.keys[i]!;
    const value = raw[key];
    let result: unknown = value === undefined ? p.defaults[i] : p.fast[i]!(value);
    if (result === ASK) {
      const r = p.schema[i]!.safeParse(value);
      if (!r.success) return null;
      result = r.data;
    }
    out[key] = result;
  }
  return out;
}

/** A product as `productSchema` reads it, or null where it would refuse it. */
export function parseProduct(raw: unknown): Product | null {
  return parseObject(raw, PRODUCT) as Product | null;
}

/**
 * The catalogue as `catalogSchema` reads it, one product at a time: the generator yields after each
 * product, so a caller can hand the main thread back between slices (shop-api.ts does).
 */
export function* parseCatalogSteps(raw: unknown): Generator<void, Category[]> {
  if (!Array.isArray(raw)) return [];
  function* categories(list: unknown[]): Generator<void, Category[]> {
    const out: Category[] = [];
    for (const item of list) {
      const head = parseObject(item, CATEGORY);
      if (!head) continue;
      const rawProducts = (item as Record<string, unknown>).products;
      const products: Product[] = [];
      if (Array.isArray(rawProducts))
        for (const p of rawProducts) {
          const product = parseProduct(p);
          if (product) products.push(product);
          yield;
        }
      const rawSubs = (item as Record<string, unknown>).subCategories;
      const subCategories = Array.isArray(rawSubs) ? yield* categories(rawSubs) : [];
      out.push({ ...head, products, subCategories } as Category);
    }
    return out;
  }
  return yield* categories(raw);
}

/** The whole catalogue at once. */
export function parseCatalog(raw: unknown): Category[] {
  const steps = parseCatalogSteps(raw);
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}
