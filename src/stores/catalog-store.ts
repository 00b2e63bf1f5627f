// The catalogue: loaded once, main categories first, then the full or the location's catalogue
// (SPEC.md §4 Catalogue loading). Reloads when the location or the language changes.
// It is held as plain data: the store observes which catalogue it has (a reference), never the
// products inside it, and indexes the visible part once per change (issue 19).
import { computed, makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { RootStore } from './root-store.ts';
import type { Category, Product } from '../domain/model.ts';
import { visibleCategories } from '../domain/catalog-visibility.ts';
import { catalogSourceFor, type CatalogSource } from '../domain/catalog-source.ts';
import { indexCatalog, type CatalogIndex } from '../domain/catalog-index.ts';
import { keepUnchangedProducts } from '../domain/catalog-reuse.ts';

export class CatalogStore {
  categories: readonly Category[] = [];
  isFullCatalogGot = false;
  status: 'idle' | 'loading' | 'loaded' | 'failed' = 'idle';
  /** Holding only what the server rendered this page from (stores/snapshot.ts); the whole
   * catalogue follows with the first load. */
  partial = false;
  /** The last load of the whole catalogue failed while part of it is on screen (a big menu's home
   * page carries only its first blocks' dishes): the blocks without theirs say so, with a retry. */
  fullFailed = false;
  private loadedFor = '';

  constructor(private root: RootStore) {
    makeAutoObservable<CatalogStore, 'root' | 'loadedFor'>(this, {
      root: false,
      loadedFor: false,
      categories: observableRef,
      // Kept while no render watches them: a tap's action (adding a dish looks it up by id) read
      // outside a reaction, and MobX built the visible tree and its index anew on every such read.
      visible: computed({ keepAlive: true }),
      index: computed({ keepAlive: true }),
    });
  }

  /** The page's share of the catalogue, as the server rendered it. */
  prefill(categories: readonly Category[], isFullCatalogGot: boolean) {
    this.categories = categories;
    this.isFullCatalogGot = isFullCatalogGot;
    this.status = 'loaded';
    this.partial = true;
  }

  /** Which catalogue file the shop's settings and the chosen location call for (SPEC.md §4). */
  get source(): CatalogSource | null {
    const s = this.root.settings.settings;
    return s ? catalogSourceFor(s, this.root.delivery.warehouseId) : null;
  }

  /** Loads once per (language, location); a second call for the same pair does nothing. */
  async load(): Promise<void> {
    const source = this.source;
    if (!source) return;
    const lang = this.root.ui.contentLanguage;
    const key = `${lang}|${source.kind}|${source.kind === 'price-file' ? source.path : ''}`;
    if (key === this.loadedFor) return;
    this.loadedFor = key;
    this.fullFailed = false;
    if (source.kind === 'choose-address') {
      this.root.ui.open('receipt-address');
    }
    // What is on screen stays there while a newer catalogue loads.
    if (this.categories.length === 0) this.status = 'loading';
    if (this.categories.length === 0) {
      const main = await this.root.api.catalog('prodcat_main_categories_only', lang);
      if (main.ok && this.loadedFor === key) runInAction(() => (this.categories = main.data));
    }
    const full =
      source.kind === 'price-file'
        ? await this.root.api.priceFile(source.path, lang)
        : await this.root.api.catalog(
            source.kind === 'choose-address' ? 'prodcat_main' : 'prodcat',
            lang,
          );
    runInAction(() => {
      if (this.loadedFor !== key) return; // a newer load started meanwhile
      if (full.ok) {
        this.categories = keepUnchangedProducts(this.categories, full.data);
        this.isFullCatalogGot = true;
        this.status = 'loaded';
        this.partial = false;
      } else {
        console.error('catalogue failed to load', full.problem);
        this.status = this.categories.length > 0 ? 'loaded' : 'failed';
        this.fullFailed = this.categories.length > 0;
        this.loadedFor = '';
      }
    });
  }

  get visible(): Category[] {
    const s = this.root.settings.settings;
    return visibleCategories(this.categories, {
      showOutOfStock: s?.show_out_of_stock_products ?? false,
      isFullCatalogGot: this.isFullCatalogGot,
      warehouseId: this.root.delivery.warehouseId,
      fragmented: s?.settings.fragmented_stosks_json ?? false,
    });
  }

  /**
   * What the home page draws: its categories, and whether they hold every product yet (before the
   * full catalogue only the first screen's are in). One value, stable until the catalogue changes,
   * so the page can take it through useDeferredValue and render a new catalogue interruptibly.
   */
  get home(): { categories: Category[]; full: boolean } {
    return {
      categories: this.visible.filter((c) => c.show_on_home),
      full: this.isFullCatalogGot,
    };
  }

  /** The visible catalogue indexed: by id, by slug, and its names folded for search. */
  get index(): CatalogIndex {
    return indexCatalog(this.visible);
  }

  /** Every visible product once, by id. */
  get productsById(): ReadonlyMap<number, Product> {
    return this.index.byId;
  }

  categoryBySlug(slug: string): Category | undefined {
    return this.index.categoryBySlug.get(slug);
  }
  categoryById(id: number): Category | undefined {
    return this.index.categoryById.get(id);
  }
}

export function findCategory(
  list: Category[],
  test: (c: Category) => boolean,
): Category | undefined {
  for (const c of list) {
    if (test(c)) return c;
    const sub = findCategory(c.subCategories, test);
    if (sub) return sub;
  }
  return undefined;
}

/** How many products the category shows in all: a server-rendered page may carry only the first
 * ones with their number (product_count, stores/snapshot.ts). */
export function productCount(category: Category): number {
  return category.product_count ?? allProducts(category).length;
}

/** A category's products with its subcategories' after them. */
export function allProducts(category: Category): Product[] {
  return [...category.products, ...category.subCategories.flatMap(allProducts)];
}
