// SPEC.md §4 "Adding to cart", step by step: refuse (request modal, address modal, ordering off),
// then add within the warehouse's stock, tell the customer and tap the phone.
import type { RootStore } from './root-store.ts';
import type { Product } from '../domain/model.ts';
import type { CartOption, CartSupplement } from '../domain/cart-price.ts';
import {
  addRefusal,
  firstAddCount,
  lineFromProduct,
  maxCount,
  stockAt,
  type AddRefusal,
} from '../domain/cart-rules.ts';
import { layoutFor } from '../domain/routes-rules.ts';

const REFUSAL_TEXT: Record<Exclude<AddRefusal, 'send-request' | 'choose-location'>, string> = {
  'buy-disabled': 'cart.buyDisabled',
  'ordering-disabled': 'cart.orderingDisabled',
  'out-of-stock': 'cart.outOfStock',
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

export function addToCart(
  root: RootStore,
  product: Product,
  choice: { options?: CartOption[]; supplements?: CartSupplement[] } = {},
  count = 1,
): boolean {
  const { ui, delivery, cart, settings } = root;
  const s = settings.settings;
  const refusal = addRefusal({
    buyDisabled: s?.product_disable_buy ?? false,
    simplifiedOrder: s?.settings.simplified_order ?? false,
    hasLocation: delivery.location !== null,
    orderingDisabled: delivery.orderingDisabled,
    inStock: product.in_stock,
  });
  if (refusal === 'send-request') {
    ui.openRequest(product.id);
    return false;
  }
  if (refusal === 'choose-location') {
    ui.notify(ui.t('cart.chooseAddressFirst'), 'info');
    delivery.openChooser();
    return false;
  }
  if (refusal) {
    ui.notify(ui.t(REFUSAL_TEXT[refusal]), 'error');
    return false;
  }

  const line = lineFromProduct(product, choice, 1);
  const wanted = firstAddCount(
    count,
    line.backet_first_cart_add_portion_minimum,
    cart.countOf(product.id) > 0,
  );
  const fits = Math.min(wanted, maxCount(unitsLeft(root, product.id), line.add_to_basket_once));
  const existing = cart.line(line.key);
  if (fits <= 0 || (!existing && fits < line.backet_first_cart_add_portion_minimum)) {
    ui.notify(ui.t('cart.noMoreInStock'), 'error');
    return false;
  }
  if (existing) existing.count += fits;
  else cart.push({ ...line, count: fits });

  // SPEC.md §4: "a success notification shows (except on the samokat page type)".
  const pageType = settings.layoutPageType || settings.pageType;
  if (layoutFor(pageType, false) !== 'samokat') {
    ui.notify(fits < wanted ? ui.t('cart.addedUpToStock', { count: fits }) : ui.t('cart.added'));
  }
  root.platform.haptics.impact('light');
  return true;
}
