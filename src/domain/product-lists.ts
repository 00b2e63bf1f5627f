// The pages that list products by a mark of their own, not by category (SPEC.md §2): a brand's page
// and /catalog/custom. Read by the server when it picks a page's products (page-catalog.ts) and by
// the screen that lists them; apart from catalog-visibility.ts, which the app's start carries.
import type { Product } from './model';

/** SPEC.md §2 /brands/{slug}: the products of that brand (the product's `brand`, a slug). */
export function isOfBrand(product: Pick<Product, 'brand'>, slug: string): boolean {
  return slug !== '' && product.brand === slug;
}

/** SPEC.md §2 /catalog/custom: the products the shop marked with a badge. */
export function isOnCustomPage(product: Pick<Product, 'acf'>): boolean {
  return Boolean(product.acf['product-badge']);
}
