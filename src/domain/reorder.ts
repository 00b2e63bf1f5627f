// "Повторить заказ": an order's dishes back as cart additions — each main line with its options and
// its supplements (the order's 'ingredient' lines under it, per dish), gifts left out (a coupon
// decides those anew) — then checked against today's catalogue: what it no longer has is named, and
// the cart's own add rules (address, stock, hours) decide the rest.
import type { CartOption, CartSupplement } from './cart-price.ts';
import type { ProductAttribute } from './model.ts';
import { defaultOptions, optionProblems } from './product-options.ts';

export interface OrderLineLike {
  id: number;
  product_id: number;
  name: string;
  quantity: number;
  type: string;
  parent_item_id: number | null;
  meta_data: readonly { key: string; value?: unknown }[];
}

export interface ReorderItem {
  productId: number;
  name: string;
  count: number;
  options: CartOption[];
  supplements: { productId: number; name: string; count: number }[];
}

const metaOf = (line: OrderLineLike, key: string) =>
  line.meta_data.find((m) => m.key === key)?.value;

function optionsOf(line: OrderLineLike): CartOption[] {
  const value = metaOf(line, 'options');
  if (!Array.isArray(value)) return [];
  return value.flatMap((o: unknown) => {
    const { attributeId, optionId } = (o ?? {}) as Record<string, unknown>;
    return typeof attributeId === 'string' && typeof optionId === 'string'
      ? [{ attributeId, optionId }]
      : [];
  });
}

export function reorderItems(lines: readonly OrderLineLike[]): ReorderItem[] {
  return lines
    .filter((l) => l.type === 'main' && l.product_id > 0 && l.quantity > 0)
    .map((main) => ({
      productId: main.product_id,
      name: main.name,
      count: Math.floor(main.quantity),
      options: optionsOf(main),
      supplements: lines
        .filter((s) => s.type === 'ingredient' && s.parent_item_id === main.id && s.product_id > 0)
        .map((s) => {
          const perDish = Number(metaOf(s, 'quantity_per_item'));
          return {
            productId: s.product_id,
            name: s.name,
            count:
              Number.isInteger(perDish) && perDish > 0
                ? perDish
                : Math.max(1, Math.round(s.quantity / Math.max(1, main.quantity))),
          };
        }),
    }));
}

/** What the plan needs of a catalogue product. */
export interface ReorderProduct {
  id: number;
  name: string;
  price: number;
  in_stock: boolean;
  attributes: readonly ProductAttribute[];
  supplements: readonly number[];
}

/** One dish of the order against today's catalogue, in the order's own order. */
export type ReorderStep<P extends ReorderProduct> =
  | {
      kind: 'add';
      product: P;
      count: number;
      /** What the catalogue still has of the dish's options and supplements. */
      options: CartOption[];
      supplements: CartSupplement[];
      /** Supplements no longer offered with the dish: 'Соус сырный (Маргарита)'. */
      lost: string[];
    }
  /** A dish gone from the menu, or whose choice no longer holds. */
  | { kind: 'gone'; name: string };

/**
 * The order's dishes against today's catalogue. An option is kept while its product still has it;
 * a required group that lost its pick takes its default, and a dish whose choice still breaks the
 * product's rules is not guessed at. A supplement is kept while the dish still offers it and it is
 * in stock (as the product modal offers them), at today's price.
 */
export function reorderPlan<P extends ReorderProduct>(
  items: readonly ReorderItem[],
  find: (productId: number) => P | undefined,
): ReorderStep<P>[] {
  return items.map((item): ReorderStep<P> => {
    const product = find(item.productId);
    if (!product) return { kind: 'gone', name: item.name };
    const kept = item.options.filter((o) =>
      product.attributes
        .find((a) => a.id === o.attributeId)
        ?.options.some((x) => x.id === o.optionId),
    );
    const options = [
      ...kept,
      ...defaultOptions(product.attributes).filter(
        (d) => !kept.some((o) => o.attributeId === d.attributeId),
      ),
    ];
    if (optionProblems(product.attributes, options).length > 0) {
      return { kind: 'gone', name: item.name };
    }
    const supplements: CartSupplement[] = [];
    const lost: string[] = [];
    for (const s of item.supplements) {
      const addon = product.supplements.includes(s.productId) ? find(s.productId) : undefined;
      if (addon?.in_stock)
        supplements.push({ id: addon.id, name: addon.name, price: addon.price, count: s.count });
      else lost.push(`${s.name} (${product.name})`);
    }
    return { kind: 'add', product, count: item.count, options, supplements, lost };
  });
}
