// The shop's data a page is rendered from, fetched over the HTTP contract (from this process's own
// reference backend, or from a merchant's WordPress) and kept in memory: settings and the catalogue
// per language, re-read at most once a minute, with a version that changes when the data does.
import { createHash } from 'node:crypto';
import { ApiClient } from '../../src/api/client.ts';
import { shopApi, type ShopApi } from '../../src/api/shop-api.ts';
import type { Category, Settings } from '../../src/domain/model.ts';
import { visibleCategories } from '../../src/domain/catalog-visibility.ts';
import { catalogSource } from '../../src/domain/catalog-source.ts';

export interface ShopData {
  language: string;
  settings: Settings;
  catalogType: string;
  /** What a visitor without an address sees (SPEC.md §4 visibility, no warehouse chosen). */
  categories: Category[];
  isFullCatalogGot: boolean;
  /** Changes whenever settings or the catalogue change: part of every cache key. */
  version: string;
  /** Since when the data has been what it is (ms): the sitemap's lastmod. */
  changedAt: number;
}

export interface ShopDataOptions {
  /** The API base the browser uses ('/api' or 'https://shop.example/api'): media URLs keep it. */
  apiBase: string;
  /** How the server reaches that API: the in-process app, or the network. */
  fetch: typeof fetch;
  ttlMs?: number;
  now?: () => number;
  log?: (line: string) => void;
}

export class ShopDataCache {
  readonly api: ShopApi;
  private entries = new Map<string, { data: ShopData; at: number }>();
  private pending = new Map<string, Promise<ShopData>>();

  constructor(private options: ShopDataOptions) {
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

  /** Fresh data, or the last data while a re-read runs in the background. Throws when none is had. */
  async get(language: string): Promise<ShopData> {
    const known = this.entries.get(language);
    if (known && this.now - known.at < (this.options.ttlMs ?? 60_000)) return known.data;
    const refresh = this.refresh(language);
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

  private refresh(language: string): Promise<ShopData> {
    let p = this.pending.get(language);
    if (!p) {
      p = this.load(language)
        .then((data) => {
          this.entries.set(language, { data, at: this.now });
          return data;
        })
        .finally(() => this.pending.delete(language));
      this.pending.set(language, p);
    }
    return p;
  }

  private async load(language: string): Promise<ShopData> {
    const previous = this.entries.get(language);
    const [settings, templates] = await Promise.all([
      this.api.settings(language),
      this.api.templates(),
    ]);
    if (!settings.ok) throw new Error(`settings: ${settings.problem.kind}`);
    const s = settings.data;
    const source = catalogSource({
      fragmented: s.settings.fragmented_stosks_json,
      needAddressFirst: s.need_to_choose_address_first,
      hasLocation: false,
      priceFilePath: null,
    });
    const file = source.kind === 'choose-address' ? 'prodcat_main' : 'prodcat';
    const catalog = await this.api.catalog(file, language);
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
      settings: s,
      catalogType,
      categories,
      isFullCatalogGot: true,
      version,
      changedAt: previous?.data.version === version ? previous.data.changedAt : this.now,
    };
  }
}
