// The route table of SPEC.md §2, one line per route. Screens are lazy chunks; names are the spec's.
// Declarative routes (useRoutes) rather than a data router: the storefront loads its data through
// its stores, and the data router's machinery would cost the home page 16 KB of gzip JS.
import { useMemo, type ComponentType } from 'react';
import {
  matchRoutes,
  useLocation,
  useRoutes,
  type NonIndexRouteObject,
  type RouteObject,
} from 'react-router-dom';
import { Shell } from './shell/shell.tsx';
import { RouteErrorBoundary } from './screens/route-error.tsx';
import { lazyScreen, type LazyScreen } from './lazy-screen.ts';
import { RouteNameContext } from './route-name.ts';
import { ProductLinkBaseProvider } from './navigation/product-links.tsx';
import { productLinkBase } from '../domain/deep-link.ts';
import NotFoundScreen from './screens/not-found-screen.tsx';
import type { RootStore } from '../stores/root-store.ts';

export interface RouteHandle {
  name: string;
  /** The screen's source file (the build manifest's key), for preloading its chunk. */
  module?: string;
}

// Every screen file once: the glob's keys name the files, so the server can tell the browser which
// chunks an address needs (<link rel="modulepreload">) and load the same ones before rendering.
const screenModules = import.meta.glob<{ default: ComponentType }>([
  './screens/home-screen.tsx',
  './screens/catalog-screen.tsx',
  './screens/info-screen.tsx',
  './screens/gallery-screen.tsx',
  './screens/seo-data-screen.tsx',
  './screens/contacts-screen.tsx',
  './screens/blog-screen.tsx',
  './screens/checkout-screen.tsx',
  './screens/order-status-screen.tsx',
  './screens/brands-screen.tsx',
  './screens/categories-screen.tsx',
  './screens/information-screen.tsx',
  './cart/cart-page.tsx',
  './lk/lk-layout.tsx',
  './lk/lk-profile.tsx',
  './lk/lk-orders.tsx',
  './lk/lk-bonuses.tsx',
  './lk/lk-favorites.tsx',
  './lk/lk-referals.tsx',
  './lk/lk-promocodes.tsx',
  './lk/lk-preferences.tsx',
  './lk/lk-notifications.tsx',
  './lk/lk-game.tsx',
  './lk/lk-section.tsx',
]);

const home = './screens/home-screen.tsx';
const catalog = './screens/catalog-screen.tsx';
const info = './screens/info-screen.tsx';

/**
 * The public pages (the ones search engines and shared links open): they show only the core texts
 * (src/i18n/parts.ts), so a page hydrates without waiting for the rest of them. The others (cart,
 * checkout, order, account) wait for the rest first. tests/unit/core-texts.test.ts holds each to it.
 */
export const CORE_TEXT_SCREENS: readonly string[] = [
  home,
  catalog,
  info,
  './screens/gallery-screen.tsx',
  './screens/seo-data-screen.tsx',
  './screens/contacts-screen.tsx',
  './screens/blog-screen.tsx',
  './screens/brands-screen.tsx',
  './screens/categories-screen.tsx',
  './screens/information-screen.tsx',
];

/** One lazy component per screen file, shared by the routes that show it. */
const screens = new Map<string, LazyScreen>();
const moduleId = (file: string) => `src/ui/${file.slice(2)}`;

function screenOf(file: string): LazyScreen {
  let Screen = screens.get(file);
  if (!Screen) {
    const load = screenModules[file];
    if (!load) throw new Error(`router: no screen file ${file}`);
    Screen = lazyScreen(load, { texts: CORE_TEXT_SCREENS.includes(file) ? 'core' : 'all' });
    screens.set(file, Screen);
  }
  return Screen;
}

const screen = (file: string) => {
  const Screen = screenOf(file);
  return { element: <Screen />, module: moduleId(file) };
};

const route = (path: string, name: string, file: string): NonIndexRouteObject => {
  const { element, module } = screen(file);
  return { path, handle: { name, module } satisfies RouteHandle, element };
};
const index = (name: string, file: string): RouteObject => {
  const { element, module } = screen(file);
  return { index: true, handle: { name, module } satisfies RouteHandle, element };
};

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Shell />,
    children: [
      index('index', home),
      route(':slug', 'slug', home),
      route('gallery', 'gallery', './screens/gallery-screen.tsx'),
      route('seoData', 'seoData', './screens/seo-data-screen.tsx'),
      route('contacts', 'contacts', './screens/contacts-screen.tsx'),
      route('blog', 'blog', './screens/blog-screen.tsx'),
      route('blog/:slug', 'blog-slug', info),
      route('cart', 'cart', './cart/cart-page.tsx'),
      route('order', 'order', './screens/checkout-screen.tsx'),
      route('order/:id', 'order-id', './screens/order-status-screen.tsx'),
      route('brands', 'brands', './screens/brands-screen.tsx'),
      route('brands/:slug', 'brands-slug', catalog),
      route('catalog/custom', 'catalog-custom', catalog),
      route('CategoriesPage', 'categories-page', './screens/categories-screen.tsx'),
      route('catalog/:id', 'catalog-id', catalog),
      route('catalog/:id/menu/:slug', 'categories-id', catalog),
      route('categories/:id', 'categories-id', catalog),
      route(
        'categories/:id/subcategories/:subcategory',
        'categories-id-subcategories-subcategory',
        catalog,
      ),
      route('information', 'information', './screens/information-screen.tsx'),
      route('information/page/:slug', 'information-page', info),
      route('information/post/:slug', 'information-post', info),
      route('menu/:categorySlug', 'menu-categories', catalog),
      route('menu/:categorySlug/:subCategorySlug', 'menu-categories-subcategory', catalog),
      route(
        'menu/:categorySlug/:subCategorySlug/:slugProduct',
        'menu-categories-subcategory-product',
        catalog,
      ),
      {
        ...route('lk', 'lk', './lk/lk-layout.tsx'),
        children: [
          index('lk', './lk/lk-profile.tsx'),
          route('orders', 'lk-orders', './lk/lk-orders.tsx'),
          route('bonuses', 'lk-bonuses', './lk/lk-bonuses.tsx'),
          route('favorite', 'lk-favorite', './lk/lk-favorites.tsx'),
          route('referals', 'lk-referals', './lk/lk-referals.tsx'),
          route('promocodes', 'lk-promocodes', './lk/lk-promocodes.tsx'),
          route('preferences', 'lk-preferences', './lk/lk-preferences.tsx'),
          route('notifications', 'lk-notifications', './lk/lk-notifications.tsx'),
          route('game', 'lk-game', './lk/lk-game.tsx'),
          // A section without a screen of its own shows its name as the title (SPEC.md §2).
          route(':section', 'lk-section', './lk/lk-section.tsx'),
        ],
      },
      {
        path: '*',
        handle: { name: 'not-found' } satisfies RouteHandle,
        // Not lazy: every catalogue screen already includes it for unknown slugs.
        element: <NotFoundScreen />,
      },
    ],
  },
];

/** The screens of the route table, each inside an error boundary that resets on navigation. */
export function AppRoutes() {
  const location = useLocation();
  const element = useRoutes(branchOf(location.pathname));
  const name = useMemo(() => routeNameOf(location.pathname), [location.pathname]);
  return (
    <RouteNameContext.Provider value={name}>
      <ProductLinkBaseProvider value={productLinkBase(location.pathname, location.search)}>
        <RouteErrorBoundary resetKey={location.pathname}>{element}</RouteErrorBoundary>
      </ProductLinkBaseProvider>
    </RouteNameContext.Provider>
  );
}

/**
 * What a screen's module may export besides the screen: the lazy parts it shows in the store's
 * state (the home page's front), loaded, so a page is hydrated with them and draws what the server
 * drew. (Still loading when the app's first update reaches it, a part is drawn again as its
 * skeleton.) Null when it shows none.
 */
export type PreloadParts = (store: RootStore) => Promise<unknown> | null;

/**
 * The screens an address shows, loaded, with the parts they show for `store`'s state when given;
 * resolves to their source files (build manifest keys).
 */
export async function preloadRoute(pathname: string, store?: RootStore): Promise<string[]> {
  const modules = (matchesOf(pathname) ?? [])
    .map((m) => (m.route.handle as RouteHandle | undefined)?.module)
    .filter((m): m is string => Boolean(m));
  await Promise.all(
    modules.map(async (m) => {
      const screen = screens.get(`./${m.slice('src/ui/'.length)}`);
      await screen?.preload();
      const parts = screen?.module()?.preloadParts as PreloadParts | undefined;
      if (store && parts) await parts(store);
    }),
  );
  return modules;
}

/** The route name of an address (SPEC.md §2), outside React. */
export function routeNameOf(pathname: string): string {
  const matches = matchesOf(pathname);
  const handle = matches?.[matches.length - 1]?.route.handle as RouteHandle | undefined;
  return handle?.name ?? 'index';
}

/** The routes an address matches. The last address's are kept: rendering a page asks for them
 * three times (its name, its screens' modules, the route name for the screens), and matching ranks
 * every route anew each time (react-router's flattenRoutes compiles each route's pattern: ~1 ms on
 * the server). The routes never change, so the address alone is the key. */
let lastMatched: {
  pathname: string;
  matches: ReturnType<typeof matchRoutes>;
  branch: RouteObject[];
} | null = null;
function matchedOf(pathname: string) {
  if (lastMatched?.pathname !== pathname) {
    const matches = matchRoutes(routes, pathname);
    lastMatched = { pathname, matches, branch: matches ? branch(matches) : routes };
  }
  return lastMatched;
}
const matchesOf = (pathname: string) => matchedOf(pathname).matches;

/**
 * The route table cut down to the routes an address matched, for useRoutes: it ranks and matches
 * the address again, now among two or three routes instead of forty, and finds the same ones (the
 * same route objects, elements and parameters).
 */
export function branchOf(pathname: string): RouteObject[] {
  return matchedOf(pathname).branch;
}

function branch(matches: { route: RouteObject }[]): RouteObject[] {
  const cut = (i: number): RouteObject => {
    const { route } = matches[i]!;
    return i === matches.length - 1
      ? route
      : { ...(route as NonIndexRouteObject), children: [cut(i + 1)] };
  };
  return [cut(0)];
}
