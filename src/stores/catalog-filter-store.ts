// What the customer narrowed the catalogue to: search text, badge filters and the price sort
// (SPEC.md §2 Modals "filters", §9). Not persisted: a new visit starts from the full menu.
import { makeAutoObservable } from 'mobx';
import type { RootStore } from './root-store.ts';
import type { Product } from '../domain/model.ts';
import type { ProductSort } from '../domain/catalog-sort.ts';
import {
  applyCatalogFilters,
  filtersActive,
  productBadges,
  type CatalogFilters,
} from '../domain/catalog-filters.ts';

export class CatalogFilterStore {
  query = '';
  sort: ProductSort = 'default';
  badges: string[] = [];

  constructor(private root: RootStore) {
    makeAutoObservable<CatalogFilterStore, 'root'>(this, { root: false });
  }

  get filters(): CatalogFilters {
    return { query: this.query, sort: this.sort, badges: this.badges };
  }

  /** Anything chosen: screens then show one flat list of results instead of their blocks. */
  get active(): boolean {
    return filtersActive(this.filters);
  }

  /** The whole visible catalogue, each product once, narrowed and sorted (home and search). */
  get results(): Product[] {
    return applyCatalogFilters([...this.root.catalog.productsById.values()], this.filters);
  }

  /** Badges the filters modal offers, from the whole catalogue so the choice is stable. */
  get availableBadges(): string[] {
    return productBadges([...this.root.catalog.productsById.values()]);
  }

  /** The same rule for one category's shelf. */
  apply<T extends Product>(products: readonly T[]): T[] {
    return applyCatalogFilters(products, this.filters);
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
