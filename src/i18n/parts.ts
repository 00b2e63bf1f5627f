// The language files are one file per language for translators; the build serves each in two parts.
// "core" holds the texts of the public pages (home, menu, product, blog, information…) and the frame
// around every screen, loaded before the first render; "rest" (sign-in, account, checkout, orders,
// booking, and the sheets a page opens: cart, delivery, menu, photo viewer…) loads before any other
// lazy screen or modal shows (lazy-with-retry.ts), so no screen ever shows a raw key. A text named by
// the entry's modules or by a module loaded with `texts: 'core'` belongs here, as its whole group or
// by its own key: tests/unit/core-texts.test.ts lists any that is not.

/** `group.key` for each of `keys`: the texts of a group that a page shows, its sheets the others. */
function only(group: string, keys: readonly string[]): string[] {
  return keys.map((key) => `${group}.${key}`);
}

/** Whole groups (`cart`) and single texts (`cart.qty`, with its forms: `cart.items` takes `items_one`…). */
export const CORE_TEXTS: readonly string[] = [
  'maintenance',
  'theme',
  'social',
  'common',
  'catalog',
  'notFound',
  'seo',
  'product',
  'stories',
  // The public pages' own (lazy-with-retry.ts `texts: 'core'`): a visit landing on one hydrates
  // without waiting for the rest.
  'blog',
  'information',
  'contacts',
  'gallery',
  'brands',
  'shop',
  // Groups a page shares with the sheets it opens (the cart, the delivery sheet, the burger menu,
  // the sorting sheet, the photo viewer): only the texts the page and its frame show.
  ...only('nav', [
    'account',
    'language',
    'menu',
    'openMenu',
    'call',
    'book',
    'contacts',
    'perKg',
    'perLitre',
  ]),
  ...only('catalogTools', [
    'search',
    'searchPlaceholder',
    'clearSearch',
    'filters',
    'categories',
    'reset',
    'searchResults',
    'allProducts',
    'found',
    'nothingFound',
    'showAll',
    'showAllIn',
    'view',
  ]),
  ...only('favorites', ['add', 'remove', 'added', 'removed']),
  ...only('cart', [
    'title',
    'add',
    'choose',
    'less',
    'more',
    'added',
    'addedUpToStock',
    'chooseAddressFirst',
    'buyDisabled',
    'orderingDisabled',
    'outOfStock',
    'noMoreInStock',
    'stockCut',
    'missingAtNewAddress',
    'noLongerAvailable',
    'empty',
    'items',
    'qty',
  ]),
  ...only('delivery', ['choose', 'change', 'status', 'settings', 'table']),
  ...only('carousel', ['open']),
];

export type TextPart = 'core' | 'rest';

/** A text's base key: its forms (i18next's plurals and contexts) follow it ('items_few' → 'items',
 * 'searchPlaceholder_goods' → 'searchPlaceholder'). */
function baseKey(key: string): string {
  return key.replace(/_.*$/, '');
}

/** Whether the text (or group of texts) at `group.key` is in the core part. */
export function isCoreText(group: string, key?: string): boolean {
  if (CORE_TEXTS.includes(group)) return true;
  return key !== undefined && CORE_TEXTS.includes(`${group}.${baseKey(key)}`);
}

/** The part of a language file: its core texts, or everything else (a group may be in both). */
export function textPart(texts: Record<string, unknown>, part: TextPart): Record<string, unknown> {
  const wanted = part === 'core';
  const out: Record<string, unknown> = {};
  for (const [group, value] of Object.entries(texts)) {
    if (CORE_TEXTS.includes(group) || !value || typeof value !== 'object') {
      if (CORE_TEXTS.includes(group) === wanted) out[group] = value;
      continue;
    }
    const kept = Object.entries(value).filter(([key]) => isCoreText(group, key) === wanted);
    if (kept.length > 0) out[group] = Object.fromEntries(kept);
  }
  return out;
}
