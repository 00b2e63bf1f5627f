// What the CMS says on the public pages: the blog, posts, information pages, the gallery and
// brands. Each entry is loaded once per language; the server fills the same entries before it
// renders a page (stores/snapshot.ts), so the browser hydrates them instead of asking again.
import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { RootStore } from './root-store.ts';
import type { Brand, Gallery, Post } from '../api/shop-api.ts';
import type { Result } from '../api/client.ts';
import { htmlToText } from '../domain/html-text.ts';

/** A post or a page as the screens show it: text already taken out of the CMS's HTML. */
export interface Article {
  id: number;
  slug: string;
  date: string;
  title: string;
  excerpt: string;
  /** The CMS's HTML, sanitised where it is shown (SafeHtml). */
  html: string;
  image: string;
}

export type ContentEntry<T> =
  { status: 'loading' } | { status: 'loaded'; data: T } | { status: 'failed' };

export type ArticleKind = 'post' | 'page';

/** The gallery SPEC.md §7 names (restoran/v1/gallery/{galleryId}): the fallback of the list. */
export const GALLERY_ID = '1';

export function articleOf(post: Post): Article {
  return {
    id: post.id,
    slug: post.slug,
    date: post.date,
    title: htmlToText(post.title.rendered),
    excerpt: htmlToText(post.excerpt.rendered),
    html: post.content.rendered,
    image: post.featured_image,
  };
}

const stores = new WeakMap<RootStore, ContentStore>();

/**
 * The shop's content store, made on first use: only the content screens (lazy chunks) and the
 * server need it, so it stays off the home page. Entries a server-rendered page carried
 * (RootStore.carriedContent) go in first.
 */
export function contentOf(root: RootStore): ContentStore {
  let content = stores.get(root);
  if (!content) {
    content = new ContentStore(root);
    for (const [key, entry] of root.carriedContent)
      content.put(key, entry as ContentEntry<unknown>);
    root.carriedContent = [];
    stores.set(root, content);
  }
  return content;
}

export class ContentStore {
  /** Keyed by what was asked: 'blog|ru', 'post:slug|ru', 'page:slug|ru', 'gallery:1', 'galleries|ru', 'brands|ru'. */
  readonly entries = observable.map<string, ContentEntry<unknown>>({}, { deep: false });

  constructor(private root: RootStore) {
    makeAutoObservable<ContentStore, 'root'>(this, { root: false, entries: false });
  }

  /** The language content is asked in: the customer's, or the shop's own (translate_only_interface). */
  private get lang() {
    return this.root.ui.contentLanguage;
  }

  static blogKey = (lang: string) => `blog|${lang}`;
  static articleKey = (kind: ArticleKind, slug: string, lang: string) => `${kind}:${slug}|${lang}`;
  static brandsKey = (lang: string) => `brands|${lang}`;
  static pagesKey = (lang: string) => `pages|${lang}`;
  static galleriesKey = (lang: string) => `galleries|${lang}`;

  get blog(): ContentEntry<Article[]> | undefined {
    return this.entries.get(ContentStore.blogKey(this.lang)) as ContentEntry<Article[]> | undefined;
  }
  /** null data: the CMS has no such post or page (a 404). */
  article(kind: ArticleKind, slug: string): ContentEntry<Article | null> | undefined {
    return this.entries.get(ContentStore.articleKey(kind, slug, this.lang)) as
      ContentEntry<Article | null> | undefined;
  }
  get brands(): ContentEntry<Brand[]> | undefined {
    return this.entries.get(ContentStore.brandsKey(this.lang)) as ContentEntry<Brand[]> | undefined;
  }
  /** Every information page of the CMS (the burger menu lists them). */
  get pages(): ContentEntry<Article[]> | undefined {
    return this.entries.get(ContentStore.pagesKey(this.lang)) as
      ContentEntry<Article[]> | undefined;
  }
  /** The shop's galleries that have photos. */
  get galleries(): ContentEntry<Gallery[]> | undefined {
    return this.entries.get(ContentStore.galleriesKey(this.lang)) as
      ContentEntry<Gallery[]> | undefined;
  }

  /**
   * What the burger menu lists besides the shop's own menu: information pages (but the ones that
   * menu already links), and whether the shop has a blog, galleries and brands. What failed or
   * is still loading is simply not listed (SPEC.md §8: failures are logged by the client).
   */
  get menu(): { infoPages: Article[]; blog: boolean; gallery: boolean; brands: boolean } {
    const data = <T>(e: ContentEntry<T> | undefined) => (e?.status === 'loaded' ? e.data : null);
    const listed = new Set(this.root.settings.settings?.menu.map((m) => m.url) ?? []);
    return {
      infoPages: (data(this.pages) ?? []).filter((p) => !listed.has(`/information/page/${p.slug}`)),
      blog: (data(this.blog)?.length ?? 0) > 0,
      gallery: (data(this.galleries)?.length ?? 0) > 0,
      brands: (data(this.brands)?.length ?? 0) > 0,
    };
  }

  loadMenu(): Promise<void> {
    return Promise.all([
      this.loadPages(),
      this.loadBlog(),
      this.loadGalleries(),
      this.loadBrands(),
    ]).then(() => undefined);
  }
  loadPages(): Promise<void> {
    const lang = this.lang;
    return this.fetch(
      ContentStore.pagesKey(lang),
      () => this.root.api.pages(undefined, lang),
      (pages) => pages.map(articleOf),
    );
  }
  /** The list of galleries; a backend without the list answers gallery 1 alone (SPEC.md §7). */
  loadGalleries(): Promise<void> {
    const api = this.root.api;
    const lang = this.lang;
    return this.fetch(
      ContentStore.galleriesKey(lang),
      async () => {
        const list = await api.galleries(lang);
        if (list.ok) return list;
        const first = await api.gallery(GALLERY_ID, lang);
        return first.ok ? { ...first, data: [{ ...first.data, id: Number(GALLERY_ID) }] } : first;
      },
      (galleries) => galleries.filter((g) => g.images.length > 0),
    );
  }

  loadBlog(): Promise<void> {
    const lang = this.lang;
    return this.fetch(
      ContentStore.blogKey(lang),
      () => this.root.api.blog(lang),
      (posts) => posts.map(articleOf),
    );
  }
  loadArticle(kind: ArticleKind, slug: string): Promise<void> {
    const lang = this.lang;
    const api = this.root.api;
    return this.fetch(
      ContentStore.articleKey(kind, slug, lang),
      () => (kind === 'page' ? api.pages(slug, lang) : api.posts(slug, lang)),
      (posts) => (posts[0] ? articleOf(posts[0]) : null),
    );
  }
  loadBrands(): Promise<void> {
    return this.fetch(
      ContentStore.brandsKey(this.lang),
      () => this.root.api.brands(this.lang),
      (b) => b,
    );
  }

  /** Entries filled by the server (or a test) as they are. */
  put(key: string, entry: ContentEntry<unknown>) {
    this.entries.set(key, entry);
  }

  /** Once per key: a loaded or loading entry is not asked again; a failed one is. */
  private async fetch<T, R>(key: string, call: () => Promise<Result<T>>, map: (data: T) => R) {
    const known = this.entries.get(key);
    if (known && known.status !== 'failed') return;
    this.entries.set(key, { status: 'loading' });
    const result = await call();
    runInAction(() =>
      this.entries.set(
        key,
        result.ok ? { status: 'loaded', data: map(result.data) } : { status: 'failed' },
      ),
    );
  }
}
