import type { Banner } from './model';
import { safeHref } from './safe-link';

export type Layout = 'catalog' | 'default' | 'restaurant' | 'samokat';
export type LkAccess = 'allow' | 'redirect-home' | 'not-found';

/** SPEC.md §2 "Account area /lk": the sections of the route table. */
export const LK_CHILDREN = [
  'orders',
  'bonuses',
  'favorite',
  'referals',
  'promocodes',
  'preferences',
  'notifications',
  'game',
] as const;

const CATALOG_MENU_PAGE_TYPES = ['cat1', 'cat2', 'cat12'];
const CATEGORIES_REDIRECT_PAGE_TYPES = ['cat1', 'cat2'];

/**
 * SPEC.md §2 "Banner links". Null when the banner lacks what its type needs, or its url is not a
 * link a shop may render (see safe-link.ts: a `javascript:` url is no link).
 */
export function bannerHref(
  banner: Pick<Banner, 'type' | 'url' | 'product' | 'category' | 'post'>,
): string | null {
  switch (banner.type) {
    case 'url':
      return safeHref(banner.url);
    case 'product':
      return banner.product ? `/?product_id=${banner.product}` : null;
    case 'category':
      return banner.category ? `/catalog/${banner.category}` : null;
    case 'text':
      return banner.post?.post_slug ? `/information/post/${banner.post.post_slug}` : null;
  }
}

/**
 * SPEC.md §3 Banner "sklad, skladall; device (includes site)": shown on this device, and for
 * every stock (skladall), for the chosen stock, or when the admin listed no stock at all.
 */
export function bannerVisible(
  banner: Pick<Banner, 'sklad' | 'skladall' | 'device'>,
  warehouseId: string | null,
  device = 'site',
): boolean {
  if (!banner.device.includes(device)) return false;
  if (banner.skladall || banner.sklad.length === 0) return true;
  return warehouseId !== null && banner.sklad.includes(warehouseId);
}

/** SPEC.md §2 "Page types cat1 and cat2 redirect /catalog URLs to /categories URLs". */
export function catalogRedirect(pageType: string, path: string): string | null {
  if (!CATEGORIES_REDIRECT_PAGE_TYPES.includes(pageType)) return null;
  const match = /^\/catalog(?=$|[/?#])(.*)$/.exec(path);
  return match ? `/categories${match[1] ?? ''}` : null;
}

/** SPEC.md §2 "Menu routes count as catalog only for page types cat1, cat2, cat12". */
export function isCatalogRoute(routeName: string, pageType: string): boolean {
  const name = routeName.toLowerCase();
  if (name.startsWith('menu-')) return CATALOG_MENU_PAGE_TYPES.includes(pageType);
  return name.startsWith('categories') || name.startsWith('catalog');
}

/** SPEC.md §2 "Layouts": the page type wins over the route. */
export function layoutFor(pageType: string, catalogRoute: boolean): Layout {
  if (pageType === 'samokat' || pageType === 'lavka') return 'samokat';
  if (pageType === 'restoran') return 'restaurant';
  return catalogRoute ? 'catalog' : 'default';
}

/**
 * SPEC.md §2 "Account area /lk": anonymous visitors go home, signed-in users get a 404 on an
 * unknown section. Paths outside /lk are not this rule's business.
 */
export function lkAccess(
  path: string,
  signedIn: boolean,
  knownChildren: readonly string[] = LK_CHILDREN,
): LkAccess {
  const pathname = path.split(/[?#]/)[0] ?? '';
  const match = /^\/lk(?:\/(.*))?$/.exec(pathname);
  if (!match) return 'allow';
  if (!signedIn) return 'redirect-home';
  const rest = (match[1] ?? '').replace(/\/+$/, '');
  return rest === '' || knownChildren.includes(rest) ? 'allow' : 'not-found';
}

/** SPEC.md §9 "Mobile or tablet at width 768 or less". */
export function isMobile(width: number): boolean {
  return width <= 768;
}

/** SPEC.md §9 "tablet from 768 to under 992" (768 is both: the spec's ranges overlap there). */
export function isTablet(width: number): boolean {
  return width >= 768 && width < 992;
}

/**
 * Whether a page type shows the side categories on any of its routes (hasSideNav). Its page
 * column is then the wide one on every route, so the header and footer, which line up with the
 * column, keep one width from page to page.
 */
export function sideNavFront(pageType: string): boolean {
  return pageType !== 'restoran' && pageType !== 'lending' && pageType !== 'lending_cat';
}

/**
 * SPEC.md §2 Layouts, on a desktop (≥ 992 px): catalogue routes show the categories in a side
 * column; a quick-commerce shop (samokat, lavka) also on home and its /menu pages, as Samokat and
 * Lavka do on the web. A restaurant and a landing page keep their menu on top.
 */
export function hasSideNav(routeName: string, pageType: string): boolean {
  if (!sideNavFront(pageType)) return false;
  if (pageType === 'samokat' || pageType === 'lavka') {
    return ['index', 'slug'].includes(routeName) || isCatalogRoute(routeName, 'cat12');
  }
  return isCatalogRoute(routeName, pageType);
}
