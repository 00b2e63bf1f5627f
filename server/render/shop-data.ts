// The shop's data a page is rendered from, fetched over the HTTP contract (from this process's own
// reference backend, or from a merchant's WordPress) and kept in memory: settings and the catalogue
// per language, re-read at most once a minute, with a version that changes when the data does.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { ApiClient } from '../../src/api/client.ts';
import { shopApi, type ShopApi } from '../../src/api/shop-api.ts';
import type { Category, Settings } from '../../src/domain/model.ts';
import { visibleCategories } from '../../src/domain/catalog-visibility.ts';
import { catalogSourceFor } from '../../src/domain/catalog-source.ts';
import { stockCatalogSource } from '../../src/domain/stock-hint.ts';

export interface ShopData {
  language: string;
  settings: Settings;
  catalogType: string;
  /**
   * The stock whose own catalogue file this is (a returning customer's, domain/stock-hint.ts), or
   * null: the one a visitor without an address gets.
   */
  warehouseId: string | null;
  /**
   * What the page shows before the device's state is read (SPEC.md §4 visibility, no warehouse
   * chosen yet, as the browser's first render has it: the page hydrates without a mismatch).
   */
  categories: Category[];
  isFullCatalogGot: boolean;
  /** Changes whenever settings or the catalogue change: part of every cache key. */
  version: string;
  /** Since when the data has been what it is (ms): the sitemap's lastmod. */
  changedAt: number;
}

const keyOf = (language: string, warehouseId: string | null) => `${language}|${warehouseId ?? ''}`;

export interface ShopDataOptions {
  /** The API base the browser uses ('/api' or 'https://shop.example/api'): media URLs keep it. */
  apiBase: string;
  /** How the server reaches that API: the in-process app, or the network. */
  fetch: typeof fetch;
  ttlMs?: number;
  /** How many languages and stocks' data are kept at once (32). */
  maxEntries?: number;
  now?: () => number;
  log?: (line: string) => void;
}

export class ShopDataCache {
  readonly api: ShopApi;
  /**
   * Per language and stock. Each holds a whole catalogue, so a chain with many stocks keeps only
   * the ones asked for last; a language's shared data is kept before its stocks' (get).
   */
  private entries: LRUCache<string, { data: ShopData; at: number }>;
  private pending = new Map<string, Promise<ShopData>>();

  constructor(private options: ShopDataOptions) {
    this.entries = new LRUCache({ max: options.maxEntries ?? 32 });
    const client = new ApiClient({
      base: options.apiBase,
      fetch: options.fetch,
      retries: 1,
      timeoutMs: 10_000,
      log: (m, d) => options.log?.(`[render] ${m} ${JSON.stringify(d ?? '')}`),
    });
    this.api = shopApi(client, options.now ?? Date.now);
  }

  private get now() {
    return (this.options.now ?? Date.now)();
  }

  /**
   * Fresh data, or the last data while a re-read runs in the background. Throws when none is had.
   * `warehouseId`: a returning customer's stock; its own catalogue file when the shop has one for
   * it (fragmented stocks), else the data every visitor gets.
   */
  async get(language: string, warehouseId: string | null = null): Promise<ShopData> {
    const shared = await this.entry(language, null);
    if (warehouseId === null) return shared;
    if (!stockCatalogSource(shared.settings, warehouseId)) return shared;
    const own = await this.entry(language, warehouseId);
    // The shared data, which every page of the language reads, is kept before any stock's.
    this.entries.get(keyOf(language, null));
    return own;
  }

  private async entry(language: string, warehouseId: string | null): Promise<ShopData> {
    const key = keyOf(language, warehouseId);
    const known = this.entries.get(key);
    if (known && this.now - known.at < (this.options.ttlMs ?? 60_000)) return known.data;
    const refresh = this.refresh(key, language, warehouseId);
    if (known) {
      refresh.catch(() => undefined);
      return known.data;
    }
    return refresh;
  }

  /** Forget everything (the reference backend's catalogue changed). */
  clear() {
    this.entries.clear();
  }

  private refresh(key: string, language: string, warehouseId: string | null): Promise<ShopData> {
    let p = this.pending.get(key);
    if (!p) {
      p = this.load(key, language, warehouseId)
        .then((data) => {
          this.entries.set(key, { data, at: this.now });
          return data;
        })
        .finally(() => this.pending.delete(key));
      this.pending.set(key, p);
    }
    return p;
  }

  private async load(key: string, language: string, stock: string | null): Promise<ShopData> {
    const previous = this.entries.get(key);
    const [settings, templates] = await Promise.all([
      this.api.settings(language),
      this.api.templates(),
    ]);
    if (!settings.ok) throw new Error(`settings: ${settings.problem.kind}`);
    const s = settings.data;
    // The stock's own file; the shared one when the settings re-read since no longer have one.
    const own = stock ? stockCatalogSource(s, stock) : null;
    const source = own ?? catalogSourceFor(s, null);
    const catalog =
      source.kind === 'price-file'
        ? await this.api.priceFile(source.path, language)
        : await this.api.catalog(
            source.kind === 'choose-address' ? 'prodcat_main' : 'prodcat',
            language,
          );
    if (!catalog.ok) throw new Error(`catalogue: ${catalog.problem.kind}`);
    const categories = visibleCategories(catalog.data, {
      showOutOfStock: s.show_out_of_stock_products,
      isFullCatalogGot: true,
      warehouseId: null,
      fragmented: s.settings.fragmented_stosks_json,
    });
    const catalogType = templates.ok ? templates.data.catalog_type : 'cat12';
    const version = createHash('sha1')
      .update(JSON.stringify(s))
      .update(catalogType)
      .update(JSON.stringify(catalog.data))
      .digest('base64url')
      .slice(0, 16);
    return {
      language,
      warehouseId: own ? stock : null,
      settings: s,
      catalogType,
      categories,
      isFullCatalogGot: true,
      version,
      changedAt: previous?.data.version === version ? previous.data.changedAt : this.now,
    };
  }
}
