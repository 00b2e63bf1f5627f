// Server rendering of a public page (built with `vite build --ssr` into dist-server/): the same App
// the browser runs, over stores filled from the shop's data, at a StaticRouter address. The server
// (server/render/) fetches and caches the data and puts the result into the page's template.
import { StaticRouter } from 'react-router-dom';
import { enableStaticRendering } from 'mobx-react-lite';
import type { i18n } from 'i18next';
import { App } from './ui/app.tsx';
import { HeadCollector } from './ui/components/head-tags.ts';
import { RootStore, systemClock } from './stores/root-store.ts';
import type { ShopApi } from './api/shop-api.ts';
import type { Category, Settings } from './domain/model.ts';
import { takeSnapshot, type StoreSnapshot } from './stores/snapshot.ts';
import { createI18n, loadRestTexts, mergeBackendTexts } from './i18n/i18n.ts';
import { preloadRoute, routeNameOf } from './ui/router.tsx';
import {
  PRODUCT_MODAL_MODULE,
  ProductModal,
  shownProduct,
} from './ui/product/product-modal-host.tsx';
import { VARIANT_CARD_MODULE } from './ui/components/product-card.tsx';
import { pageCatalog } from './domain/page-catalog.ts';
import type { ShopFront } from './domain/page-type.ts';
import { HOME_BLOCK_LIMIT } from './domain/first-screen.ts';
import { RenderStatusContext, type RenderStatus } from './ui/render-status.ts';
import { setServerSanitizer } from './ui/components/safe-html.tsx';
import { contentOf } from './stores/content-store.ts';
import { serverPlatform } from './ssr/server-platform.ts';
import { lcpImageOf } from './ssr/lcp-image.ts';
import { renderWhole } from './ssr/render-whole.ts';
import { holdDerived } from './ssr/hold-derived.ts';

enableStaticRendering(true);

const HOME_SCREEN_MODULE = 'src/ui/screens/home-screen.tsx';
/**
 * The home screen's fronts (its FRONTS, each a chunk of its own), by their source files: the server
 * links the styles of the one a page draws. Here, not in the home screen's module, whose exports all
 * reach the browser.
 */
export const FRONT_MODULES: Record<Exclude<ShopFront, 'blocks'>, string> = {
  tiles: 'src/ui/fronts/tiles-front.tsx',
  landing: 'src/ui/fronts/landing-front.tsx',
  grocery: 'src/ui/fronts/grocery-front.tsx',
  restaurant: 'src/ui/fronts/restaurant-front.tsx',
};

export interface RenderInput {
  /** Path and query of the page, e.g. '/menu/pizza?lang=en'. */
  url: string;
  origin: string;
  language: string;
  settings: Settings;
  catalogType: string;
  /** The visible catalogue for a visitor without an address (catalog-visibility.ts). */
  categories: Category[];
  isFullCatalogGot: boolean;
  /** For the CMS content a page shows (blog, posts, pages, gallery, brands). */
  api: ShopApi;
  /** The server's HTML sanitiser for CMS fragments. */
  sanitize: (html: string) => string;
  /** The reference backend's demo mode (the runtime config's `demo`): the banner on every page. */
  demo?: boolean;
  /**
   * A returning customer's kitchen (their stock cookie, domain/stock-hint.ts): the page is drawn as
   * they will see it, that kitchen's menu and number. Ignored unless one of the shop's locations.
   */
  stock?: string | null;
  /**
   * The shop's time the page is drawn at (ms), as its API reads it: whether the kitchen is open now
   * and what it says when closed. The demo's shifted clock (DEMO_CLOCK_START); the real time when
   * not given.
   */
  now?: number;
}

export interface RenderOutput {
  status: number;
  /** The app's HTML, for inside #root. */
  html: string;
  /** Title, meta and link tags for <head>. */
  head: string;
  snapshot: StoreSnapshot;
  /** Source files of the lazy chunks the page showed (build manifest keys), to preload. */
  modules: string[];
  /** The first large picture (to preload with high priority), or ''. */
  lcpImage: string;
}

const translations = new Map<string, Promise<i18n>>();
function translationsFor(language: string): Promise<i18n> {
  let ready = translations.get(language);
  if (!ready) {
    ready = createI18n(language).then(async (instance) => {
      await loadRestTexts(instance);
      return instance;
    });
    ready.catch(() => translations.delete(language));
    translations.set(language, ready);
  }
  return ready;
}

type ContentLoader = (store: RootStore, pathname: string) => Promise<void>;
const slugOf = (pathname: string) =>
  decodeURIComponent(pathname.split('/').filter(Boolean).pop() ?? '');

/** The CMS content each route shows, loaded through the same store actions the screens call. */
const CONTENT: Record<string, ContentLoader> = {
  blog: (store) => contentOf(store).loadBlog(),
  'blog-slug': (store, path) => contentOf(store).loadArticle('post', slugOf(path)),
  'information-post': (store, path) => contentOf(store).loadArticle('post', slugOf(path)),
  'information-page': (store, path) => contentOf(store).loadArticle('page', slugOf(path)),
  gallery: (store) => contentOf(store).loadGalleries(),
  // /{slug}: a category's address, else the CMS page of that slug (home-screen.tsx).
  slug: async (store, path) => {
    const slug = slugOf(path);
    if (!store.catalog.categoryBySlug(slug)) await contentOf(store).loadArticle('page', slug);
  },
  brands: (store) => contentOf(store).loadBrands(),
  // A brand's page is titled with its name from the brands list.
  'brands-slug': (store) => contentOf(store).loadBrands(),
};

export async function render(input: RenderInput): Promise<RenderOutput> {
  setServerSanitizer(input.sanitize);
  const url = new URL(input.url, 'http://render.local');
  // One moment for the whole page: what it says of the hours and the time its state carries.
  const at = input.now ?? Date.now();
  const clock = { ...systemClock, now: () => at };
  const store = new RootStore(serverPlatform(), input.api, clock, { demo: input.demo });
  store.ui.language = input.language;
  store.ui.origin = input.origin;
  store.settings.prefill(input.settings, input.catalogType, input.language);
  if (input.settings.locations.some((l) => l.warehouse_id === input.stock))
    store.delivery.drawnFor = input.stock!;
  const routeName = routeNameOf(url.pathname);
  store.catalog.prefill(
    pageCatalog(
      input.categories,
      { routeName, pathname: url.pathname, search: url.search },
      HOME_BLOCK_LIMIT,
    ),
    input.isFullCatalogGot,
  );
  const release = holdDerived(store);
  try {
    return await renderPage(store, url, routeName, input.language);
  } finally {
    release();
  }
}

async function renderPage(
  store: RootStore,
  url: URL,
  routeName: string,
  language: string,
): Promise<RenderOutput> {
  const [i18n, modules] = await Promise.all([
    translationsFor(language),
    preloadRoute(url.pathname),
    CONTENT[routeName]?.(store, url.pathname),
  ]);
  mergeBackendTexts(
    i18n,
    language,
    store.settings.languages.find((l) => l.code === language)?.lang_json_data,
  );
  const product = shownProduct(store, url.pathname, url.searchParams).product;
  if (product) {
    await ProductModal.preload();
    modules.push(PRODUCT_MODAL_MODULE);
  }
  // The lazy parts the page draws, as main.tsx loads them before it hydrates the page: the home
  // page's front and the dense cards or rows. Their styles are linked in the page's head
  // (server/render/page-template.ts); without them a grocery's home page was drawn unstyled until
  // its scripts came, then jumped (CLS 0.24).
  const front = store.settings.front;
  if (front !== 'blocks' && modules.includes(HOME_SCREEN_MODULE))
    modules.push(FRONT_MODULES[front]);
  if (store.ui.cardVariant !== 'card') modules.push(VARIANT_CARD_MODULE);

  const Router = ({ children }: { children?: React.ReactNode }) => (
    <StaticRouter location={url.pathname + url.search}>{children}</StaticRouter>
  );
  const { html, headTags, status } = await renderWhole(() => {
    const headTags = new HeadCollector();
    const status: RenderStatus = { code: 200 };
    const element = (
      <RenderStatusContext.Provider value={status}>
        <App store={store} i18n={i18n} router={Router} headTags={headTags} />
      </RenderStatusContext.Provider>
    );
    return { element, headTags, status };
  });
  return {
    status: status.code,
    html,
    head: headTags.toHtml(),
    snapshot: takeSnapshot(store, contentOf(store).entries),
    modules,
    lcpImage: lcpImageOf(store, routeName, product ?? null),
  };
}
