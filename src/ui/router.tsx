// The route table of SPEC.md §2, one line per route. Screens are lazy chunks; names are the spec's.
// Declarative routes (useRoutes) rather than a data router: the storefront loads its data through
// its stores, and the data router's machinery would cost the home page 16 KB of gzip JS.
import { lazy, useMemo, type ComponentType } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { Shell } from './shell/shell.tsx';
import { RouteErrorBoundary } from './screens/route-error.tsx';
import { lazyWithRetry } from './lazy-with-retry.ts';
import { RouteNameContext } from './route-name.ts';
import NotFoundScreen from './screens/not-found-screen.tsx';

export interface RouteHandle {
  name: string;
}

type Loader = () => Promise<{ default: ComponentType }>;

/** One lazy component per chunk, shared by the routes that show it. */
const lazyScreens = new Map<Loader, ComponentType>();
const screen = (load: Loader) => {
  let Screen = lazyScreens.get(load);
  if (!Screen) {
    Screen = lazy(() => lazyWithRetry(load));
    lazyScreens.set(load, Screen);
  }
  return { element: <Screen /> };
};

const home = () => import('./screens/home-screen.tsx');
const catalog = () => import('./screens/catalog-screen.tsx');
const info = () => import('./screens/info-screen.tsx');

const route = (
  path: string,
  name: string,
  load: () => Promise<{ default: React.ComponentType }>,
): RouteObject => ({
  path,
  handle: { name } satisfies RouteHandle,
  ...screen(load),
});

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Shell />,
    children: [
      { index: true, handle: { name: 'index' } satisfies RouteHandle, ...screen(home) },
      route(':slug', 'slug', home),
      route('gallery', 'gallery', () => import('./screens/gallery-screen.tsx')),
      route('seoData', 'seoData', () => import('./screens/seo-data-screen.tsx')),
      route('contacts', 'contacts', () => import('./screens/contacts-screen.tsx')),
      route('blog', 'blog', () => import('./screens/blog-screen.tsx')),
      route('blog/:slug', 'blog-slug', info),
      route('cart', 'cart', () => import('./cart/cart-page.tsx')),
      route('order', 'order', () => import('./screens/checkout-screen.tsx')),
      route('order/:id', 'order-id', () => import('./screens/order-status-screen.tsx')),
      route('brands', 'brands', () => import('./screens/brands-screen.tsx')),
      route('brands/:slug', 'brands-slug', catalog),
      route('catalog/custom', 'catalog-custom', catalog),
      route('CategoriesPage', 'categories-page', () => import('./screens/categories-screen.tsx')),
      route('catalog/:id', 'catalog-id', catalog),
      route('catalog/:id/menu/:slug', 'categories-id', catalog),
      route('categories/:id', 'categories-id', catalog),
      route(
        'categories/:id/subcategories/:subcategory',
        'categories-id-subcategories-subcategory',
        catalog,
      ),
      route('information', 'information', () => import('./screens/information-screen.tsx')),
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
        path: 'lk',
        handle: { name: 'lk' } satisfies RouteHandle,
        ...screen(() => import('./lk/lk-layout.tsx')),
        children: [
          {
            index: true,
            handle: { name: 'lk' } satisfies RouteHandle,
            ...screen(() => import('./lk/lk-profile.tsx')),
          },
          route('orders', 'lk-orders', () => import('./lk/lk-orders.tsx')),
          route('bonuses', 'lk-bonuses', () => import('./lk/lk-bonuses.tsx')),
          route('favorite', 'lk-favorite', () => import('./lk/lk-favorites.tsx')),
          route('referals', 'lk-referals', () => import('./lk/lk-referals.tsx')),
          route('promocodes', 'lk-promocodes', () => import('./lk/lk-promocodes.tsx')),
          route('preferences', 'lk-preferences', () => import('./lk/lk-preferences.tsx')),
          route('notifications', 'lk-notifications', () => import('./lk/lk-notifications.tsx')),
          route('game', 'lk-game', () => import('./lk/lk-game.tsx')),
          // A section without a screen of its own shows its name as the title (SPEC.md §2).
          route(':section', 'lk-section', () => import('./lk/lk-section.tsx')),
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
  const element = useRoutes(routes);
  const name = useMemo(() => routeNameOf(location.pathname), [location.pathname]);
  return (
    <RouteNameContext.Provider value={name}>
      <RouteErrorBoundary resetKey={location.pathname}>{element}</RouteErrorBoundary>
    </RouteNameContext.Provider>
  );
}

/** The route name of SPEC.md §2 for an address ('index' at home). */
function routeNameOf(pathname: string): string {
  const matches = matchRoutes(routes, pathname);
  const handle = matches?.[matches.length - 1]?.route.handle as RouteHandle | undefined;
  return handle?.name ?? 'index';
}
