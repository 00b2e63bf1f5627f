// Categories (categories): the whole tree for the catalogue files and the 'допы' rule, and one
// category's parent for the coupons' category match.
import type { Db } from '../db/db.ts';

export interface CategoryRow {
  id: number;
  parent: number;
  slug: string;
  data: string;
}

/** Every category, grouped by parent, each group in the shop's order. */
export function allCategories(db: Db): CategoryRow[] {
  return db
    .prepare('SELECT id, parent, slug, data FROM categories ORDER BY parent, position')
    .all() as CategoryRow[];
}

/** The category's parent id (0 at the top), or undefined for an id that is no category. */
export function categoryParent(db: Db, id: number): number | undefined {
  const row = db.prepare('SELECT parent FROM categories WHERE id = ?').get(id) as
    { parent: number } | undefined;
  return row?.parent;
}
