// Which discount items have terms to show: coupons and the promo code (a promotion of stocksList
// is no coupon; its description says it all).
import type { DiscountItem } from '../../domain/discount-choice.ts';
import type { CouponRef } from './coupon-info-modal.tsx';

export function infoRefOf(item: DiscountItem): CouponRef | null {
  if (item.source === 'stock') return null;
  return {
    id: item.source === 'promo' ? undefined : item.id,
    code: item.code,
    name: item.discountType === 'promo' ? item.code : item.name,
  };
}
