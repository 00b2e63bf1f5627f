// What takes money off an order (SPEC.md §4 Discount fetching, §5 Coupon eligibility and bonuses):
// the coupon_lines the cart may use right now, their shares of the discount, and the bonus points
// within the balance and percent_max. The same rules as the storefront's, from src/domain.
import type { Db } from '../db/db.ts';
import { getOption } from '../db/db.ts';
import type { CartRequest, CouponService } from '../coupons/coupon-service.ts';
import { BONUS_PERCENT_MAX, bonusBalance } from '../account/bonus-ledger.ts';
import { OrderError } from './order-request.ts';
import { NO_BUDGET, type TimeBudget } from '../http/request-limits.ts';
import {
  freeAddonsByLine,
  lineTotal,
  type AddonRule,
  type CartLine,
} from '../../src/domain/cart-price.ts';
import {
  checkCouponEligibility,
  isAutoapply,
  type Coupon,
} from '../../src/domain/coupon-eligibility.ts';
import { COUPON_REFUSAL_TEXT, type CouponRefusal } from '../../src/domain/coupon-messages.ts';
import { acceptBonus } from '../../src/domain/bonus.ts';
import { bonusAllowed, type DiscountItem } from '../../src/domain/discount-choice.ts';
import { roundMoney, toAmount } from '../../src/domain/money.ts';

import type { StoredCoupon } from '../coupons/coupon-service.ts';

export interface AppliedCoupon {
  coupon: StoredCoupon;
  /** Its share of the order's discount, roubles. */
  discount: number;
}

/** A promotion (stocksList) in force on the order, with its share of the discount. */
export interface AppliedPromotion {
  promotion: DiscountItem;
  discount: number;
}

/** GET systeminfo/v1/coupons/seettings: which discounts combine. */
export function combining(db: Db): Record<string, boolean> {
  return getOption<Record<string, boolean>>(db, 'coupon_settings') ?? {};
}

/**
 * An order refused for one of its coupons: the reason in the storefront's words (`reason`, worded
 * in the customer's language) and the coupon's code (`params.code`), so that the storefront can take
 * that coupon off the order and show the new total (a returning guest's first-order discount).
 */
export function couponRefused(reason: CouponRefusal, code: string): OrderError {
  return new OrderError(400, 'coupon_not_applicable', COUPON_REFUSAL_TEXT[reason], {
    reason: `coupon.${reason}`,
    condition: reason,
    code,
    params: { code },
  });
}

/**
 * coupon_lines: auto coupons the cart earns right now (as coupons/autoapply answers), promo codes
 * valid for it (as flutter_woo/coupon answers), combined only as the coupon settings allow.
 */
export function orderCoupons(
  db: Db,
  coupons: CouponService,
  codes: readonly string[],
  cart: CartRequest,
  userId: number | null,
  budget: Pick<TimeBudget, 'check'> = NO_BUDGET,
): StoredCoupon[] {
  if (codes.length === 0) return [];
  const all = coupons.all();
  const earned = new Set(coupons.autoapply(cart, userId, budget).couponsList.map((c) => c.id));
  const chosen = codes.map((code) => {
    const coupon = all.find((c) => c.code.toLowerCase() === code.toLowerCase());
    // SPEC.md §5 gift conditions, §6: a gift needs a signed-in customer.
    if (coupon?.discount_type === 'free_gift' && userId === null)
      throw couponRefused('gift-sign-in', code);
    if (coupon && isAutoapply(coupon)) {
      if (!earned.has(coupon.id)) {
        const reason = autoRefusal(coupons, coupon, cart, userId);
        // Earned, but left out beside a promotion the cart matches (promotionsHideCoupons).
        if (reason === 'expired' && coupons.matchedStocks(cart, userId).length > 0)
          throw notCombinable();
        throw couponRefused(reason, code);
      }
      return coupon;
    }
    const result = coupons.validate(code, cart, userId, budget);
    if (!result.ok) throw couponRefused(result.reason, code);
    return result.coupon;
  });
  const rules = combining(db);
  const autos = chosen.filter(isAutoapply).length;
  const promos = chosen.length - autos;
  if (
    (autos > 1 && !rules.auto_coupons_summing) ||
    (promos > 1 && !rules.coupons_summing) ||
    (autos > 0 && promos > 0 && !rules.coupons_and_auto_coupons_summing)
  ) {
    throw notCombinable();
  }
  return chosen;
}

function notCombinable(): OrderError {
  return new OrderError(400, 'coupon_not_applicable', 'Эти скидки не суммируются: выберите одну', {
    condition: 'not-combinable',
  });
}

/** Why an auto coupon the cart no longer earns is refused, in the promo code's words. */
function autoRefusal(
  coupons: CouponService,
  coupon: StoredCoupon,
  cart: CartRequest,
  userId: number | null,
): CouponRefusal {
  if (typeof coupon.usage_limit === 'number' && Number(coupon.usage_count) >= coupon.usage_limit) {
    return 'used-up';
  }
  const result = checkCouponEligibility(coupon, coupons.context(cart, userId));
  return result.ok ? 'expired' : result.failed;
}

/**
 * Each coupon's and promotion's part of the order's discount, for coupon_lines[].discount and the
 * promotions' meta: the fixed amounts first (as cartSummary takes them), the rest shared by the
 * percent ones by their percent.
 */
export function couponShares(
  coupons: readonly StoredCoupon[],
  promotions: readonly DiscountItem[],
  lines: readonly CartLine[],
  addons: AddonRule,
  discount: number,
): { coupons: AppliedCoupon[]; promotions: AppliedPromotion[] } {
  const parts = [
    ...coupons.map((c) => ({ type: c.discount_type, amount: toAmount(c.amount) })),
    ...promotions.map((p) => ({ type: p.discountType as string, amount: p.amount })),
  ];
  const free = freeAddonsByLine(lines, addons);
  const payable = lines.reduce(
    (sum, l, i) => sum + (l.exclude_from_min_cart ? 0 : lineTotal(l) - (free[i] ?? 0)),
    0,
  );
  let fixedLeft = Math.max(0, payable);
  let fixedTotal = 0;
  const fixedShares = parts.map((part) => {
    if (part.type !== 'fixed_cart') return 0;
    const share = Math.min(fixedLeft, part.amount);
    fixedLeft -= share;
    fixedTotal += share;
    return roundMoney(share);
  });
  const percentTotal = parts.reduce((s, p) => s + (p.type === 'percent' ? p.amount : 0), 0);
  const percentPart = Math.max(0, discount - fixedTotal);
  const shares = parts.map((part, i) =>
    part.type === 'percent' && percentTotal > 0
      ? roundMoney((percentPart * part.amount) / percentTotal)
      : (fixedShares[i] ?? 0),
  );
  return {
    coupons: coupons.map((coupon, i) => ({ coupon, discount: shares[i] ?? 0 })),
    promotions: promotions.map((promotion, i) => ({
      promotion,
      discount: shares[coupons.length + i] ?? 0,
    })),
  };
}

/**
 * SPEC.md §5 "Bonus application is accepted only if not above the available bonuses", within
 * percent_max of the total, signed-in only, and with the discounts the settings allow it with.
 */
export function orderBonus(
  db: Db,
  requested: number,
  userId: number | null,
  total: number,
  coupons: readonly Coupon[],
  withPromotion = false,
): number {
  if (requested === 0) return 0;
  if (userId === null) {
    throw new OrderError(401, 'unauthorized', 'Войдите, чтобы оплатить заказ бонусами');
  }
  const rules = combining(db);
  const withAuto = !bonusAllowed(
    {
      app_use_bon_with_auto_promo: rules.app_use_bon_with_auto_promo !== false,
      app_use_bon_with_akcii: rules.app_use_bon_with_akcii !== false,
    },
    coupons.some(isAutoapply),
    withPromotion,
  );
  const withPromo = coupons.some((c) => !isAutoapply(c)) && rules.app_use_bon_with_promo === false;
  if (withAuto || withPromo) {
    throw new OrderError(
      400,
      'bonus_not_allowed',
      'Бонусы нельзя использовать вместе с этой скидкой',
    );
  }
  const decision = acceptBonus(requested, {
    balance: bonusBalance(db, userId),
    percentMax: BONUS_PERCENT_MAX,
    total,
  });
  if (decision.ok) return decision.amount;
  const message =
    decision.reason === 'above-available'
      ? 'Недостаточно бонусов'
      : decision.reason === 'above-cap'
        ? `Бонусами можно оплатить не больше ${decision.max}`
        : 'Неверное количество бонусов';
  throw new OrderError(400, 'bonus_refused', message, {
    max: decision.max,
    reason: decision.reason,
  });
}
