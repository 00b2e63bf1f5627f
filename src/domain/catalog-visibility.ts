import type { Category, Product } from './model';

/** WordPress keeps its default "Uncategorized" term under parent 15 in these shops (SPEC.md §9). */
export const UNCATEGORIZED_PARENT = 15;

export interface VisibilityOptions {
  /** settings.show_out_of_stock_products */
  showOutOfStock: boolean;
  /** The full catalogue has replaced the main-categories-only file. */
  isFullCatalogGot: boolean;
  /** Warehouse of the selected location; null before an address or pickup point is chosen. */
  warehouseId: string | null;
  /** settings.fragmented_stosks_json: the per-location price file is already filtered by stock. */
  fragmented: boolean;
  /** Honour each category's hide_category flag (default true). */
  hideCategory?: boolean;
}

/** SPEC.md §4 "Catalogue loading": parent 15 or a name containing 'uncategorized' is hidden. */
export function isUncategorized(category: Pick<Category, 'parent' | 'name'>): boolean {
  return (
    category.parent === UNCATEGORIZED_PARENT ||
    category.name.toLowerCase().includes('uncategorized')
  );
}

/**
 * SPEC.md §3 Product locations: a product is sold at a warehouse listed in its locations.
 * A product without any locations is not tied to stock points (single-stock shops) and so is
 * available everywhere; with no warehouse chosen yet there is nothing to check against.
 */
export function productAvailableAt(
  product: Pick<Product, 'locations'>,
  warehouseId: string | null,
): boolean {
  if (warehouseId === null || product.locations.length === 0) return true;
  return product.locations.some((location) => location.id === String(warehouseId));
}

/**
 * SPEC.md §4 "Catalogue loading": whether a product counts as in stock for the chosen warehouse.
 * In the fragmented mode the location's own price file already lists only its products.
 */
export function productInStock(
  product: Pick<Product, 'in_stock' | 'locations'>,
  warehouseId: string | null,
  fragmented: boolean,
): boolean {
  return product.in_stock && (fragmented || productAvailableAt(product, warehouseId));
}

/**
 * Whether the chosen stock has nothing to sell (a popup's `stock_empty`): the full catalogue is in,
 * a warehouse is chosen and not one product of the catalogue is in stock there. Null while that
 * cannot be known yet (no warehouse, or only the main-categories file, which carries no stock).
 */
export function stockIsEmpty(
  categories: readonly Category[],
  options: Pick<VisibilityOptions, 'isFullCatalogGot' | 'warehouseId' | 'fragmented'>,
): boolean | null {
  if (!options.isFullCatalogGot || options.warehouseId === null) return null;
  const anyInStock = (list: readonly Category[]): boolean =>
    list.some(
      (c) =>
        c.products.some((p) => productInStock(p, options.warehouseId, options.fragmented)) ||
        anyInStock(c.subCategories),
    );
  return !anyInStock(categories);
}

/**
 * SPEC.md §3 Category category_availability: the warehouses that sell a category, or none listed
 * (sold everywhere). Whether it is sold at the chosen one, where there is one.
 */
export const categoryAvailableAt = (
  category: Pick<Category, 'category_availability'>,
  warehouseId: string | null,
): boolean =>
  warehouseId === null ||
  category.category_availability.length === 0 ||
  category.category_availability.includes(warehouseId);

/**
 * SPEC.md §4 "Catalogue loading": the categories and products a visitor may see.
 * Out-of-stock products are hidden only when the setting says so and the full catalogue is in,
 * because the main-categories file carries no stock data. A category emptied by that filter is
 * dropped too, so nobody opens an empty shelf; categories that arrived empty stay. Under the same
 * setting a category its list says the chosen warehouse does not sell is dropped, already from
 * the main-categories file (which carries the list): no shelf of another city's menu flashes by
 * before the full catalogue is in.
 */
export function visibleCategories(
  categories: readonly Category[],
  options: VisibilityOptions,
): Category[] {
  const hideOutOfStock = !options.showOutOfStock && options.isFullCatalogGot;
  const honourHideFlag = options.hideCategory ?? true;

  const visit = (list: readonly Category[]): Category[] =>
    list.flatMap((category) => {
      if (isUncategorized(category)) return [];
      if (honourHideFlag && category.hide_category) return [];
      if (!options.showOutOfStock && !categoryAvailableAt(category, options.warehouseId)) return [];
      const products = hideOutOfStock
        ? category.products.filter((p) =>
            productInStock(p, options.warehouseId, options.fragmented),
          )
        : category.products;
      const subCategories = visit(category.subCategories);
      const hadContent = category.products.length > 0 || category.subCategories.length > 0;
      if (hadContent && products.length === 0 && subCategories.length === 0) return [];
      return [{ ...category, products, subCategories }];
    });

  return visit(categories);
}
