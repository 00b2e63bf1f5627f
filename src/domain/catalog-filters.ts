// The catalogue's search, filters and sort as one rule (SPEC.md §2 Modals "filters", §9 price sort),
// so the category page, the home results and the benchmark all list products the same way.
import type { Product } from './model';
import { searchProducts, sortProducts, type ProductSort } from './catalog-sort';

export interface CatalogFilters {
  /** Free text matched against product and category names in the catalogue's language. */
  query: string;
  sort: ProductSort;
  /** acf['product-badge'] values to keep; empty keeps every product. */
  badges: readonly string[];
}

export const NO_FILTERS: CatalogFilters = { query: '', sort: 'default', badges: [] };

type Filterable = Pick<Product, 'name' | 'price' | 'price_multiplier_for_customer' | 'acf'>;

/** Whether anything narrows or reorders the list (the screens then show one flat result list). */
export function filtersActive(filters: CatalogFilters): boolean {
  return filters.query.trim() !== '' || filters.sort !== 'default' || filters.badges.length > 0;
}

/** The badges worth offering as filters: each distinct one once, in catalogue order. */
export function productBadges(products: readonly Pick<Product, 'acf'>[]): string[] {
  const seen = new Set<string>();
  for (const p of products) {
    const badge = p.acf['product-badge'].trim();
    if (badge) seen.add(badge);
  }
  return [...seen];
}

/**
 * The chosen labels the catalogue still offers. A label is the catalogue's own text: a language
 * switch renames it ('Хит' is 'Bestseller' in English) and a new menu can drop it, and a filter by
 * a label no product has would leave nothing to show. The same array when all are kept.
 */
export function offeredBadges(chosen: string[], offered: readonly string[]): string[] {
  const kept = chosen.filter((badge) => offered.includes(badge));
  return kept.length === chosen.length ? chosen : kept;
}

/**
 * Search first (cheapest cut), then the badge filter, then the stable price sort. `keys[i]` is
 * products[i]'s search key (the catalogue index's, with its categories' names; by default its name).
 */
export function applyCatalogFilters<T extends Filterable>(
  products: readonly T[],
  filters: CatalogFilters,
  keys?: readonly (string | undefined)[],
): T[] {
  let list = searchProducts(products, filters.query, keys);
  if (filters.badges.length > 0) {
    const keep = new Set(filters.badges);
    list = list.filter((p) => keep.has(p.acf['product-badge'].trim()));
  }
  return sortProducts(list, filters.sort);
}
