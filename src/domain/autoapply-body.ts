// SPEC.md §7 POST coupons/autoapply body (BACKEND-CONTRACT.md "Discounts / auto-apply"): the cart's
// items and the moment the order is received — the chosen slot's day and hours, so a coupon limited
// to hours or weekdays follows the slot rather than the moment of browsing.
import { lineTotal, type CartLine, type CartOption } from './cart-price';
import type { VariationData } from './product-variations';
import { roundMoney } from './money';
import { formatDayMonthYear, localParts } from './zoned-time';

export interface AutoapplyItem {
  product: { id: number; name: string };
  /** Units: count × add_to_basket_once. */
  quantity: number;
  /** The variation id, 0 for a simple product. */
  variation: number;
  variation_data: VariationData | null;
  /** A portion's price as the cart charges it (combo, weight and supplements included). */
  price: number;
  /** The options chosen (the reference backend prices them; WordPress ignores them). */
  options: CartOption[];
}

/**
 * cart_items, keyed by product id as the vendor's plugin reads them; a second line of the same
 * product (another size or other options) gets `{id}:{n}` so no line is lost.
 */
export function autoapplyItems(lines: readonly CartLine[]): Record<string, AutoapplyItem> {
  const items: Record<string, AutoapplyItem> = {};
  for (const line of lines) {
    if (line.isGift) continue;
    let key = String(line.id);
    for (let n = 2; key in items; n++) key = `${line.id}:${n}`;
    items[key] = {
      product: { id: line.id, name: line.name },
      quantity: line.count * line.add_to_basket_once,
      variation: line.variation_id ?? 0,
      variation_data: line.variation_data ?? null,
      price: roundMoney(lineTotal(line) / Math.max(1, line.count)),
      options: line.options,
    };
  }
  return items;
}

/** A delivery slot as the checkout offers it (GET checkout/avaible_time start_list). */
export interface ReceiveSlot {
  date: string;
  time_from: string;
  time_to: string;
}

/**
 * take_date (dd.mm.yyyy), time_from and time_to of the body: the slot's, or for 'as soon as
 * possible' today on the shop's clock and no hours (the backend then judges hours by its clock).
 */
export function receiveMoment(
  slot: ReceiveSlot | null,
  now: number,
  timeZone: string,
): { take_date: string; time_from?: string; time_to?: string } {
  if (slot) return { take_date: slot.date, time_from: slot.time_from, time_to: slot.time_to };
  return { take_date: formatDayMonthYear(localParts(new Date(now), timeZone)) };
}
