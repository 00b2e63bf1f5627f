// Builds the app_sync catalogue files (prodcat*.json and each location's price file) from the database,
// in the shape the merchant's WordPress plugin exports (BACKEND-CONTRACT.md "Catalogue"), as JSON text.
// Only what the storefront reads goes in: the fields its schema declares (src/domain/model.ts), each
// left out where it holds the schema's own default, so the storefront parses the same catalogue
// from a file a third of the size. The text is built in slices that give the event loop back, so a
// rebuild of 20,000 products never stalls the answers around it.
import * as v from 'valibot';
import type { Db } from '../db/db.ts';
import {
  categorySchema,
  productSchema,
  type categoryFieldsSchema,
} from '../../src/domain/model.ts';
import { absentField } from '../../src/domain/model-fields.ts';
import { firstScreenCategories, HOME_BLOCK_LIMIT } from '../../src/domain/first-screen.ts';
import { allCategories, type CategoryRow } from './category-store.ts';
import {
  catalogProducts,
  catalogStock,
  categoryWarehouses,
  stockedWarehouses,
  type ProductRow,
  type StockRow,
} from './product-store.ts';
import { namesIn, OWN_LANGUAGE, type TranslatedKind } from './translation-store.ts';
import {
  stringDictionary,
  translateStrings,
  type StringDictionary,
} from './string-translations.ts';

/** 'first-screen' is prodcat_main_categories_only; prodcat_main and prodcat are the same 'full' file. */
export type CatalogVariant = 'first-screen' | 'full';

export interface CatalogQuery {
  variant: CatalogVariant;
  lang: string;
  /** A location's price file: only that warehouse's products, prices and quantities. */
  warehouseId?: string;
}

/** Products built between two returns to the event loop. */
const SLICE = 400;

// What the storefront reads, and the values it assumes when a field is absent.
const productShape: Record<string, v.GenericSchema> = productSchema.entries;
const categoryShape: Record<string, v.GenericSchema> = (
  categorySchema as unknown as typeof categoryFieldsSchema
).entries;
const PRODUCT_FIELDS = new Set(Object.keys(productShape));
const CATEGORY_FIELDS = new Set(Object.keys(categoryShape));
const PRODUCT_DEFAULTS = defaultsOf(productShape);
const CATEGORY_DEFAULTS = defaultsOf(categoryShape);

/** Each field that may be left out, with what the storefront reads then (model-fields absentField). */
function defaultsOf(shape: Record<string, v.GenericSchema>): Map<string, unknown> {
  return new Map(
    Object.entries(shape).flatMap(([key, schema]) => {
      const absent = absentField(schema);
      if (absent === 'refused') return [];
      return [[key, absent === 'left-out' ? undefined : absent.value] as const];
    }),
  );
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A value the storefront would assume anyway: its default, or no value where the default is none. */
function isDefault(value: unknown, fallback: unknown): boolean {
  if (value === null || value === undefined) return fallback === null || fallback === undefined;
  if (typeof value !== 'object') return value === fallback;
  if (Array.isArray(value) && Array.isArray(fallback) && value.length !== fallback.length)
    return false;
  return JSON.stringify(value) === JSON.stringify(fallback);
}

/**
 * Keeps the fields the storefront reads (`fields`; all of a nested object's), without those equal to
 * its defaults; a nested object that is left with nothing goes too.
 */
function trim(
  value: Record<string, unknown>,
  fields: Set<string> | null,
  defaults: Map<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (v === undefined || (fields && !fields.has(k))) continue;
    if (!defaults.has(k)) {
      out[k] = v;
      continue;
    }
    const fallback = defaults.get(k);
    if (isPlainObject(v) && isPlainObject(fallback)) {
      const inner = trim(v, null, new Map(Object.entries(fallback)));
      if (Object.keys(inner).length > 0) out[k] = inner;
    } else if (!isDefault(v, fallback)) {
      out[k] = v;
    }
  }
  return out;
}

export class CatalogBuilder {
  private listeners: (() => void)[] = [];
  private warehouseList: string[] | null = null;
  constructor(private db: Db) {}

  /** The catalogue changed (stock moved with an order or a cancellation). */
  invalidate(): void {
    this.warehouseList = null;
    this.listeners.forEach((listener) => listener());
  }

  onInvalidate(listener: () => void): void {
    this.listeners.push(listener);
  }

  /** Warehouses with a price file. */
  warehouses(): string[] {
    this.warehouseList ??= stockedWarehouses(this.db);
    return this.warehouseList;
  }

  /** The file's JSON text in chunks of SLICE products; the event loop runs between chunks. */
  async *chunks(q: CatalogQuery): AsyncGenerator<string> {
    let parts: string[] = [];
    for (const piece of this.pieces(q)) {
      parts.push(piece);
      if (parts.length === SLICE) {
        yield parts.join('');
        parts = [];
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
    yield parts.join('');
  }

  async text(q: CatalogQuery): Promise<string> {
    let text = '';
    for await (const chunk of this.chunks(q)) text += chunk;
    return text;
  }

  /** The same file at once, as data (server-side rendering, tests). */
  build(q: CatalogQuery): unknown[] {
    return JSON.parse([...this.pieces(q)].join('')) as unknown[];
  }

  private *pieces(q: CatalogQuery): Generator<string> {
    const cats = allCategories(this.db);
    // The shop's strings in the catalogue's language (category descriptions, option names…).
    const dictionary = stringDictionary(this.db, q.lang);
    const catData = new Map(
      cats.map((c) => {
        const data = JSON.parse(c.data) as Texts;
        return [c.id, translatedSeo(translateStrings(data, dictionary), data, q.lang)];
      }),
    );
    const categoryNames = this.names('category', q.lang);
    const catName = (c: CategoryRow) =>
      categoryNames.get(c.id) ?? String(catData.get(c.id)!.name ?? '');
    const children = new Map<number, CategoryRow[]>();
    for (const c of cats) children.set(c.parent, [...(children.get(c.parent) ?? []), c]);
    const top = children.get(0) ?? [];

    // Depth-first order, the order the text is written in; the products come in that order too.
    const order: number[] = [];
    const walk = (list: CategoryRow[]) =>
      list.forEach((c) => {
        order.push(c.id);
        walk(children.get(c.id) ?? []);
      });
    let stocked: Set<number>;
    if (q.variant === 'first-screen') {
      const first = new Set(
        firstScreenCategories(
          top.map((c) => ({ ...v.parse(categorySchema, { ...catData.get(c.id), ...c }), row: c })),
        ).map((c) => c.row.id),
      );
      walk(top.filter((c) => first.has(c.id)));
      stocked = new Set(order);
      order.length = 0;
    } else {
      stocked = new Set(cats.map((c) => c.id));
    }
    walk(top);

    // Two plain scans grouped here: cheaper than any join for the whole catalogue. The first
    // screen's file reads only its own categories' rows.
    const only = q.variant === 'first-screen' ? JSON.stringify([...stocked]) : null;
    const rows = catalogProducts(this.db, only);
    const stockRows = catalogStock(this.db, only);
    const stock = new Map<number, StockRow[]>();
    for (const s of stockRows) {
      const list = stock.get(s.product_id);
      if (list) list.push(s);
      else stock.set(s.product_id, [s]);
    }
    const byCategory = new Map<number, ProductRow[]>();
    for (const r of rows) {
      if (!stocked.has(r.category_id)) continue;
      const list = byCategory.get(r.category_id);
      if (list) list.push(r);
      else byCategory.set(r.category_id, [r]);
    }
    const texts: ProductTexts = {
      names: this.names('product', q.lang),
      badges: this.names('badge', q.lang),
      descriptions: this.names('description', q.lang),
      dictionary,
    };
    const availability = categoryWarehouses(this.db);

    // The first screen's blocks each show their first HOME_BLOCK_LIMIT products in stock, across
    // the block's subcategories.
    const budget = new Map<number, number>();
    const parentOf = new Map(cats.map((c) => [c.id, c.parent]));
    const blockOf = (id: number): number => {
      let at = id;
      while ((parentOf.get(at) ?? 0) !== 0) at = parentOf.get(at)!;
      return at;
    };

    const product = (row: ProductRow, name: string) =>
      this.product(row, stock.get(row.id) ?? [], texts, q, name);
    function* category(c: CategoryRow): Generator<string> {
      const name = catName(c);
      const head = trim(
        {
          ...catData.get(c.id),
          id: c.id,
          parent: c.parent,
          slug: c.slug,
          name,
          visual_name_category: name,
          category_availability: availability.get(c.id) ?? [],
        },
        CATEGORY_FIELDS,
        CATEGORY_DEFAULTS,
      );
      delete head.products;
      delete head.subCategories;
      yield `${JSON.stringify(head).slice(0, -1)},"products":[`;
      let first = true;
      for (const row of byCategory.get(c.id) ?? []) {
        const json = product(row, name);
        if (!json) continue;
        if (q.variant === 'first-screen') {
          if (json.in_stock === false) continue;
          const block = blockOf(c.id);
          const used = budget.get(block) ?? 0;
          if (used >= HOME_BLOCK_LIMIT) break;
          budget.set(block, used + 1);
        }
        yield (first ? '' : ',') + JSON.stringify(json);
        first = false;
      }
      yield '],"subCategories":[';
      let firstSub = true;
      for (const sub of children.get(c.id) ?? []) {
        if (!firstSub) yield ',';
        firstSub = false;
        yield* category(sub);
      }
      yield ']}';
    }

    yield '[';
    let firstTop = true;
    for (const c of top) {
      if (!firstTop) yield ',';
      firstTop = false;
      yield* category(c);
    }
    yield ']';
  }

  private product(
    row: ProductRow,
    stock: StockRow[],
    texts: ProductTexts,
    q: CatalogQuery,
    catalogName: string,
  ): Record<string, unknown> | null {
    const data = inLanguage(JSON.parse(row.data) as ProductData, row.id, texts, q.lang);
    const here = q.warehouseId ? stock.find((s) => s.warehouse_id === q.warehouseId) : undefined;
    if (q.warehouseId && !here) return null;
    const price = here?.price ?? data.price;
    const sold = q.warehouseId ? [here!] : stock;
    const quantity = sold.reduce((sum, s) => sum + s.quantity, 0);
    const regular = Math.max(Number(data.regular_price ?? price), price);
    return trim(
      {
        ...data,
        id: row.id,
        slug: row.slug,
        categories: [row.category_id],
        catalog_name: catalogName,
        // (The shop's own language has no rows: its maps are empty.)
        name: texts.names.get(row.id) || data.name,
        acf: badgeIn(data.acf, texts.badges.get(row.id)),
        price,
        // The old price only while on sale; equal to the price it says nothing.
        regular_price: regular > price ? regular : undefined,
        // The plain-text summary only when it says more than the description does.
        short_description:
          data.short_description && data.short_description !== stripTags(data.description ?? '')
            ? data.short_description
            : undefined,
        seo_data: seoBeyondFallbacks(data),
        stock_quantity: quantity,
        in_stock: (data.in_stock ?? true) && quantity > 0,
        // SPEC.md §3 Product "locations (ids)", with the quantity the cart is cut down to; the price
        // of each location belongs to its own price file.
        locations: sold.map((s) => ({ id: s.warehouse_id, quantity: String(s.quantity) })),
      },
      PRODUCT_FIELDS,
      PRODUCT_DEFAULTS,
    );
  }

  private names(kind: TranslatedKind, lang: string): Map<number, string> {
    return namesIn(this.db, kind, lang);
  }
}

/** A product's texts in the catalogue's language, where they are translated (none in the shop's own). */
interface ProductTexts {
  names: Map<number, string>;
  badges: Map<number, string>;
  /** The description's HTML. */
  descriptions: Map<number, string>;
  dictionary: StringDictionary;
}

/** A category's or a product's data, as far as its texts go. */
type Texts = Record<string, unknown> & { seo_data?: Record<string, string> };

type ProductData = Texts & {
  price: number;
  in_stock?: boolean;
  regular_price?: number;
  short_description?: string;
  description?: string;
  images?: string[];
  acf?: Record<string, unknown>;
};

const SEO_TEXTS = ['title', 'description', 'keywords'] as const;

/**
 * The data translated (`translated`, from `original`) with its SEO texts that are not: in another
 * language than the shop's own they go, and the page says the translated name and description
 * instead (product-seo.tsx, category-seo.tsx), not a title in the shop's language.
 */
function translatedSeo<T extends Texts>(translated: T, original: Texts, lang: string): T {
  if (lang === OWN_LANGUAGE || !translated.seo_data) return translated;
  const seo = { ...translated.seo_data };
  for (const key of SEO_TEXTS) if (seo[key] === original.seo_data?.[key]) delete seo[key];
  return { ...translated, seo_data: seo };
}

/**
 * The product's data in the catalogue's language: the shop's strings translated (options,
 * portions…), its own description, and its SEO texts as far as they are translated.
 */
function inLanguage(data: ProductData, id: number, texts: ProductTexts, lang: string): ProductData {
  const description = texts.descriptions.get(id);
  if (description === undefined)
    return translatedSeo(translateStrings(data, texts.dictionary), data, lang);
  const out = { ...translateStrings(data, texts.dictionary), description };
  delete out.short_description;
  return translatedSeo(out, data, lang);
}

/** The product's custom fields with its badge in the catalogue's language, when it has one. */
const badgeIn = (acf: Record<string, unknown> | undefined, badge: string | undefined) =>
  badge && acf ? { ...acf, 'product-badge': badge } : acf;

const stripTags = (html: string) => html.replace(/<[^>]*>/g, '').trim();

/**
 * A product's SEO fields the storefront cannot derive itself: it already falls back to the
 * description for the meta description and to the first photo for og:image (product-seo.tsx).
 */
function seoBeyondFallbacks(data: {
  seo_data?: Record<string, string>;
  short_description?: string;
  description?: string;
  images?: string[];
}): Record<string, string> {
  const seo = { ...data.seo_data };
  const text = data.short_description || stripTags(data.description ?? '');
  if (seo.description === text && text.length <= 160) delete seo.description;
  if (seo.og_image === data.images?.[0]) delete seo.og_image;
  return seo;
}
