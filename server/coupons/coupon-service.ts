// Coupons on the server: the same eligibility rules as the storefront (src/domain), applied to a cart
// priced from the database — a client's prices, totals and user id are never trusted.
import type { Db } from '../db/db.ts';
import { getOption } from '../db/db.ts';
import {
  checkCouponEligibility,
  isAutoapply,
  type Coupon,
  type EligibilityContext,
  type ShippingType,
} from '../../src/domain/coupon-eligibility.ts';
import type { CouponRefusal } from '../../src/domain/coupon-messages.ts';
import { DEFAULT_TIME_ZONE } from '../../src/domain/zoned-time.ts';
import {
  eligibilityLines,
  itemsPrice,
  type CartLine,
  type CartOption,
} from '../../src/domain/cart-price.ts';
import {
  DEFAULT_DISCOUNT_SETTINGS,
  promotionsHideCoupons,
  type DiscountSettings,
  type PromoStock,
} from '../../src/domain/discount-choice.ts';
import { REFERRAL } from './personal-codes.ts';
import { findUser } from '../auth/user-store.ts';
import { allCoupons } from './coupon-store.ts';
import { hasIndividualCoupon, prizeByCode } from './user-coupons.ts';
import { standingOrderCount } from '../orders/order-store.ts';
import { LinePricer } from '../orders/cart-lines.ts';
import { assertCount, MAX_CART_ITEMS, NO_BUDGET, type TimeBudget } from '../http/request-limits.ts';

type Budget = Pick<TimeBudget, 'check'>;

export interface CartItemRequest {
  productId: number;
  /** Units: count × add_to_basket_once, as the vendor's body counts them. */
  quantity: number;
  variationId?: number | null;
  options?: CartOption[];
}

export interface CartRequest {
  deliveryType: string;
  warehouseId: string | null;
  items: CartItemRequest[];
  /** Lines the order has already priced; when absent the items are priced here. */
  lines?: CartLine[];
  /** 'dd.mm.yyyy' and 'HH:MM' of the chosen slot, when one is chosen. */
  takeDate: string | null;
  timeFrom: string | null;
  timeTo: string | null;
}

/**
 * Where a personal code comes from: a fortune-wheel prize (user_coupons) or a friend's referral
 * code 'promo-{userId}' (systeminfo/v2/coupons/referal_info). Orders redeem them differently from
 * the shop's coupons (server/orders/order-service.ts).
 */
export type PersonalSource =
  { kind: 'prize'; rowId: number } | { kind: 'referral'; referrerId: number };

export type StoredCoupon = Coupon & Record<string, unknown> & { personal?: PersonalSource };

const REFERRAL_CODE = /^promo-(\d{1,10})$/i;

const SHIPPING_TYPES: ShippingType[] = ['flat_rate', 'local_pickup', 'restaurants', 'wcso_booking'];

/** Reads the autoapply / flutter_woo coupon body in the shapes the storefronts send. */
export function parseCartRequest(body: Record<string, unknown>): CartRequest {
  // Counted before anything is read: a list longer than any real cart is refused at once.
  assertCount(body.cart_items, MAX_CART_ITEMS, 'cart_items');
  assertCount(body.line_items, MAX_CART_ITEMS, 'line_items');
  assertCount(body.meta_data, 100, 'meta_data');
  const meta = Array.isArray(body.meta_data)
    ? (body.meta_data as { key?: unknown; value?: unknown }[])
    : [];
  const stock = meta.find((m) => m.key === 'stock_id')?.value;
  const items: CartRequest['items'] = [];
  const push = (id: unknown, qty: unknown, variation: unknown, options: unknown) => {
    const productId = Number(id);
    const quantity = Number(qty);
    const variationId = Number(variation);
    if (items.length >= 100) return;
    if (Number.isInteger(productId) && productId > 0 && Number.isFinite(quantity) && quantity > 0)
      items.push({
        productId,
        quantity: Math.min(quantity, 999),
        variationId: Number.isInteger(variationId) && variationId > 0 ? variationId : null,
        options: readOptions(options),
      });
  };
  type Item = {
    product?: { id?: unknown };
    product_id?: unknown;
    id?: unknown;
    quantity?: unknown;
    variation?: unknown;
    variation_id?: unknown;
    options?: unknown;
  };
  if (body.cart_items && typeof body.cart_items === 'object' && !Array.isArray(body.cart_items)) {
    for (const [id, item] of Object.entries(body.cart_items as Record<string, Item | null>))
      push(item?.product?.id ?? id, item?.quantity, item?.variation, item?.options);
  }
  for (const item of Array.isArray(body.cart_items)
    ? body.cart_items
    : Array.isArray(body.line_items)
      ? body.line_items
      : []) {
    const it = (item ?? {}) as Item;
    push(it.product_id ?? it.id, it.quantity, it.variation_id ?? it.variation, it.options);
  }
  const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  return {
    deliveryType: str(body.delivery_type) ?? 'flat_rate',
    warehouseId: stock === undefined || stock === null || stock === '' ? null : String(stock),
    items,
    takeDate: str(body.take_date),
    timeFrom: str(body.time_from),
    timeTo: str(body.time_to),
  };
}

/** Options of a cart item, as the storefront sends them ({attributeId, optionId}); junk dropped. */
function readOptions(raw: unknown): CartOption[] {
  if (!Array.isArray(raw)) return [];
  return raw.slice(0, 50).flatMap((o) => {
    const { attributeId, optionId } = (o ?? {}) as Record<string, unknown>;
    return typeof attributeId === 'string' && typeof optionId === 'string'
      ? [{ attributeId: attributeId.slice(0, 64), optionId: optionId.slice(0, 64) }]
      : [];
  });
}

/** A promotion as the database keeps it: what stocksList shows, and coupon-shaped conditions. */
export type StoredStock = PromoStock & Coupon;

export class CouponService {
  private pricer: LinePricer;
  constructor(
    private db: Db,
    private now: () => number,
  ) {
    this.pricer = new LinePricer(db);
  }

  /** The shop's promotions ("stocks"): autoapply's stocksList is the ones a cart matches. */
  stocks(): StoredStock[] {
    return getOption<StoredStock[]>(this.db, 'promo_stocks') ?? [];
  }

  /**
   * The cart's lines priced from the database (variation, options, combo, кг), leniently: a
   * choice the body does not carry takes the product's default. A product that is gone does not
   * count for coupons; the order itself refuses it with the reason.
   */
  private pricedLines(cart: CartRequest, budget: Budget = NO_BUDGET): CartLine[] {
    if (cart.lines) return cart.lines;
    const warehouseId = cart.warehouseId ?? '101';
    return cart.items.flatMap((item) => {
      budget.check();
      const found = this.pricer.product(item.productId, warehouseId);
      const step = found?.info.add_to_basket_once || 1;
      const priced = this.pricer.lenientLine(
        {
          productId: item.productId,
          count: item.quantity / step,
          options: item.options ?? [],
          ingredients: [],
          variationId: item.variationId ?? null,
        },
        warehouseId,
      );
      return priced ? [priced.line] : [];
    });
  }

  all(): (Coupon & Record<string, unknown>)[] {
    return allCoupons(this.db).map((r) => ({
      ...(JSON.parse(r.data) as Coupon & Record<string, unknown>),
      usage_count: r.usage_count,
      usage_limit: r.usage_limit,
    }));
  }

  /** The eligibility context of a cart, priced from the database for the cart's warehouse. */
  context(
    cart: CartRequest,
    userId: number | null,
    budget: Budget = NO_BUDGET,
  ): EligibilityContext {
    const priced = this.pricedLines(cart, budget).filter((l) => !l.isGift);
    const lines = eligibilityLines(priced);
    const settings = getOption<{ delivery_work_time?: Record<string, { wp_timezone?: string }> }>(
      this.db,
      'all_settings',
    );
    const timeZone =
      settings?.delivery_work_time?.[cart.warehouseId ?? '101']?.wp_timezone ?? DEFAULT_TIME_ZONE;
    return {
      now: new Date(this.now()),
      timeZone,
      warehouseId: cart.warehouseId,
      shippingType: SHIPPING_TYPES.includes(cart.deliveryType as ShippingType)
        ? (cart.deliveryType as ShippingType)
        : 'flat_rate',
      device: 'site',
      user: userId === null ? null : this.userFacts(userId),
      lines,
      cartTotal: itemsPrice(priced),
      slot:
        cart.takeDate && cart.timeFrom
          ? { date: cart.takeDate, from: cart.timeFrom, to: cart.timeTo ?? cart.timeFrom }
          : null,
    };
  }

  /** The promotions this cart matches (the same conditions as coupons, from src/domain). */
  matchedStocks(cart: CartRequest, userId: number | null, ctx = this.context(cart, userId)) {
    if (ctx.lines.length === 0) return [];
    return this.stocks().filter((s) => checkCouponEligibility(s, ctx).ok);
  }

  /**
   * POST coupons/autoapply: the auto coupons and the promotions this cart earns right now. As the
   * vendor's plugin does (BACKEND-CONTRACT.md), coupons are left out when a promotion matched and
   * they may not sum with it (promotionsHideCoupons). A guest's gifts are listed: the storefront
   * asks them to sign in, and the order refuses a gift to a guest.
   */
  autoapply(cart: CartRequest, userId: number | null, budget: Budget = NO_BUDGET) {
    const ctx = this.context(cart, userId, budget);
    if (ctx.lines.length === 0) return { couponsList: [], stocksList: [], cartTotal: 0 };
    const stocks = this.matchedStocks(cart, userId, ctx);
    const summing = {
      ...DEFAULT_DISCOUNT_SETTINGS,
      ...getOption<Partial<DiscountSettings>>(this.db, 'coupon_settings'),
    };
    const couponsList = promotionsHideCoupons(stocks.length, summing)
      ? []
      : this.all()
          .filter((c) => {
            budget.check();
            return (
              isAutoapply(c) && this.usable(c, userId) === null && checkCouponEligibility(c, ctx).ok
            );
          })
          // The customer's own individual coupon names them (SPEC.md §5 list filter), no one else.
          .map((c) => ({
            ...c,
            usage_avaible_users: c.individual_coupon === true ? [userId] : [],
          }));
    const stocksList = stocks.map(({ id, name, description, image, discount_type, amount }) => ({
      id,
      name,
      description: description ?? '',
      image: image ?? '',
      discount_type,
      amount,
    }));
    return { couponsList, stocksList, cartTotal: ctx.cartTotal };
  }

  /** A promo code typed by the customer: the coupon, or why it does not apply. */
  validate(
    code: string,
    cart: CartRequest,
    userId: number | null,
    budget: Budget = NO_BUDGET,
  ):
    | { ok: true; coupon: StoredCoupon }
    | { ok: false; reason: CouponRefusal; params?: Record<string, number> } {
    let coupon: StoredCoupon | undefined = this.all().find(
      (c) => c.code.toLowerCase() === code.trim().toLowerCase(),
    );
    if (!coupon) {
      const personal = this.personal(code.trim(), userId);
      if (personal && 'refused' in personal) return { ok: false, reason: personal.refused };
      coupon = personal?.coupon;
    }
    if (!coupon) return { ok: false, reason: 'unknown' };
    if (isAutoapply(coupon)) return { ok: false, reason: 'auto-only' };
    const unusable = this.usable(coupon, userId);
    if (unusable) return { ok: false, reason: unusable };
    const result = checkCouponEligibility(coupon, this.context(cart, userId, budget));
    if (result.ok) return { ok: true, coupon };
    // The amounts the customer needs to know (worded by the storefront: 'от {{amount}}').
    const amount =
      result.failed === 'minimum'
        ? Number(coupon.minimum_amount)
        : result.failed === 'maximum'
          ? Number(coupon.maximum_amount)
          : NaN;
    return Number.isFinite(amount) && amount > 0
      ? { ok: false, reason: result.failed, params: { amount } }
      : { ok: false, reason: result.failed };
  }

  /** A wheel prize or a referral code as a coupon, why it is not this customer's, or null. */
  private personal(
    code: string,
    userId: number | null,
  ): { coupon: StoredCoupon } | { refused: CouponRefusal } | null {
    const prize = prizeByCode(this.db, code);
    if (prize) {
      if (userId === null) return { refused: 'sign-in' };
      if (prize.user_id !== userId) return { refused: 'not-yours' };
      if (prize.used_at) return { refused: 'used-up' };
      if (Date.parse(prize.expires_at) < this.now()) return { refused: 'expired' };
      const coupon: StoredCoupon = {
        id: 0,
        code: prize.code,
        amount: prize.amount,
        discount_type: prize.discount_type,
        description: prize.title,
        personal: { kind: 'prize', rowId: prize.id },
      };
      return { coupon };
    }
    const referral = REFERRAL_CODE.exec(code);
    if (!referral) return null;
    const referrerId = Number(referral[1]);
    const settings = getOption<{ referal_promo_status?: boolean }>(this.db, 'all_settings');
    if (settings?.referal_promo_status === false) return null;
    if (!findUser(this.db, referrerId)) return null;
    // A friend's first order only: a guest's history is unknown, and one's own code is not a gift.
    if (userId === null) return { refused: 'sign-in' };
    if (userId === referrerId) return { refused: 'not-yours' };
    const coupon: StoredCoupon = {
      id: 0,
      code: `promo-${referrerId}`,
      amount: REFERRAL.amount,
      discount_type: REFERRAL.discount_type,
      description: `Скидка ${REFERRAL.amount}% на первый заказ по приглашению`,
      usage_limit_first_purchase: true,
      personal: { kind: 'referral', referrerId },
    };
    return { coupon };
  }

  private usable(c: Coupon & Record<string, unknown>, userId: number | null): CouponRefusal | null {
    const expires = typeof c.date_expires === 'string' ? Date.parse(c.date_expires) : NaN;
    if (Number.isFinite(expires) && expires < this.now()) return 'expired';
    if (typeof c.usage_limit === 'number' && Number(c.usage_count) >= c.usage_limit)
      return 'used-up';
    if (c.individual_coupon === true) {
      if (userId === null) return 'not-yours';
      if (!hasIndividualCoupon(this.db, c.id, userId)) return 'not-yours';
    }
    return null;
  }

  private userFacts(userId: number) {
    const user = findUser(this.db, userId);
    let ordersCount = 0;
    try {
      ordersCount = standingOrderCount(this.db, userId);
    } catch {
      ordersCount = 0; // no orders table yet
    }
    return { id: userId, birth: user?.birth || null, ordersCount };
  }
}
