// Builds the app_sync catalogue files (prodcat*.json and each location's price file) from the database,
// in the shape the merchant's WordPress plugin exports (BACKEND-CONTRACT.md "Catalogue").
import type { Db } from './db.ts';

interface CategoryRow {
  id: number;
  parent: number;
  slug: string;
  position: number;
  data: string;
}
interface ProductRow {
  id: number;
  slug: string;
  category_id: number;
  position: number;
  data: string;
}
interface StockRow {
  product_id: number;
  warehouse_id: string;
  quantity: number;
  price: number | null;
}

export type CatalogVariant = 'categories-only' | 'main' | 'full';

export interface CatalogQuery {
  variant: CatalogVariant;
  lang: string;
  /** A location's price file: only that warehouse's products, prices and quantities. */
  warehouseId?: string;
}

export class CatalogBuilder {
  private cache = new Map<string, unknown[]>();
  constructor(private db: Db) {}

  invalidate(): void {
    this.cache.clear();
  }

  build(q: CatalogQuery): unknown[] {
    const key = `${q.variant}|${q.lang}|${q.warehouseId ?? ''}`;
    let hit = this.cache.get(key);
    if (!hit) {
      hit = this.compute(q);
      this.cache.set(key, hit);
    }
    return hit;
  }

  productById(id: number): Record<string, unknown> | null {
    const row = this.db.prepare('SELECT * FROM products WHERE id = ?').get(id) as
      ProductRow | undefined;
    if (!row) return null;
    return this.productJson(
      row,
      this.stockOf([row.id]),
      this.names('product', 'ru'),
      'ru',
      undefined,
      new Map(),
    );
  }

  private compute(q: CatalogQuery): unknown[] {
    const cats = this.db
      .prepare('SELECT * FROM categories ORDER BY parent, position')
      .all() as CategoryRow[];
    const products =
      q.variant === 'categories-only'
        ? []
        : (this.db.prepare('SELECT * FROM products ORDER BY position').all() as ProductRow[]);
    const stock = this.stockOf(products.map((p) => p.id));
    const productNames = this.names('product', q.lang);
    const categoryNames = this.names('category', q.lang);
    const catName = new Map(
      cats.map((c) => [
        c.id,
        categoryNames.get(c.id) ?? (JSON.parse(c.data) as { name: string }).name,
      ]),
    );
    const byCategory = new Map<number, unknown[]>();
    for (const p of products) {
      const json = this.productJson(p, stock, productNames, q.lang, q.warehouseId, catName);
      if (!json) continue;
      const list = byCategory.get(p.category_id) ?? [];
      list.push(json);
      byCategory.set(p.category_id, list);
    }
    const availability = this.categoryAvailability();
    const toJson = (c: CategoryRow): Record<string, unknown> => {
      const data = JSON.parse(c.data) as Record<string, unknown>;
      return {
        id: c.id,
        parent: c.parent,
        slug: c.slug,
        image: '',
        image_dop: '',
        image_dop_2: '',
        dop_image_category_site: '',
        hide_category: false,
        ...data,
        name: catName.get(c.id),
        visual_name_category: catName.get(c.id),
        category_availability: availability.get(c.id) ?? [],
        products: byCategory.get(c.id) ?? [],
        subCategories: cats.filter((s) => s.parent === c.id).map(toJson),
      };
    };
    return cats.filter((c) => c.parent === 0).map(toJson);
  }

  private productJson(
    p: ProductRow,
    stock: Map<number, StockRow[]>,
    names: Map<number, string>,
    lang: string,
    warehouseId: string | undefined,
    catName: Map<number, string | undefined>,
  ): Record<string, unknown> | null {
    const data = JSON.parse(p.data) as Record<string, unknown> & {
      price: number;
      in_stock: boolean;
    };
    const rows = stock.get(p.id) ?? [];
    const here = warehouseId ? rows.find((r) => r.warehouse_id === warehouseId) : undefined;
    if (warehouseId && !here) return null;
    const price = here?.price ?? data.price;
    const quantity = warehouseId ? (here?.quantity ?? 0) : rows.reduce((s, r) => s + r.quantity, 0);
    return {
      id: p.id,
      slug: p.slug,
      type: 'simple',
      categories: [p.category_id],
      catalog_name: catName.get(p.category_id) ?? '',
      price_multiplier_for_customer: 1,
      manage_stock: true,
      ...data,
      name: (lang !== 'ru' && names.get(p.id)) || data.name,
      price,
      regular_price: Math.max(Number(data.regular_price ?? price), price),
      stock_quantity: quantity,
      in_stock: data.in_stock && quantity > 0,
      locations: rows.map((r) => ({
        id: r.warehouse_id,
        quantity: String(r.quantity),
        price: r.price ?? data.price,
      })),
    };
  }

  private stockOf(ids: number[]): Map<number, StockRow[]> {
    const rows = (
      ids.length === 0 ? [] : this.db.prepare('SELECT * FROM stock').all()
    ) as StockRow[];
    const map = new Map<number, StockRow[]>();
    for (const r of rows) map.set(r.product_id, [...(map.get(r.product_id) ?? []), r]);
    return map;
  }

  private names(kind: 'product' | 'category', lang: string): Map<number, string> {
    if (lang === 'ru') return new Map();
    // Languages without their own names fall back to English, then to Russian.
    const rows = this.db
      .prepare('SELECT id, lang, name FROM translations WHERE kind = ? AND lang IN (?, ?)')
      .all(kind, lang, 'en') as { id: number; lang: string; name: string }[];
    const map = new Map<number, string>();
    for (const r of rows) if (r.lang === lang || !map.has(r.id)) map.set(r.id, r.name);
    return map;
  }

  private categoryAvailability(): Map<number, string[]> {
    const rows = this.db
      .prepare(
        `SELECT p.category_id AS id, GROUP_CONCAT(DISTINCT s.warehouse_id) AS wh FROM products p
         JOIN stock s ON s.product_id = p.id GROUP BY p.category_id`,
      )
      .all() as { id: number; wh: string }[];
    return new Map(rows.map((r) => [r.id, r.wh.split(',')]));
  }
}
