// SPEC.md §4 "Adding to cart", step by step: refuse (request modal, address modal, ordering off),
// then add within the warehouse's stock, tell the customer and tap the phone.
import type { RootStore } from './root-store.ts';
import type { Product } from '../domain/model.ts';
import {
  addRefusal,
  type LineChoice,
  firstAddCount,
  lineFromProduct,
  maxCount,
  stockAt,
  type AddRefusal,
} from '../domain/cart-rules.ts';
import { notifiesOnAdd } from '../domain/page-type.ts';
import { reaction, when } from 'mobx';
import { findVariation, isVariable } from '../domain/product-variations.ts';
import type { CartLine } from '../domain/cart-price.ts';

function needsVariation(product: Product, line: CartLine): boolean {
  if (!isVariable(product)) return false;
  return !findVariation(product, line.variation_id)?.in_stock;
}

const REFUSAL_TEXT: Record<
  Exclude<AddRefusal, 'send-request' | 'choose-location'> | 'no-more-in-stock',
  string
> = {
  'buy-disabled': 'cart.buyDisabled',
  'ordering-disabled': 'cart.orderingDisabled',
  'out-of-stock': 'cart.outOfStock',
  'no-more-in-stock': 'cart.noMoreInStock',
};

/** Units of a product the warehouse still has beyond what the cart holds; Infinity when unknown. */
export function unitsLeft(root: RootStore, productId: number): number {
  const product = root.catalog.productsById.get(productId);
  const stock = product ? stockAt(product, root.delivery.warehouseId) : null;
  if (stock === null) return Number.POSITIVE_INFINITY;
  const inCart = root.cart.lines
    .filter((l) => l.id === productId && !l.isGift)
    .reduce((n, l) => n + l.count * l.add_to_basket_once, 0);
  return stock - inCart;
}

/** What an add did: the units put in (fewer than wanted when the stock ran short), or why not. */
export type AddResult =
  | { kind: 'added'; count: number; wanted: number }
  | { kind: 'refused'; reason: AddRefusal | 'no-more-in-stock' };

/**
 * The add itself, saying nothing: the refusal rules, then the line within the warehouse's stock.
 * addToCart tells the customer; a reorder adds several lines and tells them once.
 */
export function placeInCart(
  root: RootStore,
  product: Product,
  choice: LineChoice = {},
  count = 1,
): AddResult {
  const { delivery, cart, settings } = root;
  const s = settings.settings;
  const refusal = addRefusal({
    buyDisabled: s?.product_disable_buy ?? false,
    simplifiedOrder: s?.settings.simplified_order ?? false,
    hasLocation: delivery.location !== null,
    orderingDisabled: delivery.orderingDisabled,
    inStock: product.in_stock,
  });
  if (refusal) return { kind: 'refused', reason: refusal };

  const line = lineFromProduct(product, choice, 1);
  // A variable product is sold as one of its variations, and that one must be in stock.
  if (needsVariation(product, line)) return { kind: 'refused', reason: 'out-of-stock' };
  const wanted = firstAddCount(
    count,
    line.backet_first_cart_add_portion_minimum,
    cart.countOf(product.id) > 0,
  );
  const fits = Math.min(wanted, maxCount(unitsLeft(root, product.id), line.add_to_basket_once));
  const existing = cart.line(line.key);
  if (fits <= 0 || (!existing && fits < line.backet_first_cart_add_portion_minimum)) {
    return { kind: 'refused', reason: 'no-more-in-stock' };
  }
  if (existing) existing.count += fits;
  else cart.push({ ...line, count: fits });
  return { kind: 'added', count: fits, wanted };
}

/**
 * A refusal as the customer meets it: the request modal about the product, the address modal, or
 * the reason in words.
 */
export function tellRefusal(
  root: RootStore,
  product: Product,
  reason: AddRefusal | 'no-more-in-stock',
): void {
  const { ui, delivery } = root;
  // A grocery's texts name its pickup points and its shop, not a restaurant (page-type.ts).
  const context = root.settings.wording;
  if (reason === 'send-request') return ui.openRequest(product.id);
  if (reason === 'choose-location') {
    ui.notify(ui.t('cart.chooseAddressFirst', { context }), 'info');
    return delivery.openChooser();
  }
  ui.notify(ui.t(REFUSAL_TEXT[reason], { context }), 'error');
}

export function addToCart(
  root: RootStore,
  product: Product,
  choice: LineChoice = {},
  count = 1,
  opts: { promised?: boolean } = {},
): boolean {
  const { ui, settings } = root;
  const result = placeInCart(root, product, choice, count);
  if (result.kind === 'refused') {
    // The address comes first; the dish waits for it, as the message promises.
    if (result.reason === 'choose-location')
      root.cart.wait({ productId: product.id, choice, count });
    tellRefusal(root, product, result.reason);
    return false;
  }
  // SPEC.md §4: "a success notification shows (except on the samokat page type)". A dish that
  // waited for the address was promised ('— и добавим товар'): that one is always announced.
  if (opts.promised || notifiesOnAdd(settings.pageType)) {
    ui.notify(
      result.count < result.wanted
        ? ui.t('cart.addedUpToStock', { count: result.count })
        : ui.t('cart.added'),
    );
  }
  root.platform.haptics.impact('light');
  return true;
}

/**
 * The dish that waited for an address goes into the cart once one is chosen (after the new
 * address's catalogue is in, so its price and stock are the new ones). If the customer leaves the
 * address flow without choosing, the dish is let go: closing the sheet means "not now".
 */
export function addWaitingDish(root: RootStore): () => void {
  const { cart, catalog, delivery, ui } = root;
  let cancel: (() => void) | null = null;
  const stopChosen = reaction(
    () => delivery.location,
    (location) => {
      if (!location || !cart.waiting) return;
      cancel?.();
      // Let the location's catalogue reload start (another reaction of this change) first.
      let live = true;
      cancel = () => (live = false);
      root.clock.setTimeout(() => {
        if (!live) return;
        cancel = when(
          () => catalog.status !== 'loading',
          () => {
            const dish = cart.waiting;
            cart.wait(null);
            if (!dish) return;
            const product = catalog.productsById.get(dish.productId);
            if (!product) return ui.notify(ui.t('cart.outOfStock'), 'error');
            addToCart(root, product, dish.choice, dish.count, { promised: true });
          },
        );
      }, 0);
    },
  );
  const stopLeft = reaction(
    () => ui.modal === null && delivery.location === null,
    (left) => left && cart.wait(null),
  );
  return () => {
    cancel?.();
    stopChosen();
    stopLeft();
  };
}
