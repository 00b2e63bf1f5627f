// The cart (SPEC.md §3 Cart line, Cart state; §4 Adding to cart). Lines are the only state; the
// price is computed by the one pure function cartSummary from the lines, the coupons, the bonus and
// the delivery, never stored.
import { computed, makeAutoObservable, type IComputedValue } from 'mobx';
import type { RootStore } from './root-store.ts';
import type { Product } from '../domain/model.ts';
import {
  addonRuleOf,
  cartSummary,
  freeAddonValue,
  itemsPrice,
  lineKey,
  type AddonRule,
  type CartLine,
  type CartSummary,
  type Discounts,
} from '../domain/cart-price.ts';
import {
  checkoutBlocker,
  countAfterDecrement,
  itemsCount,
  lineFromProduct,
  type CheckoutBlocker,
  type LineChoice,
} from '../domain/cart-rules.ts';
import { cartGoal, type CartGoal } from '../domain/cart-progress.ts';
import { addToCart, placeInCart, tellRefusal, unitsLeft, type AddResult } from './cart-add.ts';

const NO_DISCOUNTS: Discounts = { fixed: 0, percent: 0 };

/** A free_gift coupon's product, as the coupon store hands it over. */
export interface GiftChoice {
  productId: number;
  /** null while the catalogue is not loaded: a gift line already in the cart then stays. */
  product: Product | null;
  quantity: number;
  price: number;
  variationId?: number;
}

/** A dish asked for before an address was chosen, with what the customer chose for it. */
export interface WaitingDish {
  productId: number;
  choice: LineChoice;
  count: number;
}

export class CartStore {
  lines: CartLine[] = [];
  /**
   * The dish the customer asked for before choosing an address ('Укажите адрес… — и добавим
   * товар'): it goes into the cart once the address is chosen, or is let go if they walk away.
   */
  waiting: WaitingDish | null = null;
  /** SPEC.md §3 Cart state peopleCount (default 1). */
  peopleCount = 1;

  /**
   * Each dish's count, one computed value per dish asked about: a card re-renders when its own count
   * changes, not whenever a line is added anywhere (every card on the page read the whole list).
   */
  private counts = new Map<number, IComputedValue<number>>();

  constructor(private root: RootStore) {
    makeAutoObservable<CartStore, 'root' | 'counts'>(this, { root: false, counts: false });
  }

  /** SPEC.md §9 "The add-on category is named 'допы'" and its free limit. */
  get addonRule(): AddonRule {
    return addonRuleOf(this.root.catalog.categories);
  }
  /** Items at their price less free add-ons: what delivery tiers are measured against. */
  get itemsNet(): number {
    return Math.max(0, itemsPrice(this.lines) - freeAddonValue(this.lines, this.addonRule));
  }
  get summary(): CartSummary {
    // Coupons and bonuses live with the features, loaded once the cart has a line.
    const features = this.root.features;
    return cartSummary({
      lines: this.lines,
      discounts: features?.coupons.discounts ?? NO_DISCOUNTS,
      delivery: this.root.delivery.price,
      hideDeliveryPrice: this.root.settings.settings?.settings.dont_show_delivery_price ?? false,
      addons: this.addonRule,
      bonus: features?.bonus.applied ?? 0,
      minimum: this.root.delivery.minimumOrder,
    });
  }
  get itemsCount(): number {
    return itemsCount(this.lines);
  }
  get isEmpty(): boolean {
    return this.lines.length === 0;
  }
  /** What the cart leads on to: the zone's minimum, then the next cheaper delivery tier. */
  get goal(): CartGoal | null {
    const { delivery, settings } = this.root;
    const quote = delivery.quote;
    const summary = this.summary;
    return cartGoal({
      itemsNet: this.itemsNet,
      minimum: delivery.minimumOrder,
      minimumMissing: summary.minimumMissing,
      condition: quote?.ok ? quote.condition : null,
      express: delivery.express,
      deliveryPriceHidden: settings.settings?.settings.dont_show_delivery_price ?? false,
    });
  }
  /** Why checkout is not possible yet; null when it is. */
  get blocker(): CheckoutBlocker | null {
    const { delivery, settings } = this.root;
    return checkoutBlocker({
      lines: this.lines.length,
      hasLocation: delivery.location !== null,
      buyDisabled: settings.settings?.product_disable_buy ?? false,
      orderingDisabled: delivery.orderingDisabled,
      deliveryOk: delivery.quote?.ok ?? true,
      minimumMissing: this.summary.minimumMissing,
    });
  }

  countOf(productId: number): number {
    let count = this.counts.get(productId);
    if (!count) {
      count = computed(() =>
        this.lines.reduce((n, l) => n + (l.id === productId && !l.isGift ? l.count : 0), 0),
      );
      this.counts.set(productId, count);
    }
    return count.get();
  }
  line(key: string): CartLine | undefined {
    return this.lines.find((l) => l.key === key);
  }
  /** Whether one more of this line fits into the warehouse's stock. */
  canIncrement(key: string): boolean {
    const line = this.line(key);
    return !!line && !line.isGift && unitsLeft(this.root, line.id) >= line.add_to_basket_once;
  }

  /** SPEC.md §4 Adding to cart; false when refused (and the reason was shown). */
  add(product: Product, choice?: LineChoice, count = 1): boolean {
    return addToCart(this.root, product, choice, count);
  }
  /** The same add, saying nothing: several lines at once (a reorder) are told about once. */
  place(product: Product, choice?: LineChoice, count = 1): AddResult {
    return placeInCart(this.root, product, choice, count);
  }
  /** What add() says or opens when it refuses (the request, the address, the reason). */
  tellRefusal(product: Product, reason: Extract<AddResult, { kind: 'refused' }>['reason']) {
    tellRefusal(this.root, product, reason);
  }
  increment(key: string) {
    const line = this.line(key);
    if (!line || !this.canIncrement(key)) return;
    line.count += 1;
    this.root.platform.haptics.selection();
  }
  /** A line at zero, or below its first-add minimum, is removed (SPEC.md §4). */
  decrement(key: string) {
    const line = this.line(key);
    if (!line || line.isGift) return;
    const next = countAfterDecrement(line.count, line.backet_first_cart_add_portion_minimum);
    if (next === 0) return this.removeByCustomer(key);
    line.count = next;
    this.root.platform.haptics.selection();
  }
  remove(key: string) {
    this.lines = this.lines.filter((l) => l.key !== key);
  }
  /** The customer took a line out: a firmer tap than a count change. */
  removeByCustomer(key: string) {
    this.remove(key);
    this.root.platform.haptics.impact('medium');
  }
  /** The customer emptied the cart (after confirming it). */
  clearByCustomer() {
    this.clear();
    this.root.platform.haptics.impact('heavy');
  }
  clear() {
    this.lines = [];
    this.peopleCount = 1;
  }
  setPeopleCount(count: number) {
    this.peopleCount = Math.min(99, Math.max(1, Math.round(count)));
  }
  replaceLines(lines: CartLine[]) {
    this.lines = lines;
  }
  push(line: CartLine) {
    this.lines.push(line);
  }

  /** Keeps the dish until an address is chosen (see addWaiting in cart-add.ts). */
  wait(dish: WaitingDish | null) {
    this.waiting = dish;
  }

  /** SPEC.md §4: a free_gift coupon's product at the coupon price, replacing any earlier gift. */
  setGift(gift: GiftChoice | null) {
    const rest = this.lines.filter((l) => !l.isGift);
    if (gift && !gift.product && this.lines.some((l) => l.isGift && l.id === gift.productId))
      return;
    if (!gift?.product) {
      if (rest.length !== this.lines.length) this.lines = rest;
      return;
    }
    const line = lineFromProduct(
      gift.product,
      { variationId: gift.variationId || null },
      Math.max(1, gift.quantity),
    );
    const giftLine = { ...line, price: gift.price, regular_price: line.price, isGift: true };
    this.lines = [...rest, { ...giftLine, key: `gift:${lineKey(giftLine)}` }];
  }
}
