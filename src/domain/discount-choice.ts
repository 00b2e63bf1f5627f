// SPEC.md §4 "Discount fetching" and BACKEND-CONTRACT.md "Front choice logic": what to do with the
// auto coupons a cart earns, and what applying a choice changes. Pure: the store does the I/O.
import type { Coupon } from './coupon-eligibility';
import { couponDescription } from './coupon-eligibility';
import { toAmount } from './money';

export interface DiscountSettings {
  auto_coupons_summing: boolean;
  coupons_and_auto_coupons_summing: boolean;
  auto_coupons_and_promo_summing: boolean;
  app_use_bon_with_auto_promo: boolean;
}

export interface Promocode {
  value: string;
  type: string;
  amount: number;
}

/** SPEC.md §3 "Discount item". The promo code the customer typed is one too, when it must compete. */
export interface DiscountItem {
  id: string;
  name: string;
  image: string;
  amount: number;
  description: string;
  discountType: 'percent' | 'fixed_cart' | 'free_gift' | 'promo';
  product: { id: number; variationId: number; quantity: number } | null;
}

export type DiscountPlan =
  | { kind: 'none' }
  /** Apply these at once; no choice to make. */
  | { kind: 'apply'; items: DiscountItem[] }
  /** Show the block; the choose modal opens when the cart opens. */
  | { kind: 'choose'; items: DiscountItem[] };

export function discountItem(coupon: Coupon, currency = 'р'): DiscountItem {
  const gift = coupon._wc_free_gift_coupon_data_mod;
  const type: DiscountItem['discountType'] =
    coupon.discount_type === 'percent'
      ? 'percent'
      : coupon.discount_type === 'free_gift'
        ? 'free_gift'
        : 'fixed_cart';
  return {
    id: String(coupon.id),
    name: coupon.description || coupon.code,
    image: coupon.image ?? '',
    amount: toAmount(coupon.amount),
    description:
      type === 'free_gift' ? (coupon.description ?? '') : couponDescription(coupon, currency),
    discountType: type,
    product: gift
      ? {
          id: Number(gift.product_id),
          variationId: Number(gift.variation_id ?? 0),
          quantity: Math.max(1, toAmount(gift.quantity ?? 1)),
        }
      : null,
  };
}

export function promoItem(promo: Promocode, currency = 'р'): DiscountItem {
  const description =
    promo.type === 'percent' ? `Скидка ${promo.amount}%` : `Скидка ${promo.amount} ${currency}`;
  return {
    id: `promo:${promo.value}`,
    name: promo.value,
    image: '',
    amount: promo.amount,
    description,
    discountType: 'promo',
    product: null,
  };
}

/**
 * What to do with the auto coupons a cart earns:
 * - none: clear auto discounts;
 * - one: apply it, unless a promo code is already applied and the two may not combine — then the
 *   customer chooses between the coupon and their code;
 * - several: apply all when every summing setting allows it, otherwise the customer chooses one
 *   (the promo code among the options when they may not combine).
 */
export function planDiscounts(
  coupons: readonly Coupon[],
  promocode: Promocode | null,
  settings: DiscountSettings,
  currency = 'р',
): DiscountPlan {
  const items = coupons.map((c) => discountItem(c, currency));
  if (items.length === 0) return { kind: 'none' };
  const promoCompetes = promocode !== null && !settings.coupons_and_auto_coupons_summing;
  const withPromo = promoCompetes ? [...items, promoItem(promocode, currency)] : items;
  if (items.length === 1)
    return promoCompetes ? { kind: 'choose', items: withPromo } : { kind: 'apply', items };
  if (
    settings.auto_coupons_summing &&
    (promocode === null || settings.coupons_and_auto_coupons_summing)
  )
    return { kind: 'apply', items };
  return { kind: 'choose', items: withPromo };
}

export interface AppliedDiscounts {
  appliedAutoCoupons: {
    id: string;
    name: string;
    amount: number;
    discountType: 'percent' | 'fixed_cart';
  }[];
  /** The promo code stays only when the choice kept it (or nothing competed with it). */
  keepPromocode: boolean;
  /** The gift to put in the cart at the coupon's price, replacing any earlier gift. */
  gift: {
    productId: number;
    variationId: number;
    quantity: number;
    price: number;
    couponId: string;
  } | null;
}

/** SPEC.md §4: applying a selection clears gifts first, then promo → promocode, percent/fixed → auto coupon, free_gift → gift. */
export function applySelection(selected: readonly DiscountItem[]): AppliedDiscounts {
  const result: AppliedDiscounts = {
    appliedAutoCoupons: [],
    keepPromocode: selected.length === 0,
    gift: null,
  };
  for (const item of selected) {
    if (item.discountType === 'promo') result.keepPromocode = true;
    else if (item.discountType === 'free_gift' && item.product) {
      result.gift = {
        productId: item.product.id,
        variationId: item.product.variationId,
        quantity: item.product.quantity,
        price: item.amount,
        couponId: item.id,
      };
    } else if (item.discountType === 'percent' || item.discountType === 'fixed_cart') {
      result.appliedAutoCoupons.push({
        id: item.id,
        name: item.name,
        amount: item.amount,
        discountType: item.discountType,
      });
    }
  }
  return result;
}

/** SPEC.md §5 bonuses with auto discounts: allowed only when app_use_bon_with_auto_promo says so. */
export function bonusAllowed(
  settings: Pick<DiscountSettings, 'app_use_bon_with_auto_promo'>,
  hasAutoDiscount: boolean,
): boolean {
  return !hasAutoDiscount || settings.app_use_bon_with_auto_promo;
}
