// "Повторить заказ": an order's dishes back as cart additions — each main line with its options and
// its supplements (the order's 'ingredient' lines under it, per dish), gifts left out (a coupon
// decides those anew). Pure: the catalogue and the cart's own rules decide what can be added.
import type { CartOption } from './cart-price.ts';

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
