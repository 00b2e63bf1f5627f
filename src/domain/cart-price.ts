import type { Category } from './model';
import type { EligibilityLine } from './coupon-eligibility';
import type { VariationData } from './product-variations';
import { roundMoney, toAmount } from './money';
import { isKilogramUnit } from './measure-unit';

/** SPEC.md §9 "The add-on category is named 'допы'". */
export const ADDON_CATEGORY_NAME = 'допы';

export interface CartSupplement {
  id: number;
  name: string;
  price: number;
  count: number;
}

/** A chosen attribute option; it only tells lines apart, its price is already in `price`. */
export interface CartOption {
  attributeId: string;
  optionId: string;
}

/** SPEC.md §3 Cart line acf: a discount of the dish itself (a combo priced below its parts). */
export interface ComboDiscount {
  combo_discount_type: 'percent' | 'fixed' | null;
  combo_discount: number | null;
}

/** SPEC.md §3 "Cart line". Prices are per unit, as the catalogue gave them. */
export interface CartLine {
  /** Identity of the line, see lineKey(). */
  key: string;
  id: number;
  name: string;
  price: number;
  regular_price: number;
  image: string;
  count: number;
  countable: boolean;
  measure_unit: string;
  /** Category ids, as products carry them. */
  categories: number[];
  portion_nat_size: number;
  add_to_basket_once: number;
  backet_first_cart_add_portion_minimum: number;
  supplements: CartSupplement[];
  variation_id: number | null;
  /** The chosen variation's attributes ('Размер' → '35 см'); null for a simple product. */
  variation_data?: VariationData | null;
  /** The product's combo discount, applied to every unit by dishUnitPrice. */
  acf?: ComboDiscount | null;
  options: CartOption[];
  /** Warehouse ids where the product is sold. */
  locations: string[];
  free_limits: { quantity: number } | null;
  exclude_from_min_cart: boolean;
  /** A free_gift coupon's product (SPEC.md §4 Discount fetching): its own line, not for sale. */
  isGift?: boolean;
}

export interface Discounts {
  /** Sum of fixed_cart amounts (applied auto coupons + promocode), roubles. */
  fixed: number;
  /** Sum of percent amounts, 0-100. */
  percent: number;
}

export interface AddonRule {
  /** Ids of the 'допы' categories (see addonCategoryIds). */
  categoryIds: readonly number[];
  /**
   * The category's free_limits: shared by all add-on lines (null = each line's own), and the
   * number of free supplements per unit of a dish (null = none free).
   */
  freeLimit?: number | null;
}

export interface CartSummaryInput {
  lines: readonly CartLine[];
  discounts: Discounts;
  /** Delivery charge from deliveryPrice() (express included); 0 for pickup and lounge. */
  delivery: number;
  /** settings.dont_show_delivery_price */
  hideDeliveryPrice: boolean;
  addons: AddonRule;
  /** Bonus points the customer applied (1 point = 1 rouble), already capped by bonus.ts. */
  bonus: number;
  /** Minimum order sum of the delivery zone; 0 = none. */
  minimum: number;
}

export interface CartSummary {
  /** All lines at their price, before any discount. */
  items: number;
  /** What the items cost before coupons: `items` less the free add-ons (delivery tiers use it). */
  itemsNet: number;
  /** What the coupons took off the discountable items. */
  discount: number;
  /** Delivery as shown: 0 when hidden. */
  delivery: number;
  /** True when settings hide the delivery price: the shown total then leaves delivery out. */
  deliveryHidden: boolean;
  freeAddons: number;
  /** Bonus actually used: never more than what is left to pay. */
  bonus: number;
  total: number;
  minimumMissing: number;
}

/**
 * SPEC.md §3 Cart line identity: the same product with the same variation, supplements and
 * options is one line whose count grows; any difference makes a separate line.
 */
export function lineKey(
  line: Pick<CartLine, 'id' | 'variation_id' | 'supplements' | 'options'>,
): string {
  const supplements = line.supplements
    .filter((s) => s.count > 0)
    .map((s) => `${s.id}x${s.count}`)
    .sort()
    .join(',');
  const options = line.options
    .map((o) => `${o.attributeId}=${o.optionId}`)
    .sort()
    .join(',');
  return `${line.id}|${line.variation_id ?? 0}|${supplements}|${options}`;
}

/**
 * SPEC.md §9 "Unit 'кг' weighs as 1000 … in portion_nat_size for eligibility": grams in a line.
 * For 'кг' portion_nat_size is in kilograms (1 when missing); for other units it is in grams.
 */
export function lineWeight(
  line: Pick<CartLine, 'count' | 'add_to_basket_once' | 'measure_unit' | 'portion_nat_size'>,
): number {
  const unitWeight = isKilogramUnit(line.measure_unit)
    ? (line.portion_nat_size || 1) * 1000
    : line.portion_nat_size;
  return line.count * line.add_to_basket_once * unitWeight;
}

/**
 * SPEC.md §9 "Unit 'кг' weighs as 1000 in price": a 'кг' product's price is per 1000 g, so one
 * unit of its line costs price × its weight / 1000 (a 0.5 kg step of 149 ₽/кг costs 74.50 ₽).
 * Other units cost their price.
 */
export function priceWeightFactor(
  line: Pick<CartLine, 'measure_unit' | 'portion_nat_size'>,
): number {
  return isKilogramUnit(line.measure_unit)
    ? lineWeight({ ...line, count: 1, add_to_basket_once: 1 }) / 1000
    : 1;
}

/**
 * SPEC.md §3 Cart line acf: a percent combo discount takes its share of each unit, a fixed one its
 * roubles (never below 0). Another type, or no amount, leaves the price as it is.
 */
export function comboPrice(price: number, acf: ComboDiscount | null | undefined): number {
  const amount = Math.max(0, toAmount(acf?.combo_discount ?? 0));
  if (!acf || amount === 0) return price;
  if (acf.combo_discount_type === 'percent')
    return roundMoney((price * (100 - Math.min(100, amount))) / 100);
  if (acf.combo_discount_type === 'fixed') return roundMoney(Math.max(0, price - amount));
  return price;
}

type PricedLine = Pick<CartLine, 'price' | 'acf' | 'measure_unit' | 'portion_nat_size'>;

/**
 * What one unit of the dish itself costs in the cart (its supplements aside): its price after the
 * combo discount, by weight for 'кг'. Rounded to kopecks once, so units add up to what cards show.
 */
export function dishUnitPrice(line: PricedLine): number {
  return roundMoney(comboPrice(line.price, line.acf) * priceWeightFactor(line));
}

/** The same unit before any sale or combo discount: what a crossed-out price shows. */
export function dishRegularUnitPrice(line: PricedLine & Pick<CartLine, 'regular_price'>): number {
  return roundMoney(Math.max(line.regular_price, line.price) * priceWeightFactor(line));
}

type LineForTotal = PricedLine & Pick<CartLine, 'count' | 'add_to_basket_once' | 'supplements'>;

function supplementsPerUnit(line: Pick<CartLine, 'supplements'>): number {
  return line.supplements.reduce((sum, s) => sum + s.price * s.count, 0);
}

/**
 * SPEC.md §9 cart price, one line: count × portion step × (the dish's unit price + its
 * supplements). The one price function of a line: the cart, the product modal, the server's order
 * and its receipt all price a line with it.
 */
export function lineTotal(line: LineForTotal): number {
  return roundMoney(
    line.count * line.add_to_basket_once * (dishUnitPrice(line) + supplementsPerUnit(line)),
  );
}

/** The line before sale prices and combo discounts (shown crossed out when it is more). */
export function lineRegularTotal(line: LineForTotal & Pick<CartLine, 'regular_price'>): number {
  return roundMoney(
    line.count * line.add_to_basket_once * (dishRegularUnitPrice(line) + supplementsPerUnit(line)),
  );
}

/** SPEC.md §9 cart price: the items part, every line at its price. */
export function itemsPrice(lines: readonly LineForTotal[]): number {
  return roundMoney(lines.reduce((sum, line) => sum + lineTotal(line), 0));
}

/**
 * SPEC.md §5 eligibility facts of the lines a customer buys (gifts are the coupons' own): a
 * 'кг' line counts its kilograms (lineWeight / 1000) towards product and category quantities, so
 * "2" on a fruit means 2 kg however it is stepped; other lines count their units.
 */
export function eligibilityLines(lines: readonly CartLine[]): EligibilityLine[] {
  return lines
    .filter((l) => !l.isGift)
    .map((l) => ({
      id: l.id,
      categories: l.categories,
      count: isKilogramUnit(l.measure_unit) ? lineWeight(l) / 1000 : l.count * l.add_to_basket_once,
      price: dishUnitPrice(l),
    }));
}

/** SPEC.md §9 "The add-on category is named 'допы'": its ids anywhere in the category tree. */
export function addonCategoryIds(categories: readonly Category[]): number[] {
  return categories.flatMap((c) => [
    ...(c.name.trim().toLowerCase() === ADDON_CATEGORY_NAME ? [c.id] : []),
    ...addonCategoryIds(c.subCategories),
  ]);
}

/** SPEC.md §9 "The add-on category is named 'допы'": its ids and its free limit, for the price. */
export function addonRuleOf(categories: readonly Category[]): AddonRule {
  const ids = addonCategoryIds(categories);
  const find = (list: readonly Category[]): Category | undefined =>
    list.find((c) => ids.includes(c.id)) ?? list.map((c) => find(c.subCategories)).find(Boolean);
  return { categoryIds: ids, freeLimit: find(categories)?.free_limits?.quantity ?? null };
}

/**
 * SPEC.md §4 "Adding to cart": add-ons cost 0 up to their free quantity, the price above it.
 * Add-ons come two ways and both count:
 * - as their own lines ('допы' products added from the menu): the first units are free, counted
 *   in cart order when the limit is shared, so one sauce too many charges one sauce, not all;
 * - as supplements chosen with a dish: for every unit of the dish, the first `freeLimit`
 *   supplement units in the order they were picked are free (what the product modal shows).
 * Returns the free value of each line, in the order of `lines`.
 */
export function freeAddonsByLine(lines: readonly CartLine[], rule: AddonRule): number[] {
  const sharedLimit = rule.freeLimit ?? null;
  let sharedLeft = sharedLimit ?? 0;
  return lines.map((line) => {
    let value = supplementsFreeValue(line, sharedLimit ?? 0);
    if (line.categories.some((id) => rule.categoryIds.includes(id))) {
      const limit = sharedLimit === null ? (line.free_limits?.quantity ?? 0) : sharedLeft;
      const freeUnits = Math.max(0, Math.min(line.count, limit));
      if (sharedLimit !== null) sharedLeft -= freeUnits;
      value += freeUnits * line.add_to_basket_once * dishUnitPrice(line);
    }
    return roundMoney(value);
  });
}

/**
 * What each line costs as the cart and the checkout show it: its total (portions, кг steps, add-ons,
 * rounding: lineTotal) less what is free in it (freeAddonsByLine).
 */
export function shownLineTotals(lines: readonly CartLine[], rule: AddonRule): number[] {
  const free = freeAddonsByLine(lines, rule);
  return lines.map((line, i) => roundMoney(lineTotal(line) - (free[i] ?? 0)));
}

/** The free part of a dish's supplements: per unit of the dish, the first `freeLimit` units. */
function supplementsFreeValue(
  line: Pick<CartLine, 'supplements' | 'count' | 'add_to_basket_once'>,
  freeLimit: number,
): number {
  let left = Math.max(0, freeLimit);
  let perUnit = 0;
  for (const s of line.supplements) {
    const free = Math.max(0, Math.min(left, s.count));
    left -= free;
    perUnit += free * s.price;
  }
  return perUnit * line.count * line.add_to_basket_once;
}

/** SPEC.md §9 "minus free add-on value": the whole cart's. */
export function freeAddonValue(lines: readonly CartLine[], rule: AddonRule): number {
  return roundMoney(freeAddonsByLine(lines, rule).reduce((sum, v) => sum + v, 0));
}

/** Items at their price less the free add-ons: what the customer pays for the food itself. */
export function itemsNet(lines: readonly CartLine[], rule: AddonRule): number {
  return roundMoney(Math.max(0, itemsPrice(lines) - freeAddonValue(lines, rule)));
}

/** The cart with one more line: the same line (by key) grows, another one is added at the end. */
export function withLine(lines: readonly CartLine[], line: CartLine): CartLine[] {
  const existing = lines.find((l) => l.key === line.key);
  return existing
    ? lines.map((l) => (l === existing ? { ...l, count: l.count + line.count } : l))
    : [...lines, line];
}

/**
 * What adding this line makes the cart charge more, before coupons: the product modal's total.
 * Computed from the whole cart, so free add-ons already used by other lines are not free again.
 */
export function addedCharge(lines: readonly CartLine[], line: CartLine, rule: AddonRule): number {
  return roundMoney(itemsNet(withLine(lines, line), rule) - itemsNet(lines, rule));
}

/** SPEC.md §4 "Discount fetching": fixed_cart amounts add up, percent amounts add up. */
export function discountTotals(
  applied: readonly { discountType: string; amount: number | string }[],
): Discounts {
  return applied.reduce<Discounts>(
    (acc, d) => {
      if (d.discountType === 'fixed_cart') acc.fixed += toAmount(d.amount);
      if (d.discountType === 'percent') acc.percent += toAmount(d.amount);
      return acc;
    },
    { fixed: 0, percent: 0 },
  );
}

/** SPEC.md §5 'Не набрана минимальная сумма.': roubles still missing, 0 once reached. */
export function minimumSumMissing(itemsPriceExcludingExcluded: number, minimum: number): number {
  return roundMoney(Math.max(0, minimum - itemsPriceExcludingExcluded));
}

/**
 * SPEC.md §9 cart price: items after the fixed coupon discount then the percent discount, plus
 * items excluded from the minimum (they take no discount), plus delivery, minus free add-ons,
 * minus the applied bonus, never below 0. The order is the spec's: a percent coupon applies to
 * what is left after the fixed one.
 * Free add-ons are priced 0 (SPEC.md §4), so they leave the discounted base before the coupons
 * apply: a 10% coupon must not also take 10% of a sauce the customer never paid for. With no
 * percent coupon this is exactly the spec's "minus free add-on value" at the end.
 */
export function cartSummary(input: CartSummaryInput): CartSummary {
  const free = freeAddonsByLine(input.lines, input.addons);
  let base = 0;
  let freeInBase = 0;
  let excluded = 0;
  let freeExcluded = 0;
  input.lines.forEach((line, i) => {
    if (line.exclude_from_min_cart) {
      excluded += lineTotal(line);
      freeExcluded += free[i] ?? 0;
    } else {
      base += lineTotal(line);
      freeInBase += free[i] ?? 0;
    }
  });
  const payable = roundMoney(Math.max(0, base - freeInBase));
  const percent = Math.min(100, Math.max(0, input.discounts.percent));
  const afterFixed = Math.max(0, payable - Math.max(0, input.discounts.fixed));
  const discounted = roundMoney((afterFixed * (100 - percent)) / 100);
  const freeAddons = roundMoney(freeInBase + freeExcluded);
  const delivery = input.hideDeliveryPrice ? 0 : Math.max(0, input.delivery);

  const beforeBonus = Math.max(0, discounted + excluded - freeExcluded + delivery);
  const bonus = Math.min(Math.max(0, input.bonus), beforeBonus);

  return {
    items: itemsPrice(input.lines),
    itemsNet: roundMoney(payable + Math.max(0, excluded - freeExcluded)),
    discount: roundMoney(payable - discounted),
    delivery: roundMoney(delivery),
    deliveryHidden: input.hideDeliveryPrice,
    freeAddons,
    bonus: roundMoney(bonus),
    total: roundMoney(beforeBonus - bonus),
    minimumMissing: minimumSumMissing(payable, input.minimum),
  };
}

/**
 * Add-ons ('допы') come with a dish: a cart of add-ons alone (gifts aside) is no order, however
 * its free add-ons price it. True when at least one line is a dish.
 */
export function hasMainDish(
  lines: readonly Pick<CartLine, 'categories' | 'isGift'>[],
  rule: Pick<AddonRule, 'categoryIds'>,
): boolean {
  return lines.some(
    (line) => !line.isGift && !line.categories.some((id) => rule.categoryIds.includes(id)),
  );
}
