// "Повторить заказ": an order's dishes, checked against today's catalogue (domain/reorder.ts), go
// back into the cart through its own add path (cart.place → cart-add.ts: ordering hours, the
// address, stock, the first-add minimum). Loaded with the order screens, not with the home page.
import type { RootStore } from './root-store.ts';
import { reorderItems, reorderPlan, type OrderLineLike } from '../domain/reorder.ts';

export type ReorderOutcome =
  /** Some or none of the dishes are in the cart; `notAdded` names what could not come back. */
  | { kind: 'done'; added: number; notAdded: string[] }
  /** The cart asked the customer something first (an address, a request, ordering is off). */
  | { kind: 'asked' };

/** Whether an order has anything to order again. */
export function canReorder(lines: readonly OrderLineLike[]): boolean {
  return reorderItems(lines).length > 0;
}

export function reorder(root: RootStore, lines: readonly OrderLineLike[]): ReorderOutcome {
  const steps = reorderPlan(reorderItems(lines), (id) => root.catalog.productsById.get(id));
  const notAdded: string[] = [];
  let added = 0;
  let asked = false;
  for (const step of steps) {
    if (step.kind === 'gone') {
      notAdded.push(step.name);
      continue;
    }
    const { product, count, options, supplements, lost } = step;
    const result = root.cart.place(product, { options, supplements }, count);
    if (result.kind === 'added') {
      added++;
      notAdded.push(...lost);
      continue;
    }
    const { reason } = result;
    if (reason === 'out-of-stock' || reason === 'no-more-in-stock') {
      notAdded.push(product.name);
    } else if (reason === 'send-request') {
      // simplified_order: the request asks about every dish of the order.
      root.cart.tellRefusal(product, reason);
      asked = true;
    } else {
      // No address yet, or no ordering now: true of every dish, so say it once.
      root.cart.tellRefusal(product, reason);
      return { kind: 'asked' };
    }
  }
  if (asked) return { kind: 'asked' };
  if (added > 0) root.platform.haptics.impact('light');
  return { kind: 'done', added, notAdded };
}
