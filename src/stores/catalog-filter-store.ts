// What the customer narrowed the catalogue to: search text, badge filters and the price sort
// (SPEC.md §2 Modals "filters", §9). Not persisted: a new visit starts from the full menu.
import { makeAutoObservable } from 'mobx';
import type { RootStore } from './root-store.ts';
import type { Product } from '../domain/model.ts';
import type { ProductSort } from '../domain/catalog-sort.ts';
import {
  applyCatalogFilters,
  filtersActive,
  offeredBadges,
  productBadges,
  type CatalogFilters,
} from '../domain/catalog-filters.ts';
import { searchIndex } from '../domain/catalog-index.ts';

export class CatalogFilterStore {
  query = '';
  sort: ProductSort = 'default';
  badges: string[] = [];
  /** The last answer of resultsFor, kept while nothing it depends on changed. */
  private last: {
    query: string;
    index: unknown;
    filters: CatalogFilters;
    products: Product[];
  } | null = null;

  constructor(private root: RootStore) {
    makeAutoObservable<CatalogFilterStore, 'root' | 'last'>(this, {
      root: false,
      last: false,
      resultsFor: false,
    });
  }

  get filters(): CatalogFilters {
    return { query: this.query, sort: this.sort, badges: this.chosenBadges };
  }

  /** The chosen labels the catalogue still has (domain/catalog-filters.ts offeredBadges). */
  get chosenBadges(): string[] {
    return offeredBadges(this.badges, this.availableBadges);
  }

  /** Anything chosen: screens then show one flat list of results instead of their blocks. */
  get active(): boolean {
    return filtersActive(this.filters);
  }

  /** The whole visible catalogue, each product once, narrowed and sorted (home and search). */
  get results(): Product[] {
    return this.resultsFor(this.query);
  }

  /**
   * The same for a given search text: the home page asks with the text React has caught up with
   * (useDeferredValue), so a keystroke paints the field first and the results after. The search
   * runs on the catalogue's index (names folded once), then the badges and the sort.
   */
  resultsFor(query: string): Product[] {
    const index = this.root.catalog.index;
    const filters = this.filters;
    const last = this.last;
    if (
      last &&
      last.query === query &&
      last.index === index &&
      last.filters.sort === filters.sort &&
      last.filters.badges === filters.badges
    )
      return last.products;
    const products = applyCatalogFilters(searchIndex(index, query), { ...filters, query: '' });
    this.last = { query, index, filters, products };
    return products;
  }

  /** Badges the filters modal offers, from the whole catalogue so the choice is stable. */
  get availableBadges(): string[] {
    return productBadges(this.root.catalog.index.products);
  }

  /** The same rule for one category's shelf (a product found by its categories' names too). */
  apply<T extends Product>(products: readonly T[]): T[] {
    const keys = this.root.catalog.index.searchKeyById;
    return applyCatalogFilters(
      products,
      this.filters,
      products.map((p) => keys.get(p.id)),
    );
  }

  setQuery(query: string) {
    this.query = query;
  }
  setSort(sort: ProductSort) {
    this.sort = sort;
  }
  toggleBadge(badge: string) {
    this.badges = this.badges.includes(badge)
      ? this.badges.filter((b) => b !== badge)
      : [...this.badges, badge];
  }
  /** The filters modal's reset: sort and labels, not the search text typed elsewhere. */
  resetFilters() {
    this.sort = 'default';
    this.badges = [];
  }
  reset() {
    this.query = '';
    this.resetFilters();
  }
}
