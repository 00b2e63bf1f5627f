// Deep links into a product (SPEC.md §2 "Query parameter product_id opens the product modal").

/**
 * Where closing the product modal leads: the same page without product_id (the base URL or the
 * category path); a product route /menu/{c}/{s}/{product} returns to its subcategory. On a brands
 * path the modal does not return anywhere else: the brand page stays as it is.
 */
export function productCloseTarget(pathname: string, search: string): string {
  const rest = withoutProductId(search);
  const query = rest ? `?${rest}` : '';
  if (pathname.startsWith('/brands')) return pathname + query;
  const productRoute = /^(\/menu\/[^/]+\/[^/]+)\/[^/]+\/?$/.exec(pathname);
  return (productRoute ? productRoute[1]! : pathname) + query;
}

/**
 * What a dish's link on a page starts with: the page's own address without product_id, ready for
 * one more parameter ('/menu/pizza?', '/?sort=price&'); the product opens over the page it was
 * chosen on. The same string while only product_id changes, so the cards' links do not change.
 */
export function productLinkBase(pathname: string, search: string): string {
  const rest = withoutProductId(search);
  return rest ? `${pathname}?${rest}&` : `${pathname}?`;
}

function withoutProductId(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('product_id');
  return params.toString();
}

/** Telegram start parameter (t.me/bot/app?startapp=product_1042) → the in-app path it opens. */
export function startParamPath(startParam: string | null | undefined): string | null {
  if (!startParam) return null;
  const product = /^product_(\d+)$/.exec(startParam);
  if (product) return `/?product_id=${product[1]}`;
  const category = /^category_([a-z0-9-]+)$/.exec(startParam);
  if (category) return `/menu/${category[1]}`;
  return null;
}

/** SPEC.md §2: on the landing page a /menu URL scrolls to its block with this offset (px). */
export const LANDING_SCROLL_OFFSET = -100;
/** SPEC.md §9: scroll retry interval while the block is not rendered yet. */
export const SCROLL_RETRY_MS = 300;

export function isLandingPage(pageType: string): boolean {
  return pageType === 'lending' || pageType === 'lending_cat';
}

/**
 * SPEC.md §2 landing page: /menu/{category}[/{sub}[/{product}]] scrolls to the category block and the
 * address is rewritten to /menu/{slug} — the deepest category slug in the path.
 */
export function landingMenuTarget(pathname: string): { slug: string; address: string } | null {
  const m = /^\/menu\/([^/]+)(?:\/([^/]+))?/.exec(pathname);
  if (!m) return null;
  const slug = m[2] ?? m[1]!;
  return { slug, address: `/menu/${slug}` };
}

/** What is shared (issue 18): a dish by its id, or a category by its slug. */
export type ShareTarget = { product: number } | { category: string };

/** A slug Telegram takes in a start parameter (A–Z, a–z, 0–9, _ and -, up to 64 with the prefix). */
const START_SLUG = /^[a-z0-9-]{1,55}$/;

/**
 * The link that shares a dish or a category (issue 18): inside Telegram the Mini App opened on it
 * (https://t.me/{bot}/{app}?startapp=product_{id} or category_{slug}) when the app's link is known;
 * otherwise, on the website, and for a slug a start parameter cannot carry (Cyrillic, capitals),
 * the website's page: /?product_id={id} or /menu/{slug}.
 */
export function shareUrl(p: {
  target: ShareTarget;
  host: 'web' | 'telegram';
  telegramApp: string;
  site: string;
}): string {
  const site = p.site.replace(/\/$/, '');
  if ('product' in p.target) {
    if (p.host === 'telegram' && p.telegramApp)
      return `${p.telegramApp}?startapp=product_${p.target.product}`;
    return `${site}/?product_id=${p.target.product}`;
  }
  const slug = p.target.category;
  if (p.host === 'telegram' && p.telegramApp && START_SLUG.test(slug))
    return `${p.telegramApp}?startapp=category_${slug}`;
  return `${site}/menu/${encodeURIComponent(slug)}`;
}
