// The visible catalogue indexed once per change (issue 19), so what runs per render or per keystroke
// is a lookup or one pass over prepared strings: products and categories by id and slug, every
// product once in catalogue order, and each product's name folded for search (catalog-sort.ts
// normalizeSearchText) ahead of time.
import type { Category, Product } from './model';
import { normalizeSearchText } from './catalog-sort';

export interface CatalogIndex {
  /** Every product once, in catalogue order (a category's own, then its subcategories'). */
  products: readonly Product[];
  byId: ReadonlyMap<number, Product>;
  categoryById: ReadonlyMap<number, Category>;
  categoryBySlug: ReadonlyMap<string, Category>;
  /** normalizeSearchText(name) of products[i]. */
  searchKeys: readonly string[];
}

export function indexCatalog(categories: readonly Category[]): CatalogIndex {
  const products: Product[] = [];
  const byId = new Map<number, Product>();
  const categoryById = new Map<number, Category>();
  const categoryBySlug = new Map<string, Category>();
  const walk = (list: readonly Category[]) => {
    for (const c of list) {
      if (!categoryById.has(c.id)) categoryById.set(c.id, c);
      if (!categoryBySlug.has(c.slug)) categoryBySlug.set(c.slug, c);
      for (const p of c.products) {
        if (byId.has(p.id)) continue;
        byId.set(p.id, p);
        products.push(p);
      }
      walk(c.subCategories);
    }
  };
  walk(categories);
  return {
    products,
    byId,
    categoryById,
    categoryBySlug,
    searchKeys: products.map((p) => normalizeSearchText(p.name)),
  };
}

/** searchProducts (catalog-sort.ts) on the index: the same matches, in the same order. */
export function searchIndex(index: CatalogIndex, query: string): Product[] {
  const needle = normalizeSearchText(query);
  if (needle === '') return [...index.products];
  const found: Product[] = [];
  const keys = index.searchKeys;
  for (let i = 0; i < keys.length; i++)
    if (keys[i]!.includes(needle)) found.push(index.products[i]!);
  return found;
}
