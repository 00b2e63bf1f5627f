// Categories (categories): the whole tree the catalogue files are built from.
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
