// Variable products (SPEC.md §3 Cart line variation_id, variation_data; BACKEND-CONTRACT.md
// Catalogue product_variations_data): the customer picks one value per attribute ('Размер': '35 см')
// and that picks the variation, whose own price, photo and stock are what is sold.
import type { Product, ProductVariation } from './model';

/** SPEC.md §3 Cart line variation_data: attribute name → chosen value. */
export type VariationData = Record<string, string>;

export interface VariationAttribute {
  name: string;
  /** Values in the order the variations list them. */
  values: string[];
}

export function isVariable(product: Pick<Product, 'product_variations_data'>): boolean {
  return product.product_variations_data.length > 0;
}

/** The attributes the variations differ by, each with its values, in catalogue order. */
export function variationAttributes(
  product: Pick<Product, 'product_variations_data'>,
): VariationAttribute[] {
  const byName = new Map<string, string[]>();
  for (const v of product.product_variations_data) {
    for (const a of v.attributes) {
      const values = byName.get(a.name) ?? [];
      if (!values.includes(a.option)) values.push(a.option);
      byName.set(a.name, values);
    }
  }
  return [...byName].map(([name, values]) => ({ name, values }));
}

export function variationData(variation: Pick<ProductVariation, 'attributes'>): VariationData {
  return Object.fromEntries(variation.attributes.map((a) => [a.name, a.option]));
}

/** '35 см', or '35 см, тонкое' for two attributes: how a cart line and a receipt name it. */
export function variationLabel(data: VariationData | null | undefined): string {
  return variationValues(data).join(', ');
}

/** The variation's attribute values in order (['35 см', 'тонкое']); none for no variation. */
export function variationValues(data: VariationData | null | undefined): string[] {
  return data ? Object.values(data) : [];
}

export function findVariation(
  product: Pick<Product, 'product_variations_data'>,
  id: number | null | undefined,
): ProductVariation | null {
  if (!id) return null;
  return product.product_variations_data.find((v) => v.id === id) ?? null;
}

/** The variation whose attributes are exactly these picks; null when no such variation exists. */
export function variationFor(
  product: Pick<Product, 'product_variations_data'>,
  picks: VariationData,
): ProductVariation | null {
  return (
    product.product_variations_data.find(
      (v) =>
        v.attributes.length === Object.keys(picks).length &&
        v.attributes.every((a) => picks[a.name] === a.option),
    ) ?? null
  );
}

/** What the modal opens with: the first variation in stock (the catalogue's order), else the first. */
export function defaultVariation(
  product: Pick<Product, 'product_variations_data'>,
): ProductVariation | null {
  const list = product.product_variations_data;
  return list.find((v) => v.in_stock) ?? list[0] ?? null;
}

/**
 * Picking one value of one attribute: the other picks stay when a variation with all of them exists;
 * otherwise the first variation in stock with the new value is taken (its other values follow).
 */
export function pickVariationValue(
  product: Pick<Product, 'product_variations_data'>,
  current: VariationData,
  name: string,
  value: string,
): ProductVariation | null {
  const exact = variationFor(product, { ...current, [name]: value });
  if (exact) return exact;
  const withValue = product.product_variations_data.filter((v) =>
    v.attributes.some((a) => a.name === name && a.option === value),
  );
  return withValue.find((v) => v.in_stock) ?? withValue[0] ?? null;
}

/**
 * The product as its variation sells it: the variation's price, regular price, photo and stock.
 * The customer multiplier of the product still applies (customerPrice reads it).
 */
export function productAsVariation<T extends Product>(product: T, variation: ProductVariation): T {
  return {
    ...product,
    price: variation.price,
    regular_price: variation.regular_price ?? variation.price,
    in_stock: product.in_stock && variation.in_stock,
    images: variation.image ? [variation.image, ...product.images] : product.images,
  };
}
