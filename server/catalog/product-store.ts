// Products and their stock (products, stock): single ones looked up by id for the calls that name,
// count or price them, and the whole-table scans the catalogue files are built from
// (catalog-builder.ts).
import type { Db } from '../db/db.ts';

export interface ProductRow {
  id: number;
  slug: string;
  category_id: number;
  data: string;
}

export interface StockRow {
  product_id: number;
  warehouse_id: string;
  quantity: number;
  price: number | null;
}

/** A product with its stock row in one warehouse (quantity and price null when it has none). */
export interface StockedProductRow {
  id: number;
  category_id: number;
  data: string;
  quantity: number | null;
  price: number | null;
}

export function productAt(db: Db, id: number, warehouseId: string): StockedProductRow | undefined {
  return db
    .prepare(
      `SELECT p.id, p.category_id, p.data, s.quantity, s.price FROM products p
       LEFT JOIN stock s ON s.product_id = p.id AND s.warehouse_id = ? WHERE p.id = ?`,
    )
    .get(warehouseId, id) as StockedProductRow | undefined;
}

/** The product's name as the catalogue has it now, or undefined for an id that is no product. */
export function productName(db: Db, id: number): string | undefined {
  const row = db.prepare('SELECT data FROM products WHERE id = ?').get(id) as
    { data: string } | undefined;
  return row ? (JSON.parse(row.data) as { name: string }).name : undefined;
}

/** Which of these ids are products. */
export function existingProductIds(db: Db, ids: readonly number[]): Set<number> {
  if (ids.length === 0) return new Set();
  const marks = ids.map(() => '?').join(',');
  return new Set(
    (
      db.prepare(`SELECT id FROM products WHERE id IN (${marks})`).all(...ids) as { id: number }[]
    ).map((p) => p.id),
  );
}

/** Units in one warehouse by product id; products without a stock row are absent. */
export function stockQuantities(
  db: Db,
  warehouseId: string,
  productIds: readonly number[],
): Map<number, number> {
  if (productIds.length === 0) return new Map();
  const marks = productIds.map(() => '?').join(',');
  const rows = db
    .prepare(
      `SELECT product_id, quantity FROM stock WHERE warehouse_id = ? AND product_id IN (${marks})`,
    )
    .all(warehouseId, ...productIds) as { product_id: number; quantity: number }[];
  return new Map(rows.map((row) => [row.product_id, row.quantity]));
}

/** Warehouses that stock anything, sorted. */
export function stockedWarehouses(db: Db): string[] {
  return (
    db.prepare('SELECT DISTINCT warehouse_id FROM stock ORDER BY 1').all() as {
      warehouse_id: string;
    }[]
  ).map((r) => r.warehouse_id);
}

/** Every product by position, or those of some categories only (ids as a JSON array). */
export function catalogProducts(db: Db, categoryIds: string | null): ProductRow[] {
  return (
    categoryIds
      ? db
          .prepare(
            `SELECT id, slug, category_id, data FROM products
             WHERE category_id IN (SELECT value FROM json_each(?)) ORDER BY position`,
          )
          .all(categoryIds)
      : db.prepare('SELECT id, slug, category_id, data FROM products ORDER BY position').all()
  ) as ProductRow[];
}

/** Every stock row, or those of some categories' products only (ids as a JSON array). */
export function catalogStock(db: Db, categoryIds: string | null): StockRow[] {
  return (
    categoryIds
      ? db
          .prepare(
            `SELECT product_id, warehouse_id, quantity, price FROM stock WHERE product_id IN
               (SELECT id FROM products WHERE category_id IN (SELECT value FROM json_each(?)))`,
          )
          .all(categoryIds)
      : db.prepare('SELECT product_id, warehouse_id, quantity, price FROM stock').all()
  ) as StockRow[];
}

/**
 * The warehouses stocking some product of each category or of its subcategories, by category id
 * (a category's category_availability). UNION, not UNION ALL: a loop of parents in a merchant's
 * data ends instead of climbing for ever.
 */
export function categoryWarehouses(db: Db): Map<number, string[]> {
  const rows = db
    .prepare(
      `WITH RECURSIVE up(category, id) AS (
         SELECT id, id FROM categories
         UNION SELECT up.category, c.parent FROM up JOIN categories c ON c.id = up.id
         WHERE c.parent != 0
       )
       SELECT up.id AS id, GROUP_CONCAT(DISTINCT s.warehouse_id) AS wh FROM products p
       JOIN stock s ON s.product_id = p.id JOIN up ON up.category = p.category_id GROUP BY up.id`,
    )
    .all() as { id: number; wh: string }[];
  return new Map(rows.map((r) => [r.id, r.wh.split(',')]));
}
