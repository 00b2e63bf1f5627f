// SPEC.md §2 page types (facade.catalog_front, or the templates' catalog_type of front/settings)
// and what each one puts in front of the customer.
import { isOneOf } from './one-of.ts';

export const PAGE_TYPES = [
  'lending',
  'lending_cat',
  'cat1',
  'cat2',
  'cat12',
  'samokat',
  'lavka',
  'restoran',
] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** SPEC.md §3 facade.catalog_front's default. */
export const DEFAULT_PAGE_TYPE: PageType = 'cat12';

export function isPageType(value: unknown): value is PageType {
  return isOneOf(PAGE_TYPES, value);
}

/**
 * The shop's page type: the first known one of the candidates in order (the settings' facade,
 * then the templates of front/settings), cat12 when none is known. An unknown value (a typo, a
 * type of a newer plugin) is skipped rather than trusted.
 */
export function pageTypeOf(...candidates: unknown[]): PageType {
  for (const c of candidates) {
    const value = typeof c === 'string' ? c.trim().toLowerCase() : c;
    if (isPageType(value)) return value;
  }
  return DEFAULT_PAGE_TYPE;
}

/**
 * The shop front the home page shows:
 * - blocks: a block of products per category on home (cat12);
 * - tiles: categories as tiles leading to category pages (cat1), with subcategory tabs (cat2);
 * - landing: one long page of every category block under a sticky bar (lending, lending_cat);
 * - grocery: quick-commerce tiles and dense cards (samokat, lavka);
 * - restaurant: the restaurant's own site, its menu in sections (restoran).
 */
export type ShopFront = 'blocks' | 'tiles' | 'landing' | 'grocery' | 'restaurant';

export function shopFront(pageType: PageType): ShopFront {
  switch (pageType) {
    case 'cat1':
    case 'cat2':
      return 'tiles';
    case 'lending':
    case 'lending_cat':
      return 'landing';
    case 'samokat':
    case 'lavka':
      return 'grocery';
    case 'restoran':
      return 'restaurant';
    case 'cat12':
      return 'blocks';
  }
}

/**
 * Where a category tile or link leads: cat1 and cat2 keep their /categories pages (SPEC.md §2
 * redirects /catalog there), a landing page scrolls /menu links to the block, the rest open
 * /menu/{slug}.
 */
export function categoryPath(
  pageType: PageType,
  category: { id: number; slug: string },
  parent?: { id: number; slug: string },
): string {
  if (pageType === 'cat1' || pageType === 'cat2') {
    return parent
      ? `/categories/${parent.id}/subcategories/${category.id}`
      : `/categories/${category.id}`;
  }
  return parent ? `/menu/${parent.slug}/${category.slug}` : `/menu/${category.slug}`;
}

/**
 * What the texts call the things a shop sells, as an i18next context: a grocery's are goods ('Найти
 * товар', the `_goods` form of a text), the other fronts' dishes (the text itself: 'Найти блюдо').
 */
export function wordingContext(front: ShopFront): 'goods' | undefined {
  return front === 'grocery' ? 'goods' : undefined;
}

/**
 * Whether the cart and the checkout ask how many people the order is for (SPEC.md §3 Cart state
 * peopleCount: cutlery for each): a meal's question. A grocery's goods come without cutlery, so
 * its cart does not ask and its order does not say.
 */
export function asksPeopleCount(front: ShopFront): boolean {
  return front !== 'grocery';
}

/** SPEC.md §4 "a success notification shows (except on the samokat page type)": both grocery types. */
export function notifiesOnAdd(pageType: PageType): boolean {
  return shopFront(pageType) !== 'grocery';
}

/** How a product shows in a list: a card, a small dense card, or a row with its description. */
export type CardVariant = 'card' | 'dense' | 'row';

/**
 * The layout choice (grid or list, null = not chosen) on a shop front: a restaurant lists its menu
 * as rows with descriptions unless the customer asks for the grid; a grocery grid is dense.
 */
export function cardVariant(front: ShopFront, view: 'grid' | 'list' | null): CardVariant {
  const chosen = view ?? (front === 'restaurant' ? 'list' : 'grid');
  if (chosen === 'list') return 'row';
  return front === 'grocery' ? 'dense' : 'card';
}
