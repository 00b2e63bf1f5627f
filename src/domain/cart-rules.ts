// SPEC.md §4 "Adding to cart" and §5 "Cart quantities exceeding stock are cut down": what may be
// added, how many, and what a new address, a catalogue refresh or a stock check does to the lines.
import type { Product } from './model';
import { isKilogramUnit } from './measure-unit';
import { lineKey, type CartLine, type CartOption, type CartSupplement } from './cart-price';
import { customerPrice } from './catalog-sort';
import { unitPrice } from './product-options';
import { findVariation, isVariable, productAsVariation, variationData } from './product-variations';

export type AddRefusal =
  'buy-disabled' | 'send-request' | 'choose-location' | 'ordering-disabled' | 'out-of-stock';

export interface AddContext {
  /** settings.product_disable_buy: the menu is for looking only. */
  buyDisabled: boolean;
  /** settings.simplified_order: a request instead of a cart. */
  simplifiedOrder: boolean;
  hasLocation: boolean;
  /** The stock is in settings.app.disable_ordering, or a due popup disables ordering. */
  orderingDisabled: boolean;
  inStock: boolean;
}

/**
 * SPEC.md §4: "With simplified_order, only a request modal opens. With no selected location, the
 * receipt/address modal opens and the add is refused." §6: ordering disabled per stock, buying
 * disabled by product_disable_buy. Null when the add may go ahead.
 */
export function addRefusal(ctx: AddContext): AddRefusal | null {
  if (ctx.buyDisabled) return 'buy-disabled';
  if (ctx.simplifiedOrder) return 'send-request';
  if (!ctx.hasLocation) return 'choose-location';
  if (ctx.orderingDisabled) return 'ordering-disabled';
  if (!ctx.inStock) return 'out-of-stock';
  return null;
}

/** SPEC.md §6 "Ordering can be disabled per stock location (disable_ordering)". */
export function isOrderingDisabled(
  disabledStocks: readonly string[],
  warehouseId: string | null,
): boolean {
  return warehouseId !== null && disabledStocks.includes(warehouseId);
}

/** What the customer chose in the product modal (or a reorder, or a gift coupon). */
export interface LineChoice {
  options?: CartOption[];
  supplements?: CartSupplement[];
  /** A variable product's variation (SPEC.md §3 Cart line variation_id). */
  variationId?: number | null;
}

/**
 * A product whose card cannot add it with one tap: a required option group, or a variation to pick
 * (the card's '+' opens the product instead).
 */
export function needsChoice(
  product: Pick<Product, 'attributes' | 'product_variations_data'>,
): boolean {
  return product.attributes.some((a) => a.required) || isVariable(product);
}

/**
 * SPEC.md §3 Cart line, built from a catalogue product and the customer's choice. A variable
 * product is sold as its variation: the variation's price, photo and stock, its id and attributes.
 */
export function lineFromProduct(product: Product, choice: LineChoice = {}, count = 1): CartLine {
  const options = choice.options ?? [];
  const variation = findVariation(product, choice.variationId);
  const sold = variation ? productAsVariation(product, variation) : product;
  const price = unitPrice(sold, options);
  const regular =
    sold.regular_price && sold.regular_price > sold.price
      ? unitPrice({ ...sold, price: sold.regular_price }, options)
      : price;
  const line: CartLine = {
    key: '',
    id: product.id,
    name: product.name,
    price,
    regular_price: regular,
    image: sold.images[0] ?? '',
    count,
    countable: product.countable,
    measure_unit: product.measure_unit,
    categories: product.categories,
    portion_nat_size: product.portion_nat_size,
    add_to_basket_once: product.add_to_basket_once || 1,
    backet_first_cart_add_portion_minimum: product.backet_first_cart_add_portion_minimum,
    supplements: (choice.supplements ?? []).filter((s) => s.count > 0),
    variation_id: variation?.id ?? null,
    variation_data: variation ? variationData(variation) : null,
    acf: comboOf(product),
    options,
    locations: product.locations.map((l) => l.id),
    free_limits: product.free_limits ?? null,
    exclude_from_min_cart: product.exclude_from_min_cart,
  };
  return { ...line, key: lineKey(line) };
}

/** SPEC.md §3 Cart line acf: the product's combo discount, when it has one. */
function comboOf(product: Product): CartLine['acf'] {
  const { combo_discount_type: type, combo_discount: amount } = product.acf;
  return type && amount ? { combo_discount_type: type, combo_discount: amount } : null;
}

/**
 * SPEC.md §9 "the first-add minimum comes from backet_first_cart_add_portion_minimum": the
 * first add of a product puts at least that many in the cart; later adds add what was asked.
 */
export function firstAddCount(requested: number, minimum: number, alreadyInCart: boolean): number {
  const wanted = Math.max(1, Math.floor(requested));
  return alreadyInCart ? wanted : Math.max(wanted, Math.floor(minimum));
}

/** One less; a line that would fall below 1 or below its first-add minimum goes (0). */
export function countAfterDecrement(count: number, minimum: number): number {
  const next = count - 1;
  return next < Math.max(1, minimum) ? 0 : next;
}

/**
 * Units of a product the warehouse holds, or null when the catalogue does not manage its stock.
 * A quantity of 0 on a product still marked in stock is an unmanaged stock, not an empty one:
 * an empty one arrives as in_stock false.
 */
export function stockAt(
  product: Pick<Product, 'locations' | 'stock_quantity' | 'in_stock'>,
  warehouseId: string | null,
): number | null {
  const here = warehouseId ? product.locations.find((l) => l.id === warehouseId) : undefined;
  const quantity = here ? here.quantity : product.stock_quantity;
  if (quantity !== null && quantity !== undefined && quantity > 0) return quantity;
  return product.in_stock ? null : 0;
}

/** How many portions (count) fit into `stock` units at `step` units each. */
export function maxCount(stock: number | null, step: number): number {
  if (stock === null) return Number.POSITIVE_INFINITY;
  return Math.max(0, Math.floor(stock / Math.max(step, 1e-9) + 1e-9));
}

export interface Reconciled {
  lines: CartLine[];
  /** Lines taken out whole. */
  removed: CartLine[];
  /** Lines whose count was cut down (as they were before), removed ones included. */
  cut: CartLine[];
}

/**
 * SPEC.md §5 "Cart quantities exceeding stock are cut down": lines of one product share its
 * stock in cart order; a line cut below its first-add minimum goes.
 */
export function cutToStock(
  lines: readonly CartLine[],
  stockOf: (line: CartLine) => number | null,
): Reconciled {
  const used = new Map<number, number>();
  const result: Reconciled = { lines: [], removed: [], cut: [] };
  for (const line of lines) {
    const stock = stockOf(line);
    if (stock === null) {
      result.lines.push(line);
      continue;
    }
    const taken = used.get(line.id) ?? 0;
    let count = Math.min(line.count, maxCount(stock - taken, line.add_to_basket_once));
    if (count < line.backet_first_cart_add_portion_minimum) count = 0;
    used.set(line.id, taken + count * line.add_to_basket_once);
    if (count < line.count) result.cut.push(line);
    if (count === 0) result.removed.push(line);
    else result.lines.push(count === line.count ? line : { ...line, count });
  }
  return result;
}

/**
 * BACKEND-CONTRACT.md useChangeLocation, SPEC.md §8 'Данных товаров нет в наличии на новом
 * адресе.': lines whose product is not sold at the new warehouse leave the cart.
 */
export function keepAvailableAt(
  lines: readonly CartLine[],
  warehouseId: string,
): { lines: CartLine[]; removed: CartLine[] } {
  const sold = (l: CartLine) => l.locations.length === 0 || l.locations.includes(warehouseId);
  return { lines: lines.filter(sold), removed: lines.filter((l) => !sold(l)) };
}

/**
 * SPEC.md §8 'Некоторые товары больше не доступны для заказа и были удалены из корзины': after a
 * catalogue refresh, lines of products gone or out of stock leave, the rest take the catalogue's
 * current names and prices (another warehouse may price them differently) and are cut to stock.
 */
export function reconcileWithCatalog(
  lines: readonly CartLine[],
  find: (id: number) => Product | undefined,
  warehouseId: string | null,
): Reconciled {
  const removed: CartLine[] = [];
  const fresh: CartLine[] = [];
  for (const line of lines) {
    const product = find(line.id);
    const variation = product ? findVariation(product, line.variation_id) : null;
    const variationGone =
      product !== undefined &&
      (line.variation_id ? !variation?.in_stock : isVariable(product) && !line.isGift);
    if (!product || !product.in_stock || variationGone) removed.push(line);
    else fresh.push(refreshLine(line, product, find));
  }
  const cut = cutToStock(fresh, (l) => {
    const product = find(l.id);
    return product ? stockAt(product, warehouseId) : null;
  });
  return { lines: cut.lines, removed: [...removed, ...cut.removed], cut: cut.cut };
}

function refreshLine(
  line: CartLine,
  product: Product,
  find: (id: number) => Product | undefined,
): CartLine {
  const latest = lineFromProduct(
    product,
    { options: line.options, variationId: line.variation_id },
    line.count,
  );
  return {
    ...line,
    name: latest.name,
    price: line.isGift ? line.price : latest.price,
    regular_price: latest.regular_price,
    acf: latest.acf,
    variation_data: latest.variation_data,
    image: latest.image || line.image,
    locations: latest.locations,
    supplements: line.supplements.map((s) => {
      const addon = find(s.id);
      return addon ? { ...s, name: addon.name, price: customerPrice(addon) } : s;
    }),
  };
}

/** BACKEND-CONTRACT.md "cartItemsLength: non-countable counts as 1". */
export function itemsCount(lines: readonly Pick<CartLine, 'count' | 'countable'>[]): number {
  return lines.reduce((sum, l) => sum + (l.countable ? l.count : 1), 0);
}

/**
 * What a line's count means to the customer: pieces for countable goods sold in packs, and
 * weight for 'кг' goods (SPEC.md §9 "Unit 'кг' weighs as 1000").
 */
export function lineQuantity(
  line: Pick<CartLine, 'count' | 'add_to_basket_once' | 'measure_unit' | 'portion_nat_size'>,
): { amount: number; unit: 'pcs' | 'kg' | 'g' } {
  const units = line.count * line.add_to_basket_once;
  if (isKilogramUnit(line.measure_unit)) {
    const kg = units * (line.portion_nat_size || 1);
    return kg < 1 ? { amount: Math.round(kg * 1000), unit: 'g' } : { amount: kg, unit: 'kg' };
  }
  return { amount: units, unit: 'pcs' };
}

export type CheckoutBlocker =
  'empty' | 'no-location' | 'buy-disabled' | 'ordering-disabled' | 'delivery-problem' | 'minimum';

/**
 * Why the cart cannot go to checkout yet, first reason first (SPEC.md §5 delivery texts and
 * 'Не набрана минимальная сумма.', §6 disabled ordering); null when it can.
 */
export function checkoutBlocker(ctx: {
  lines: number;
  hasLocation: boolean;
  buyDisabled: boolean;
  orderingDisabled: boolean;
  deliveryOk: boolean;
  minimumMissing: number;
}): CheckoutBlocker | null {
  if (ctx.lines === 0) return 'empty';
  if (!ctx.hasLocation) return 'no-location';
  if (ctx.buyDisabled) return 'buy-disabled';
  if (ctx.orderingDisabled) return 'ordering-disabled';
  if (!ctx.deliveryOk) return 'delivery-problem';
  if (ctx.minimumMissing > 0) return 'minimum';
  return null;
}
