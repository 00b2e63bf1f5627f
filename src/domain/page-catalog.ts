// The share of the catalogue a server-rendered page carries (stores/snapshot.ts): the whole
// category tree with names, and the products the page shows. The browser hydrates from exactly
// this, then loads the whole catalogue as usual. Home keeps the first `homeLimit` products of each
// category with their number (product_count), which is what its blocks show; on a big menu, whose
// blocks far from the viewport are windowed (first-screen.ts homeBlocksWindowed), only the blocks
// the page draws at once keep theirs, and the others are drawn when the whole catalogue is in.
import type { Category, Product } from './model';
import { resolveMenuPath } from './catalog-paths';
import { FIRST_SCREEN_BLOCKS, homeBlocksWindowed } from './first-screen';
import { isOfBrand, isOnCustomPage } from './product-lists.ts';

export interface PageAddress {
  /** The route's name (SPEC.md §2), e.g. 'index', 'menu-categories-subcategory'. */
  routeName: string;
  pathname: string;
  search: string;
}

const CATEGORY_ROUTES = new Set([
  'menu-categories',
  'menu-categories-subcategory',
  'menu-categories-subcategory-product',
  'catalog-id',
  'categories-id',
  'categories-id-subcategories-subcategory',
]);

/** Every product of a catalogue tree, once per tree (the server keeps one per data version). */
const products = new WeakMap<readonly Category[], { all: Product[]; byId: Map<number, Product> }>();
function productsOf(tree: readonly Category[]) {
  let known = products.get(tree);
  if (!known) {
    const all = tree.flatMap(productsBelow);
    known = { all, byId: new Map(all.map((p) => [p.id, p])) };
    products.set(tree, known);
  }
  return known;
}

/**
 * The tree is read, never changed: a changed catalogue is a new tree (the server's ShopData per
 * data version), so the list of its products is taken once per tree, not once per page.
 */
export function pageCatalog(tree: Category[], page: PageAddress, homeLimit: number): Category[] {
  const keep = new Set<number>();
  const { all, byId } = productsOf(tree);
  const withExtras = (p: Product | undefined) => {
    if (!p) return;
    keep.add(p.id);
    // The product modal lists its add-ons and related dishes.
    for (const id of [...p.supplements, ...p.related_ids]) if (byId.has(id)) keep.add(id);
  };
  const productId = Number(new URLSearchParams(page.search).get('product_id'));
  if (Number.isInteger(productId) && productId > 0) withExtras(byId.get(productId));

  if (page.routeName === 'index' || page.routeName === 'slug') {
    // /{slug} on a landing page opens at that category's block.
    const landing = page.routeName === 'slug' ? slugOf(page.pathname) : null;
    return trimForHome(tree, homeLimit, keep, landing);
  }
  let category: Category | undefined;
  if (CATEGORY_ROUTES.has(page.routeName)) {
    category = categoryOf(tree, page.pathname);
    if (category) {
      for (const p of productsBelow(category)) keep.add(p.id);
      const segments = page.pathname.split('/').slice(2).filter(Boolean);
      if (page.pathname.startsWith('/menu/'))
        withExtras(resolveMenuPath(tree, segments)?.product ?? undefined);
    }
  } else if (page.routeName === 'brands-slug') {
    const brand = decodeURIComponent(page.pathname.split('/')[2] ?? '');
    for (const p of all) if (isOfBrand(p, brand)) keep.add(p.id);
  } else if (page.routeName === 'catalog-custom') {
    for (const p of all) if (isOnCustomPage(p)) keep.add(p.id);
  }
  const shownId = category?.id;
  return outline(
    prune(tree, (p) => keep.has(p.id)),
    (c) => c.id === shownId,
  );
}

const NO_SEO: Category['seo_data'] = { title: '', description: '', keywords: '', og_image: '' };

/**
 * Outside home, a category the page shows none of (no product of it or below it is kept, and it
 * is not the page's own category) is carried as the menu lists it: name, address, pictures, without
 * its description and SEO texts, which only its own page shows. Most of a product page's state was
 * those texts of the other categories (on the 5,000-dish demo, 200 categories: 150 KB of state).
 */
function outline(list: Category[], isShown: (c: Category) => boolean): Category[] {
  return list.map((c) => {
    const pruned = { ...c, subCategories: outline(c.subCategories, isShown) };
    return showsNothing(pruned, isShown)
      ? { ...pruned, description: '', seo_data: NO_SEO }
      : pruned;
  });
}

function showsNothing(c: Category, isShown: (c: Category) => boolean): boolean {
  return (
    c.products.length === 0 && !isShown(c) && c.subCategories.every((s) => showsNothing(s, isShown))
  );
}

function categoryOf(tree: Category[], pathname: string): Category | undefined {
  const segments = pathname.split('/').filter(Boolean);
  if (segments[0] === 'menu') return resolveMenuPath(tree, segments.slice(1))?.category;
  const ids = segments.filter((s) => /^\d+$/.test(s)).map(Number);
  const id = ids[ids.length - 1];
  return id === undefined ? undefined : findById(tree, id);
}

function findById(list: Category[], id: number): Category | undefined {
  for (const c of list) {
    if (c.id === id) return c;
    const found = findById(c.subCategories, id);
    if (found) return found;
  }
  return undefined;
}

function productsBelow(category: Category): Product[] {
  return [...category.products, ...category.subCategories.flatMap(productsBelow)];
}

function prune(list: Category[], wanted: (p: Product) => boolean): Category[] {
  return list.map((c) => ({
    ...c,
    products: c.products.filter(wanted),
    subCategories: prune(c.subCategories, wanted),
  }));
}

/**
 * Each top category's first `limit` products (in the order its block lists them) and its count. On
 * a windowed home page only the first screen's blocks (and the one a landing address opens at) keep
 * theirs: the others are drawn from the whole catalogue, which the browser loads after the page (a
 * 5,000-dish demo's home page carried 4,000 dishes, 3.7 MB of state, for the 40 it draws).
 */
function trimForHome(
  tree: Category[],
  limit: number,
  extra: Set<number>,
  landing: string | null,
): Category[] {
  const blocks = tree.filter((c) => c.show_on_home);
  const windowed = homeBlocksWindowed(blocks.map((c) => productsBelow(c).length));
  const drawn = new Set(blocks.slice(0, FIRST_SCREEN_BLOCKS).map((c) => c.id));
  return tree.map((top) => {
    const products = productsBelow(top);
    const shown = !windowed || drawn.has(top.id) || top.slug === landing ? limit : 0;
    if (products.length <= shown) return top;
    const first = new Set(products.slice(0, shown).map((p) => p.id));
    const [trimmed] = prune([top], (p) => first.has(p.id) || extra.has(p.id));
    return { ...trimmed!, product_count: products.length };
  });
}

function slugOf(pathname: string): string {
  const segment = pathname.split('/').filter(Boolean)[0] ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
