// The catalogue's validation, fast (issue 19): the same result as `catalogSchema` (model.ts, the
// reference) at a fraction of the cost. Each product field already in its final form — what the
// reference backend and the merchant's plugin send nearly always — is checked with a typeof and
// kept as it is; absent, it takes what the schema's object gives an absent key (model-fields.ts
// absentField); anything else (a string price, a null list, a product's options) goes through that
// field's schema, so coercions, fallbacks and refusals stay exactly the schema's. tests/unit/domain/catalog-parse.test.ts holds the two equal.
// A product that fails is dropped alone, as the schema does.
import * as v from 'valibot';
import {
  categoryFieldsSchema,
  productSchema,
  type Category,
  type Product,
} from './catalog-model.ts';
import { absentField } from './model-fields.ts';

/** "Not in final form: ask the field's schema." */
const ASK = Symbol('ask-schema');
type Fast = (value: unknown) => unknown;

type Shape = Record<string, v.GenericSchema>;
const productShape: Shape = productSchema.entries;
const categoryShape: Shape = categoryFieldsSchema.entries;
/** An absent key: the object is refused, or the key left out of the result. */
const REFUSED = Symbol('refused');
const LEFT_OUT = Symbol('left-out');

const isNumber = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);
const isPlain = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);
const NUMERIC = /^-?\d+(?:\.\d+)?$/;

/** What the schema gives for an absent field, computed once; shared and frozen. */
function defaultOf(shape: Shape, key: string): unknown {
  const absent = absentField(shape[key]!);
  if (absent === 'refused') return REFUSED;
  if (absent === 'left-out') return LEFT_OUT;
  const { value } = absent;
  return typeof value === 'object' && value !== null ? Object.freeze(value) : value;
}

// Field kinds in final form. Each returns the value to keep, or ASK.
const number_: Fast = (x) => (isNumber(x) ? x : ASK);
const string_: Fast = (x) => (typeof x === 'string' ? x : ASK);
const boolean_: Fast = (x) => (typeof x === 'boolean' ? x : ASK);
const numbers: Fast = (x) => (Array.isArray(x) && x.every(isNumber) ? x : ASK);
const strings: Fast = (x) => (Array.isArray(x) && x.every((s) => typeof s === 'string') ? x : ASK);
const emptyList: Fast = (x) => (Array.isArray(x) && x.length === 0 ? x : ASK);
const nullableNumber: Fast = (x) => (x === null || isNumber(x) ? x : ASK);
/** `nullish(num) → x || fallback` fields (add_to_basket_once, the first-add minimum). */
const numberOr =
  (fallback: number): Fast =>
  (x) =>
    isNumber(x) ? x || fallback : x === null ? fallback : ASK;
const stringsObject =
  (keys: string[]): Fast =>
  (x) => {
    if (!isPlain(x)) return ASK;
    const out: Record<string, unknown> = { ...x };
    for (const k of keys) {
      const s = x[k];
      if (s === undefined || s === null) out[k] = '';
      else if (typeof s !== 'string') return ASK;
    }
    return out;
  };

/** SPEC.md §3 Product locations: {id, quantity} as the plugin sends them (quantity a string). */
const locations: Fast = (x) => {
  if (!Array.isArray(x)) return ASK;
  const out = new Array<unknown>(x.length);
  for (let i = 0; i < x.length; i++) {
    const l: unknown = x[i];
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
  schema: v.GenericSchema[];
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
    if (!(key in raw)) {
      const absent = p.defaults[i];
      if (absent === REFUSED) return null;
      if (absent !== LEFT_OUT) out[key] = absent;
      continue;
    }
    const value = raw[key];
    let result: unknown = p.fast[i]!(value);
    if (result === ASK) {
      const r = v.safeParse(p.schema[i]!, value);
      if (!r.success) return null;
      result = r.output;
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
