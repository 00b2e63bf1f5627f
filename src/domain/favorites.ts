// Favourites (SPEC.md §4 Favourites, §5 "'Uncategorized' … and promo/new categories are treated
// specially for favourites").
//
// Decisions, since the spec names the special cases but not the behaviour:
// - A favourite is a product id. Whichever shelf the heart was pressed on (a category, a promo or
//   "new" shelf, the search results), the same product is the same favourite everywhere.
// - Promo and "new" shelves repeat products that live in a real category. The favourites list
//   shows each product once, under its real category, and links there; a promo shelf is used
//   only when the product is on no real shelf at all.
// - 'Uncategorized' (parent 15 or the name) is never a home: the storefront hides it, so a product
//   found only there is not listed. Its id is kept, not deleted, so the favourite comes back when
//   the shop files it properly, or when it is back in stock at the chosen address.
import type { Category, Product } from './model';
import { isUncategorized } from './catalog-visibility';

/** Whole words, in Russian and in the slugs' transliteration, that name a promo or "new" shelf. */
const PROMO_WORDS = new Set([
  'new',
  'news',
  'novelty',
  'novinki',
  'novinka',
  'novoe',
  'promo',
  'sale',
  'akcii',
  'akciya',
  'aktsii',
  'aktsiya',
  'skidki',
  'новое',
  'новые',
]);
/** Russian stems: "Акции", "Акция!", "Новинки недели", "Скидки". */
const PROMO_STEMS = ['акци', 'новинк', 'скидк'];

/** SPEC.md §5: a promo or "new" category, recognised by its name or slug. */
export function isPromoCategory(category: Pick<Category, 'name' | 'slug'>): boolean {
  const words = `${category.name} ${category.slug}`.toLowerCase().split(/[^\p{L}\p{N}]+/u);
  return words.some((w) => PROMO_WORDS.has(w) || PROMO_STEMS.some((s) => w.startsWith(s)));
}

/** Adds or removes one id; `added` says which, for the notification. */
export function toggleFavorite(
  ids: readonly number[],
  id: number,
): { ids: number[]; added: boolean } {
  if (ids.includes(id)) return { ids: ids.filter((x) => x !== id), added: false };
  return { ids: [...ids, id], added: true };
}

/**
 * SPEC.md §4 "merged on sign-in": the union of the device's and the account's favourites, the
 * device's first (its order is what the customer last saw), without duplicates.
 */
export function mergeFavorites(local: readonly number[], remote: readonly number[]): number[] {
  return [...new Set([...local, ...remote])];
}

/** Whether two lists hold the same ids, order aside: an unchanged merge needs no save. */
export function sameFavorites(a: readonly number[], b: readonly number[]): boolean {
  const set = new Set(a);
  return set.size === new Set(b).size && b.every((id) => set.has(id));
}

export interface FavoriteGroup {
  /** The product's real category, where the favourites list links to. */
  category: Category;
  /** Its top-level category when `category` is a subcategory (for /menu/{parent}/{sub}). */
  parent: Category | null;
  products: Product[];
}

interface Home {
  product: Product;
  category: Category;
  parent: Category | null;
  rank: number;
}

/**
 * The favourites as the list shows them: each product once, grouped under its home category, in
 * catalogue order. Home: a real category the product declares in `categories`, else any real
 * category holding it, else a promo/new one; never an uncategorized one (see the file comment).
 */
export function favoriteGroups(
  ids: readonly number[],
  categories: readonly Category[],
): FavoriteGroup[] {
  const wanted = new Set(ids);
  const homes = new Map<number, Home>();
  const order: Category[] = [];
  const visit = (list: readonly Category[], parent: Category | null) => {
    for (const category of list) {
      if (isUncategorized(category)) continue;
      order.push(category);
      const promo = isPromoCategory(category);
      for (const product of category.products) {
        if (!wanted.has(product.id)) continue;
        const rank = promo ? 1 : product.categories.includes(category.id) ? 3 : 2;
        const best = homes.get(product.id);
        if (!best || rank > best.rank) homes.set(product.id, { product, category, parent, rank });
      }
      visit(category.subCategories, parent ?? category);
    }
  };
  visit(categories, null);
  // Second pass in catalogue order, so each group lists its products as the shelf does.
  return order.flatMap((category) => {
    const products = category.products.filter((p) => homes.get(p.id)?.category === category);
    if (products.length === 0) return [];
    return [{ category, parent: homes.get(products[0]!.id)!.parent, products }];
  });
}

/** The category page a favourite links to: /menu/{slug} or /menu/{parent}/{sub} (SPEC.md §2). */
export function favoriteCategoryPath(group: Pick<FavoriteGroup, 'category' | 'parent'>): string {
  return group.parent
    ? `/menu/${group.parent.slug}/${group.category.slug}`
    : `/menu/${group.category.slug}`;
}
