// Single products and their stock, looked up by id for the calls that name or count them
// (the catalogue files themselves are built by catalog-builder.ts).
import type { Db } from '../db/db.ts';

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
