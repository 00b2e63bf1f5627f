// The language files are one file per language for translators; the build serves each in two parts.
// "core" holds the texts of the public pages (home, menu, product, blog, information…) and the frame
// around every screen, loaded before the first render; "rest" (sign-in, account, checkout, orders,
// booking…) loads before any other lazy screen or modal shows (lazy-with-retry.ts), so no screen
// ever shows a raw key. A top-level group used by the entry's modules or by a module loaded with
// `texts: 'core'` belongs here: tests/unit/core-texts.test.ts lists any that is not.
export const CORE_TEXTS: readonly string[] = [
  'maintenance',
  'nav',
  'theme',
  'social',
  'common',
  'catalog',
  'catalogTools',
  'favorites',
  'notFound',
  'seo',
  'cart',
  'delivery',
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
  'carousel',
];

export type TextPart = 'core' | 'rest';

/** The part of a language file: its core groups, or everything else. */
export function textPart(texts: Record<string, unknown>, part: TextPart): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(texts).filter(([group]) => CORE_TEXTS.includes(group) === (part === 'core')),
  );
}
