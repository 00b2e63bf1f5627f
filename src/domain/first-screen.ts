// SPEC.md §4 "Catalogue loading: first only the main categories load, then the full catalogue".
// The first file carries the category tree and the products the home page's first screen shows, so
// a customer sees priced products before the full catalogue arrives; the server builds it and the
// home page renders the same blocks at once.
import { isUncategorized } from './catalog-visibility';

/** Home category blocks on the first screen: rendered at once, and stocked by the first file. */
export const FIRST_SCREEN_BLOCKS = 2;

/** Products a home category block shows before "Показать все". */
export const HOME_BLOCK_LIMIT = 20;

interface HomeCategory {
  id: number;
  parent: number;
  name: string;
  hide_category: boolean;
  show_on_home: boolean;
}

/** The top-level categories whose blocks open the home page, in catalogue order. */
export function firstScreenCategories<T extends HomeCategory>(topLevel: readonly T[]): T[] {
  return topLevel
    .filter((c) => !isUncategorized(c) && !c.hide_category && c.show_on_home)
    .slice(0, FIRST_SCREEN_BLOCKS);
}

/**
 * Cards the home page may hold all at once: below this a menu is drawn whole (every dish in the
 * page, as a customer finding one with the browser's search expects); above it the blocks far from
 * the viewport give their cards back (Windowed), so a grocery catalogue keeps a bounded DOM.
 */
export const HOME_CARDS_DRAWN_WHOLE = 400;

/** Whether the home page's category blocks are windowed, from the cards they would show. */
export function homeBlocksWindowed(cardsPerBlock: readonly number[]): boolean {
  let cards = 0;
  for (const n of cardsPerBlock) cards += Math.min(n, HOME_BLOCK_LIMIT);
  return cards > HOME_CARDS_DRAWN_WHOLE;
}
