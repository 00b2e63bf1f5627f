// The visible catalogue indexed once per change (issue 19), so what runs per render or per keystroke
// is a lookup or one pass over prepared strings: products and categories by id and slug, every
// product once in catalogue order, and each product's search key (catalog-sort.ts searchKey: its
// name and its categories' names, folded) ahead of time.
import type { Category, Product } from './model';
import { searchKey, searchProducts } from './catalog-sort';

export interface CatalogIndex {
  /** Every product once, in catalogue order (a category's own, then its subcategories'). */
  products: readonly Product[];
  byId: ReadonlyMap<number, Product>;
  categoryById: ReadonlyMap<number, Category>;
  categoryBySlug: ReadonlyMap<string, Category>;
  /** searchKey of products[i]: its name, and the names of every category (and parent) it is in. */
  searchKeys: readonly string[];
  /** The same keys by product id. */
  searchKeyById: ReadonlyMap<number, string>;
}

export function indexCatalog(categories: readonly Category[]): CatalogIndex {
  const products: Product[] = [];
  const byId = new Map<number, Product>();
  const categoryById = new Map<number, Category>();
  const categoryBySlug = new Map<string, Category>();
  const names = new Map<number, string>();
  const walk = (list: readonly Category[], parents: string) => {
    for (const c of list) {
      if (!categoryById.has(c.id)) categoryById.set(c.id, c);
      if (!categoryBySlug.has(c.slug)) categoryBySlug.set(c.slug, c);
      const path = `${parents} ${c.name}`;
      for (const p of c.products) {
        names.set(p.id, (names.get(p.id) ?? '') + path);
        if (byId.has(p.id)) continue;
        byId.set(p.id, p);
        products.push(p);
      }
      walk(c.subCategories, path);
    }
  };
  walk(categories, '');
  const searchKeys = products.map((p) => searchKey(p.name, names.get(p.id)));
  return {
    products,
    byId,
    categoryById,
    categoryBySlug,
    searchKeys,
    searchKeyById: new Map(products.map((p, i) => [p.id, searchKeys[i]!])),
  };
}

/** searchProducts (catalog-sort.ts) on the index: each product's key made once, not per search. */
export function searchIndex(index: CatalogIndex, query: string): Product[] {
  return searchProducts(index.products, query, index.searchKeys);
}
