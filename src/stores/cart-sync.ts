// Keeps the cart true to where it is delivered and what the shop has (SPEC.md §5 "Cart quantities
// exceeding stock are cut down", §8 cart messages): a new address, a catalogue refresh and a fresh
// stock check each take out what can no longer be sold, and say so.
import { reaction } from 'mobx';
import type { RootStore } from './root-store.ts';
import type { CartLine } from '../domain/cart-price.ts';
import { cutToStock, keepAvailableAt, reconcileWithCatalog } from '../domain/cart-rules.ts';
import { deliveryApi } from '../api/delivery-api.ts';

export function watchCart(root: RootStore): () => void {
  const { cart, catalog, delivery } = root;
  // A move to a warehouse with a price file of its own: the lines' locations came from the old
  // warehouse's file, so what the new one sells is known when its file arrives (the catalogue
  // reaction below says it then, as a move).
  let moved = false;
  const stopAddress = reaction(
    () => delivery.warehouseId,
    (warehouseId) => {
      if (warehouseId === null || cart.isEmpty) return;
      if (catalog.source?.kind === 'price-file') {
        moved = true;
        return;
      }
      const result = keepAvailableAt(cart.lines, warehouseId);
      if (result.removed.length === 0) return;
      cart.replaceLines(result.lines);
      tell(root, 'cart.missingAtNewAddress', result.removed);
    },
  );
  const stopCatalog = reaction(
    () => catalog.categories,
    () => {
      if (!catalog.isFullCatalogGot || catalog.status !== 'loaded' || cart.isEmpty) return;
      const afterMove = moved;
      moved = false;
      const products = catalog.productsById;
      const result = reconcileWithCatalog(
        cart.lines,
        (id) => products.get(id),
        delivery.warehouseId,
      );
      cart.replaceLines(result.lines);
      const cutOnly = result.cut.filter((l) => !result.removed.includes(l));
      if (result.removed.length > 0)
        tell(
          root,
          afterMove ? 'cart.missingAtNewAddress' : 'cart.noLongerAvailable',
          result.removed,
        );
      if (cutOnly.length > 0) tell(root, 'cart.stockCut', cutOnly);
    },
  );
  return () => {
    stopAddress();
    stopCatalog();
  };
}

/** Asks the backend for the warehouse's stock now and cuts the cart down to it. */
export async function verifyStock(root: RootStore): Promise<void> {
  const warehouseId = root.delivery.warehouseId;
  const ids = [...new Set(root.cart.lines.filter((l) => !l.isGift).map((l) => l.id))];
  if (!warehouseId || ids.length === 0) return;
  const result = await deliveryApi(root.api.client).stock(ids, warehouseId);
  if (!result.ok) return; // SPEC.md §8: API failures are logged only; the order check repeats it.
  if (root.delivery.warehouseId !== warehouseId) return;
  const quantity = new Map(result.data.map((s) => [s.id, s.quantity]));
  const cut = cutToStock(root.cart.lines, (l) => (l.isGift ? null : (quantity.get(l.id) ?? 0)));
  if (cut.cut.length === 0) return;
  root.cart.replaceLines(cut.lines);
  tell(root, 'cart.stockCut', cut.cut);
}

/**
 * Says what left the cart and why. A check right after start-up can finish before the interface
 * has installed its translator; the message then waits for it (a few tenths of a second).
 */
function tell(root: RootStore, key: string, lines: CartLine[], attempt = 0) {
  const text = root.ui.t(key);
  if (text === key && attempt < 30) {
    root.clock.setTimeout(() => tell(root, key, lines, attempt + 1), 100);
    return;
  }
  const names = [...new Set(lines.map((l) => l.name))].join(', ');
  root.ui.notify(`${text} ${names}`, 'error');
}
