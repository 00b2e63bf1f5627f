// The shop's content beyond the catalogue: information pages, the blog, galleries and brands. The
// burger menu lists what the shop has; /gallery and /brands show it. Loaded on first use, once per
// language. The store itself is made on first use too (contentOf), so the home page never carries it.
import { makeAutoObservable, runInAction } from 'mobx';
import type { RootStore } from './root-store.ts';
import type { Brand, Gallery, Post } from '../api/shop-api.ts';

export class ContentStore {
  status: 'idle' | 'loading' | 'loaded' = 'idle';
  pages: Post[] = [];
  blogCount = 0;
  galleries: Gallery[] = [];
  brands: Brand[] = [];
  private loadedFor = '';

  constructor(private root: RootStore) {
    makeAutoObservable<ContentStore, 'root' | 'loadedFor'>(this, {
      root: false,
      loadedFor: false,
    });
  }

  async load(): Promise<void> {
    const lang = this.root.ui.language;
    if (this.loadedFor === lang) return;
    this.loadedFor = lang;
    this.status = 'loading';
    const { api } = this.root;
    const [pages, blog, galleries, brands] = await Promise.all([
      api.pages(undefined, lang),
      api.blog(lang),
      this.loadGalleries(),
      api.brands(),
    ]);
    runInAction(() => {
      // SPEC.md §8: API failures are logged by the client; what failed is simply not listed.
      this.pages = pages.ok ? pages.data : [];
      this.blogCount = blog.ok ? blog.data.length : 0;
      this.galleries = galleries;
      this.brands = brands.ok ? brands.data : [];
      this.status = 'loaded';
    });
  }

  /** The list of galleries; a backend without the list answers gallery 1 alone (SPEC.md §7). */
  private async loadGalleries(): Promise<Gallery[]> {
    const list = await this.root.api.galleries();
    if (list.ok) return list.data.filter((g) => g.images.length > 0);
    const first = await this.root.api.gallery(1);
    return first.ok && first.data.images.length > 0 ? [{ ...first.data, id: 1 }] : [];
  }

  /** Information pages: every CMS page but the ones the shop's menu already lists. */
  get infoPages(): Post[] {
    const listed = new Set(this.root.settings.settings?.menu.map((m) => m.url) ?? []);
    return this.pages.filter((p) => !listed.has(`/information/page/${p.slug}`));
  }
}

const stores = new WeakMap<RootStore, ContentStore>();

/** The one content store of this root, made when a screen first needs it. */
export function contentOf(root: RootStore): ContentStore {
  let store = stores.get(root);
  if (!store) {
    store = new ContentStore(root);
    stores.set(root, store);
  }
  return store;
}
