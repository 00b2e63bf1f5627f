// The language files are one file per language for translators; the build serves each in two parts.
// "core" holds the texts of the home page and the frame around every screen, loaded before the first
// render; "rest" (sign-in, account, checkout, orders, booking…) loads after it, and before any lazy
// screen or modal shows (lazy-with-retry.ts), so no screen ever shows a raw key.
// A top-level group used by a module the home page loads belongs here (`npm run size` lists them).
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
];

export type TextPart = 'core' | 'rest';

/** The part of a language file: its core groups, or everything else. */
export function textPart(texts: Record<string, unknown>, part: TextPart): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(texts).filter(([group]) => CORE_TEXTS.includes(group) === (part === 'core')),
  );
}
