// Addresses of the catalogue's pages (SPEC.md §2 /menu/{categorySlug}[/{subCategorySlug}[/{slugProduct}]]):
// one canonical address for every category and product, and the way back from an address to them.
// A product of a category without subcategories lives at /menu/{category}/{product}.
import type { Category, Product } from './model';

/** The categories from the top down to `target`, or [] when it is not in the tree. */
export function categoryTrail(tree: Category[], target: Category): Category[] {
  for (const c of tree) {
    if (c === target || c.id === target.id) return [c];
    const below = categoryTrail(c.subCategories, target);
    if (below.length > 0) return [c, ...below];
  }
  return [];
}

export function categoryPath(tree: Category[], category: Category): string {
  const trail = categoryTrail(tree, category);
  if (trail.length === 0) return `/menu/${category.slug}`;
  const top = trail[0]!;
  return trail.length === 1 ? `/menu/${top.slug}` : `/menu/${top.slug}/${category.slug}`;
}

/** The category that lists the product (its own first category when the tree has it). */
export function productHome(tree: Category[], product: Product): Category | null {
  let found: Category | null = null;
  const walk = (list: Category[]): boolean =>
    list.some((c) => {
      if (c.products.some((p) => p.id === product.id)) {
        found = c;
        return product.categories.length === 0 || product.categories.includes(c.id);
      }
      return walk(c.subCategories);
    });
  walk(tree);
  return found;
}

/** The product's page, or null when it has no slug or no category in the tree. */
export function productPath(tree: Category[], product: Product): string | null {
  if (!product.slug) return null;
  const home = productHome(tree, product);
  if (!home) return null;
  return `${categoryPath(tree, home)}/${product.slug}`;
}

export interface MenuTarget {
  category: Category;
  product: Product | null;
}

/**
 * What /menu/{a}[/{b}[/{c}]] shows: a category, a subcategory, or a product (of a subcategory with
 * three parts, of a category without subcategories with two). Null: no such page (a 404).
 */
export function resolveMenuPath(tree: Category[], segments: string[]): MenuTarget | null {
  const [a, b, c] = segments.map((s) => decodeSegment(s));
  if (!a || segments.length > 3) return null;
  const top = findBySlug(tree, a);
  if (!top) return null;
  if (!b) return { category: top, product: null };
  const sub = findBySlug(top.subCategories, b);
  if (sub) {
    if (!c) return { category: sub, product: null };
    const product = sub.products.find((p) => p.slug === c) ?? deepProduct(sub, c);
    return product ? { category: sub, product } : null;
  }
  if (c) return null;
  const product = top.products.find((p) => p.slug === b);
  return product ? { category: top, product } : null;
}

function findBySlug(list: Category[], slug: string): Category | undefined {
  for (const c of list) {
    if (c.slug === slug) return c;
    const deeper = findBySlug(c.subCategories, slug);
    if (deeper) return deeper;
  }
  return undefined;
}

function deepProduct(category: Category, slug: string): Product | undefined {
  for (const sub of category.subCategories) {
    const found = sub.products.find((p) => p.slug === slug) ?? deepProduct(sub, slug);
    if (found) return found;
  }
  return undefined;
}

function decodeSegment(segment: string | undefined): string | undefined {
  if (segment === undefined) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
