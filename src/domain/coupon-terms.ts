// The coupon info modal's content (SPEC.md §2 Modals "coupon info"): what a coupon gives and its
// conditions (SPEC.md §5 "Coupon eligibility"), as facts the interface puts into words.
import type { Coupon } from './coupon-eligibility';
import { isAutoapply } from './coupon-eligibility';
import { toAmount } from './money';
import { idStrings, isFlagOn, metaValues } from './wp-values';
import { parseHourMinute } from './zoned-time';

export type CouponBenefit =
  | { kind: 'percent'; amount: number }
  | { kind: 'fixed'; amount: number }
  | { kind: 'gift'; productId: number; quantity: number }
  | { kind: 'other' };

export type CouponTerm =
  | { kind: 'minimum'; amount: number }
  | { kind: 'maximum'; amount: number }
  | { kind: 'weekdays'; days: number[] }
  | { kind: 'hours'; from: number; to: number }
  | { kind: 'pickup' }
  | { kind: 'delivery' }
  | { kind: 'firstOrder' }
  | { kind: 'birthday'; before: number; after: number }
  | { kind: 'products'; ids: number[] }
  | { kind: 'categories'; ids: number[] }
  | { kind: 'excludedCategories'; ids: number[] }
  | { kind: 'productQuantity'; ids: number[]; quantity: number }
  | { kind: 'categoryQuantity'; ids: number[]; quantity: number }
  | { kind: 'stocks'; ids: string[] }
  | { kind: 'personal' }
  | { kind: 'automatic' };

export function couponBenefit(coupon: Coupon): CouponBenefit {
  const amount = toAmount(coupon.amount);
  const gift = coupon._wc_free_gift_coupon_data_mod;
  if (coupon.discount_type === 'percent') return { kind: 'percent', amount };
  if (coupon.discount_type === 'fixed_cart') return { kind: 'fixed', amount };
  if (coupon.discount_type === 'free_gift' && gift)
    return {
      kind: 'gift',
      productId: Number(gift.product_id),
      quantity: Math.max(1, toAmount(gift.quantity ?? 1)),
    };
  return { kind: 'other' };
}

const numbers = (list: Parameters<typeof idStrings>[0]) =>
  idStrings(list)
    .map(Number)
    .filter((n) => Number.isFinite(n));

const minutes = (value: number | string | null | undefined) =>
  value === null || value === undefined || value === '' ? null : parseHourMinute(value);

/** Every condition the coupon sets, in the order a customer reads them; none for a plain code. */
export function couponTerms(coupon: Coupon): CouponTerm[] {
  const terms: CouponTerm[] = [];
  const minimum = toAmount(coupon.minimum_amount);
  const maximum = toAmount(coupon.maximum_amount);
  if (minimum > 0) terms.push({ kind: 'minimum', amount: minimum });
  if (maximum > 0) terms.push({ kind: 'maximum', amount: maximum });
  const pickup = isFlagOn(coupon.pickup_coupon);
  const delivery = isFlagOn(coupon.delivery_coupon);
  if (pickup && !delivery) terms.push({ kind: 'pickup' });
  if (delivery && !pickup) terms.push({ kind: 'delivery' });
  const days = numbers(coupon.coupon_avaible_week_days).filter((d) => d >= 1 && d <= 7);
  if (days.length > 0 && days.length < 7)
    terms.push({ kind: 'weekdays', days: [...new Set(days)].sort((a, b) => a - b) });
  const from = minutes(coupon.coupon_avaible_day_hour_from);
  const to = minutes(coupon.coupon_avaible_day_hour_to);
  if ((from !== null || to !== null) && from !== to)
    terms.push({ kind: 'hours', from: from ?? 0, to: to ?? 24 * 60 });
  if (isFlagOn(coupon.usage_limit_first_purchase)) terms.push({ kind: 'firstOrder' });
  if (isFlagOn(coupon.birthday_coupon)) {
    const days = (key: string) => Math.max(0, toAmount(metaValues(coupon.meta_data, key)[0]));
    terms.push({
      kind: 'birthday',
      before: days('birthday_coupon_days_before'),
      after: days('birthday_coupon_days_after'),
    });
  }
  const products = numbers(coupon.product_ids);
  if (products.length > 0) terms.push({ kind: 'products', ids: products });
  const categories = numbers(coupon.product_categories);
  if (categories.length > 0) terms.push({ kind: 'categories', ids: categories });
  for (const rule of coupon.autoapply_dop_rulles_products_list ?? []) {
    const ids = numbers(rule.coupon_products);
    const quantity = toAmount(rule.coupon_products_qty);
    if (ids.length > 0 && quantity > 0) terms.push({ kind: 'productQuantity', ids, quantity });
  }
  for (const rule of coupon.autoapply_dop_rulles_categories_list ?? []) {
    const ids = numbers(rule.coupon_categories);
    const quantity = toAmount(rule.coupon_categories_qty);
    if (ids.length > 0 && quantity > 0) terms.push({ kind: 'categoryQuantity', ids, quantity });
  }
  const excluded = numbers(coupon.excluded_product_categories);
  if (excluded.length > 0) terms.push({ kind: 'excludedCategories', ids: excluded });
  const stocks = idStrings(coupon.sklad_coupon);
  if (stocks.length > 0) terms.push({ kind: 'stocks', ids: stocks });
  if (isFlagOn(coupon.individual_coupon)) terms.push({ kind: 'personal' });
  if (isAutoapply(coupon)) terms.push({ kind: 'automatic' });
  return terms;
}

/**
 * Until when the coupon is good, as the backend wrote it: the customer's own date of a personal
 * coupon (the ACF row {user, use_until}), else WooCommerce's date_expires; '' when neither says.
 */
export function couponUntil(coupon: Coupon, userId: number | null): string {
  if (userId !== null)
    for (const row of coupon.usage_avaible_users ?? []) {
      if (typeof row !== 'object' || row === null || String(row.user) !== String(userId)) continue;
      const own = (row.use_until ?? '').trim();
      if (own) return own;
    }
  return typeof coupon.date_expires === 'string' ? coupon.date_expires.trim() : '';
}

/** A code as codes compare: case-insensitive in WooCommerce, spaces around it ignored. */
export function codeKey(code: string): string {
  return code.trim().toLowerCase();
}

/** The coupon of this code in a list. */
export function couponByCode(list: readonly Coupon[], code: string): Coupon | undefined {
  const wanted = codeKey(code);
  return list.find((c) => codeKey(c.code) === wanted);
}

/** The list without the coupons of these codes (ones the shop refused an order for). */
export function withoutCodes<T extends Coupon>(list: readonly T[], codes: readonly string[]): T[] {
  const refused = new Set(codes.map(codeKey));
  return list.filter((c) => !refused.has(codeKey(c.code)));
}
