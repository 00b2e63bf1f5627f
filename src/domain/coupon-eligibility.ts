// Runs in the storefront and in the reference backend alike: no browser APIs here.
import { toAmount } from './money';
import {
  idStrings,
  isFlagOff,
  isFlagOn,
  metaValues,
  type Flag,
  type WpId,
  type WpMeta,
} from './wp-values';
import {
  dayNumber,
  isRealDate,
  localParts,
  parseDayMonthYear,
  parseHourMinute,
  weekdayOf,
  type CalendarDate,
} from './zoned-time';

/** SPEC.md §3 "Coupon", as the backend sends it: amounts may be strings, flags loose. */
export interface Coupon {
  id: number;
  code: string;
  amount: number | string;
  discount_type: 'percent' | 'fixed_cart' | 'free_gift' | (string & {});
  description?: string | null;
  image?: string | null;
  /** WooCommerce's expiry date (ISO, the shop's time), null when the coupon does not expire. */
  date_expires?: string | null;
  show_to_user?: Flag;
  individual_coupon?: Flag;
  /** User ids, or ACF repeater rows {user, use_until}. */
  usage_avaible_users?: readonly (WpId | { user: WpId; use_until?: string | null })[] | null;
  usage_limit_first_purchase?: Flag;
  autoapply?: Flag;
  meta_data?: readonly WpMeta[] | null;
  birthday_coupon?: Flag;
  pickup_coupon?: Flag;
  delivery_coupon?: Flag;
  sklad_coupon?: readonly WpId[] | null;
  product_ids?: readonly WpId[] | null;
  product_categories?: readonly WpId[] | null;
  excluded_product_categories?: readonly WpId[] | null;
  minimum_amount?: number | string | null;
  maximum_amount?: number | string | null;
  coupon_avaible_week_days?: readonly WpId[] | null;
  coupon_avaible_day_hour_from?: number | string | null;
  coupon_avaible_day_hour_to?: number | string | null;
  autoapply_dop_rulles_products_list?:
    | readonly { coupon_products: WpId | readonly WpId[]; coupon_products_qty: number | string }[]
    | null;
  autoapply_dop_rulles_categories_list?:
    | readonly {
        coupon_categories: WpId | readonly WpId[];
        coupon_categories_qty: number | string;
      }[]
    | null;
  _wc_free_gift_coupon_data_mod?: {
    product_id: WpId;
    variation_id?: WpId | null;
    quantity?: number | string | null;
  } | null;
}

export type ShippingType = 'flat_rate' | 'local_pickup' | 'restaurants' | 'wcso_booking';

export interface EligibilityLine {
  id: number;
  categories: readonly number[];
  count: number;
  price: number;
}

export interface EligibilityContext {
  now: Date;
  /** The stock's wp_timezone: hours, weekdays and birthdays are the shop's calendar. */
  timeZone: string;
  warehouseId: string | null;
  shippingType: ShippingType | null;
  device: string;
  user: { id: WpId; birth: string | null; ordersCount: number } | null;
  lines: readonly EligibilityLine[];
  cartTotal: number;
  /**
   * Chosen delivery slot: date 'dd.mm.yyyy', from/to 'HH:MM' on the shop's clock; null = as soon as
   * possible (then `now` decides hours and weekdays).
   */
  slot: { date: string; from: string; to: string } | null;
}

export type CouponCondition =
  | 'warehouse'
  | 'pickup-only'
  | 'delivery-only'
  | 'device'
  | 'birthday'
  | 'products'
  | 'categories'
  | 'excluded-category'
  | 'product-qty'
  | 'category-qty'
  | 'minimum'
  | 'maximum'
  | 'hour'
  | 'weekday'
  | 'slot'
  | 'first-purchase';

export type Eligibility = { ok: true } | { ok: false; failed: CouponCondition };

type Check = (coupon: Coupon, ctx: EligibilityContext) => boolean;

/** In the order SPEC.md §5 lists them; the first failing one is reported. */
const CHECKS: readonly (readonly [CouponCondition, Check])[] = [
  ['warehouse', warehouseMatches],
  ['pickup-only', (c, ctx) => !isFlagOn(c.pickup_coupon) || shippingAllowed(c, ctx)],
  ['delivery-only', (c, ctx) => !isFlagOn(c.delivery_coupon) || shippingAllowed(c, ctx)],
  ['device', deviceMatches],
  ['birthday', birthdayMatches],
  ['products', (c, ctx) => anyListed(c.product_ids, ctx.lines, (l) => [l.id])],
  ['categories', (c, ctx) => anyListed(c.product_categories, ctx.lines, (l) => l.categories)],
  ['excluded-category', noExcludedCategory],
  ['product-qty', productQuantitiesMet],
  ['category-qty', categoryQuantitiesMet],
  ['minimum', aboveMinimum],
  ['maximum', belowMaximum],
  // A chosen slot is when the order is received: hours and weekdays are judged on it (reported as
  // 'slot'), so an evening coupon follows an evening slot and not the moment of browsing.
  ['hour', (c, ctx) => ctx.slot !== null || withinHours(c, minuteOfDay(ctx))],
  ['weekday', (c, ctx) => ctx.slot !== null || weekdayAllowed(c, shopNow(ctx).weekday)],
  ['slot', slotMatches],
  ['first-purchase', firstPurchaseAllowed],
];

/** SPEC.md §5 "Coupon eligibility (all must hold)". */
export function checkCouponEligibility(coupon: Coupon, ctx: EligibilityContext): Eligibility {
  for (const [condition, check] of CHECKS) {
    if (!check(coupon, ctx)) return { ok: false, failed: condition };
  }
  return { ok: true };
}

/** SPEC.md §5 "Coupon list filter". */
export function visibleCoupons<T extends Coupon>(
  coupons: readonly T[],
  user: { id: WpId } | null,
): T[] {
  return coupons.filter((coupon) => {
    if (isFlagOff(coupon.show_to_user)) return false;
    if (!isFlagOn(coupon.individual_coupon)) return true;
    if (user === null) return false;
    return (coupon.usage_avaible_users ?? []).some(
      (entry) => String(typeof entry === 'object' ? entry.user : entry) === String(user.id),
    );
  });
}

/** SPEC.md §5 "Autoapply coupons are those whose meta coupon-autoapply contains yes, or autoapply true". */
export function isAutoapply(coupon: Coupon): boolean {
  if (isFlagOn(coupon.autoapply)) return true;
  return metaValues(coupon.meta_data, 'coupon-autoapply').some((v) => v.toLowerCase() === 'yes');
}

/** SPEC.md §8 "Promo description is 'Скидка {amount}%' or with 'р'". Gifts keep their own text. */
export function couponDescription(
  coupon: Pick<Coupon, 'amount' | 'discount_type' | 'description'>,
  currency = 'р',
): string {
  const amount = formatAmount(toAmount(coupon.amount));
  if (coupon.discount_type === 'percent') return `Скидка ${amount}%`;
  if (coupon.discount_type === 'fixed_cart') return `Скидка ${amount} ${currency}`;
  return coupon.description ?? '';
}

// ——— the conditions ———

function warehouseMatches(coupon: Coupon, ctx: EligibilityContext): boolean {
  const list = idStrings(coupon.sklad_coupon);
  return list.length === 0 || (ctx.warehouseId !== null && list.includes(String(ctx.warehouseId)));
}

/**
 * Pickup coupons need local_pickup, delivery coupons flat_rate. A coupon flagged both is read as
 * "pickup or delivery" (not in a restaurant or booking), since requiring both could never hold.
 */
function shippingAllowed(coupon: Coupon, ctx: EligibilityContext): boolean {
  return (
    (isFlagOn(coupon.pickup_coupon) && ctx.shippingType === 'local_pickup') ||
    (isFlagOn(coupon.delivery_coupon) && ctx.shippingType === 'flat_rate')
  );
}

function deviceMatches(coupon: Coupon, ctx: EligibilityContext): boolean {
  const devices = metaValues(coupon.meta_data, 'coupon_only_for_device');
  return devices.length === 0 || devices.includes(ctx.device);
}

function birthdayMatches(coupon: Coupon, ctx: EligibilityContext): boolean {
  if (!isFlagOn(coupon.birthday_coupon)) return true;
  const birth = ctx.user?.birth ? parseDayMonthYear(ctx.user.birth) : null;
  if (!birth) return false;
  const before = Math.max(
    0,
    toAmount(metaValues(coupon.meta_data, 'birthday_coupon_days_before')[0]),
  );
  const after = Math.max(
    0,
    toAmount(metaValues(coupon.meta_data, 'birthday_coupon_days_after')[0]),
  );
  const now = shopNow(ctx);
  const today = dayNumber(now);
  // The window around a late-December birthday reaches into January and vice versa.
  return [now.year - 1, now.year, now.year + 1].some((year) => {
    const birthday = dayNumber(birthdayIn(birth, year));
    return today >= birthday - before && today <= birthday + after;
  });
}

/** 29 February is celebrated on 28 February in other years. */
function birthdayIn(birth: CalendarDate, year: number): CalendarDate {
  const candidate = { year, month: birth.month, day: birth.day };
  return isRealDate(candidate) ? candidate : { year, month: 2, day: 28 };
}

function anyListed(
  listed: readonly WpId[] | null | undefined,
  lines: readonly EligibilityLine[],
  keys: (line: EligibilityLine) => readonly number[],
): boolean {
  const list = idStrings(listed);
  return (
    list.length === 0 ||
    lines.some((l) => l.count > 0 && keys(l).some((k) => list.includes(String(k))))
  );
}

function noExcludedCategory(coupon: Coupon, ctx: EligibilityContext): boolean {
  const excluded = idStrings(coupon.excluded_product_categories);
  return !ctx.lines.some(
    (l) => l.count > 0 && l.categories.some((c) => excluded.includes(String(c))),
  );
}

/** Each rule: the listed products together reach the quantity. */
function productQuantitiesMet(coupon: Coupon, ctx: EligibilityContext): boolean {
  return (coupon.autoapply_dop_rulles_products_list ?? []).every((rule) => {
    const listed = idStrings(rule.coupon_products);
    const qty = ctx.lines
      .filter((l) => listed.includes(String(l.id)))
      .reduce((sum, l) => sum + l.count, 0);
    return listed.length === 0 || qty >= toAmount(rule.coupon_products_qty);
  });
}

/** Each rule: items from the listed categories together reach the quantity (an item counts once). */
function categoryQuantitiesMet(coupon: Coupon, ctx: EligibilityContext): boolean {
  return (coupon.autoapply_dop_rulles_categories_list ?? []).every((rule) => {
    const listed = idStrings(rule.coupon_categories);
    const qty = ctx.lines
      .filter((l) => l.categories.some((c) => listed.includes(String(c))))
      .reduce((sum, l) => sum + l.count, 0);
    return listed.length === 0 || qty >= toAmount(rule.coupon_categories_qty);
  });
}

/** Strictly above: a cart of exactly the minimum does not qualify. "0" or "" means no minimum. */
function aboveMinimum(coupon: Coupon, ctx: EligibilityContext): boolean {
  const minimum = toAmount(coupon.minimum_amount);
  return minimum <= 0 || ctx.cartTotal > minimum;
}

function belowMaximum(coupon: Coupon, ctx: EligibilityContext): boolean {
  const maximum = toAmount(coupon.maximum_amount);
  return maximum <= 0 || ctx.cartTotal < maximum;
}

/** The shop's wall clock for a context, computed once per context (500 coupons, one clock). */
const clocks = new WeakMap<EligibilityContext, ReturnType<typeof localParts>>();
function shopNow(ctx: EligibilityContext): ReturnType<typeof localParts> {
  let parts = clocks.get(ctx);
  if (!parts) {
    parts = localParts(ctx.now, ctx.timeZone);
    clocks.set(ctx, parts);
  }
  return parts;
}

function minuteOfDay(ctx: EligibilityContext): number {
  const now = shopNow(ctx);
  return now.hour * 60 + now.minute;
}

/**
 * [from, to) in minutes of the day. to < from wraps past midnight; from = to (both set) is read as
 * "no window" because an admin clearing both fields often leaves two zeros behind.
 */
function withinHours(coupon: Coupon, minuteOfDay: number): boolean {
  const from = hourBound(coupon.coupon_avaible_day_hour_from);
  const to = hourBound(coupon.coupon_avaible_day_hour_to);
  if (from === null && to === null) return true;
  if (from !== null && to !== null) {
    if (from === to) return true;
    return from < to
      ? minuteOfDay >= from && minuteOfDay < to
      : minuteOfDay >= from || minuteOfDay < to;
  }
  return from !== null ? minuteOfDay >= from : minuteOfDay < (to ?? 1440);
}

function weekdayAllowed(coupon: Coupon, weekday: number): boolean {
  const days = idStrings(coupon.coupon_avaible_week_days);
  return days.length === 0 || days.includes(String(weekday));
}

/** A chosen slot must itself fall on an allowed weekday and start within the hours. */
function slotMatches(coupon: Coupon, ctx: EligibilityContext): boolean {
  if (ctx.slot === null) return true;
  const date = parseDayMonthYear(ctx.slot.date);
  const start = parseHourMinute(ctx.slot.from);
  if (!date || start === null) return false;
  return weekdayAllowed(coupon, weekdayOf(date)) && withinHours(coupon, start);
}

/** Anonymous visitors count as first-time buyers; their order count is checked at sign-in. */
function firstPurchaseAllowed(coupon: Coupon, ctx: EligibilityContext): boolean {
  return (
    !isFlagOn(coupon.usage_limit_first_purchase) || ctx.user === null || ctx.user.ordersCount === 0
  );
}

// ——— reading values ———

function hourBound(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  return parseHourMinute(value);
}

function formatAmount(amount: number): string {
  return String(Math.round(amount * 100) / 100);
}
