// Issue 13: when the shop's summing settings let only one discount apply, the one worth most to
// this cart is chosen for the customer (they may still change it). A discount is worth what it
// takes off this cart: a percent of the items, a fixed sum up to the items, or a gift's regular
// price less what the gift costs. Ties go to the shop's own order of the offers.
import type { DiscountItem, Promocode } from './discount-choice';

export interface DiscountWorthContext {
  /** The items the discounts apply to (cartSummary's payable base). */
  items: number;
  /** The promo code the customer typed, when it is among the offers. */
  promocode: Promocode | null;
  /** A gift product's regular unit price; null when the catalogue does not know it. */
  giftPrice: (productId: number) => number | null;
}

/** What one offer takes off this cart, in money. */
export function discountWorth(item: DiscountItem, ctx: DiscountWorthContext): number {
  const items = Math.max(0, ctx.items);
  const byType = (type: string, amount: number) => {
    if (type === 'percent') return (items * Math.min(100, Math.max(0, amount))) / 100;
    if (type === 'fixed_cart') return Math.min(items, Math.max(0, amount));
    return 0;
  };
  switch (item.discountType) {
    case 'percent':
    case 'fixed_cart':
      return byType(item.discountType, item.amount);
    case 'promo':
      return ctx.promocode ? byType(ctx.promocode.type, ctx.promocode.amount) : 0;
    case 'free_gift': {
      if (!item.product) return 0;
      const price = ctx.giftPrice(item.product.id);
      if (price === null) return 0;
      return Math.max(0, (price - item.amount) * item.product.quantity);
    }
  }
}

/** The id of the offer worth most to this cart; null when none is worth anything known. */
export function bestDiscountId(
  items: readonly DiscountItem[],
  ctx: DiscountWorthContext,
): string | null {
  let best: { id: string; worth: number } | null = null;
  for (const item of items) {
    const worth = discountWorth(item, ctx);
    if (worth > 0 && (!best || worth > best.worth)) best = { id: item.id, worth };
  }
  return best?.id ?? null;
}
