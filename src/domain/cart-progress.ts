// What the cart leads the customer on to (issue 13): first the zone's minimum order ('Не набрана
// минимальная сумма.'), then the next cheaper delivery tier of the zone ('Ещё 310 ₽ до бесплатной
// доставки'). Tiers are read exactly as deliveryPrice reads them (SPEC.md §9), so the promise
// matches the price the cart will charge once the goal is reached.
import type { DeliveryCondition } from './model';
import { deliveryPrice } from './delivery-zone';
import { roundMoney } from './money';

export type CartGoal =
  /** The zone's minimum order is not reached: ordering is blocked until it is. */
  | { kind: 'minimum'; missing: number; target: number; ratio: number }
  /** A cheaper delivery tier is in reach; price 0 = free delivery. */
  | { kind: 'delivery'; missing: number; target: number; ratio: number; price: number };

export interface CartGoalInput {
  /** The items the tiers and the minimum are measured against (cart.itemsNet). */
  itemsNet: number;
  /** The zone's minimum order, 0 = none, and how much of it is missing (cartSummary). */
  minimum: number;
  minimumMissing: number;
  /** The delivery zone's condition; null for pickup, a table, or an address not yet priced. */
  condition: Pick<DeliveryCondition, 'sum' | 'express_cost'> | null;
  express: boolean;
  /** settings.dont_show_delivery_price: no delivery price is shown, so no tier is promised. */
  deliveryPriceHidden: boolean;
}

const ratioOf = (have: number, target: number) =>
  target > 0 ? Math.min(1, Math.max(0, have / target)) : 1;

export function cartGoal(input: CartGoalInput): CartGoal | null {
  if (input.minimum > 0 && input.minimumMissing > 0) {
    const have = input.minimum - input.minimumMissing;
    return {
      kind: 'minimum',
      missing: roundMoney(input.minimumMissing),
      target: input.minimum,
      ratio: ratioOf(have, input.minimum),
    };
  }
  const { condition } = input;
  if (!condition || input.deliveryPriceHidden) return null;
  const options = { express: input.express };
  const now = deliveryPrice(condition, input.itemsNet, options);
  if (now === null || now === 0) return null;
  const thresholds = [...new Set(condition.sum.map((t) => t.min_sum_order))]
    .filter((sum) => sum > input.itemsNet)
    .sort((a, b) => a - b);
  for (const target of thresholds) {
    const price = deliveryPrice(condition, target, options);
    if (price !== null && price < now) {
      return {
        kind: 'delivery',
        missing: roundMoney(target - input.itemsNet),
        target,
        ratio: ratioOf(input.itemsNet, target),
        price,
      };
    }
  }
  return null;
}
