// Coupons on the server: the same eligibility rules as the storefront (src/domain), applied to a cart
// priced from the database — a client's prices, totals and user id are never trusted.
import type { Db } from './db.ts';
import { getOption } from './db.ts';
import {
  checkCouponEligibility,
  isAutoapply,
  type Coupon,
  type EligibilityContext,
  type EligibilityLine,
  type ShippingType,
} from '../src/domain/coupon-eligibility.ts';
import type { CouponRefusal } from '../src/domain/coupon-messages.ts';
import { roundMoney } from '../src/domain/money.ts';
import { REFERRAL } from './routes/account.ts';
import { assertCount, MAX_CART_ITEMS, NO_BUDGET, type TimeBudget } from './request-limits.ts';

type Budget = Pick<TimeBudget, 'check'>;

export interface CartRequest {
  deliveryType: string;
  warehouseId: string | null;
  items: { productId: number; quantity: number }[];
  /** 'dd.mm.yyyy' and 'HH:MM' of the chosen slot, when one is chosen. */
  takeDate: string | null;
  timeFrom: string | null;
  timeTo: string | null;
}

interface CouponRow {
  id: number;
  code: string;
  data: string;
  usage_count: number;
  usage_limit: number | null;
  date_expires: string | null;
}

/**
 * Where a personal code comes from: a fortune-wheel prize (user_coupons) or a friend's referral
 * code 'promo-{userId}' (systeminfo/v2/coupons/referal_info). Orders redeem them differently from
 * the shop's coupons (server/orders.ts).
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
  const push = (id: unknown, qty: unknown) => {
    const productId = Number(id);
    const quantity = Number(qty);
    if (Number.isInteger(productId) && productId > 0 && Number.isFinite(quantity) && quantity > 0)
      items.push({ productId, quantity: Math.min(quantity, 999) });
  };
  if (body.cart_items && typeof body.cart_items === 'object' && !Array.isArray(body.cart_items)) {
    for (const [id, item] of Object.entries(
      body.cart_items as Record<string, { product?: { id?: unknown }; quantity?: unknown }>,
    ))
      push(item?.product?.id ?? id, item?.quantity);
  }
  for (const item of Array.isArray(body.cart_items)
    ? body.cart_items
    : Array.isArray(body.line_items)
      ? body.line_items
      : []) {
    const it = item as { product_id?: unknown; id?: unknown; quantity?: unknown };
    push(it.product_id ?? it.id, it.quantity);
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

export class CouponService {
  constructor(
    private db: Db,
    private now: () => number,
  ) {}

  all(): (Coupon & Record<string, unknown>)[] {
    const rows = this.db.prepare('SELECT * FROM coupons ORDER BY id').all() as CouponRow[];
    return rows.map((r) => ({
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
  ): EligibilityContext & { lines: (EligibilityLine & { name: string })[] } {
    const lines = cart.items.flatMap(({ productId, quantity }) => {
      budget.check();
      const row = this.db
        .prepare(
          `SELECT p.id, p.category_id, c.parent, p.data, s.price FROM products p JOIN categories c ON c.id = p.category_id
           LEFT JOIN stock s ON s.product_id = p.id AND s.warehouse_id = ?  WHERE p.id = ?`,
        )
        .get(cart.warehouseId ?? '101', productId) as
        | { id: number; category_id: number; parent: number; data: string; price: number | null }
        | undefined;
      if (!row) return [];
      const data = JSON.parse(row.data) as { price: number; name: string };
      const categories = row.parent ? [row.category_id, row.parent] : [row.category_id];
      return [
        {
          id: row.id,
          name: data.name,
          categories,
          count: quantity,
          price: row.price ?? data.price,
        },
      ];
    });
    const settings = getOption<{ delivery_work_time?: Record<string, { wp_timezone?: string }> }>(
      this.db,
      'all_settings',
    );
    const timeZone =
      settings?.delivery_work_time?.[cart.warehouseId ?? '101']?.wp_timezone ?? 'Europe/Moscow';
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
      cartTotal: roundMoney(lines.reduce((s, l) => s + l.price * l.count, 0)),
      slot:
        cart.takeDate && cart.timeFrom
          ? { date: cart.takeDate, from: cart.timeFrom, to: cart.timeTo ?? cart.timeFrom }
          : null,
    };
  }

  /** POST coupons/autoapply: the auto coupons this cart earns right now. */
  autoapply(cart: CartRequest, userId: number | null, budget: Budget = NO_BUDGET) {
    const ctx = this.context(cart, userId, budget);
    if (ctx.lines.length === 0) return { couponsList: [], stocksList: [], cartTotal: 0 };
    const couponsList = this.all().filter((c) => {
      budget.check();
      return isAutoapply(c) && this.usable(c, userId) === null && checkCouponEligibility(c, ctx).ok;
    });
    return { couponsList, stocksList: [], cartTotal: ctx.cartTotal };
  }

  /** A promo code typed by the customer: the coupon, or why it does not apply. */
  validate(
    code: string,
    cart: CartRequest,
    userId: number | null,
    budget: Budget = NO_BUDGET,
  ): { ok: true; coupon: StoredCoupon } | { ok: false; reason: CouponRefusal } {
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
    return result.ok ? { ok: true, coupon } : { ok: false, reason: result.failed };
  }

  /** A wheel prize or a referral code as a coupon, why it is not this customer's, or null. */
  private personal(
    code: string,
    userId: number | null,
  ): { coupon: StoredCoupon } | { refused: CouponRefusal } | null {
    const prize = this.db
      .prepare('SELECT * FROM user_coupons WHERE code = ? COLLATE NOCASE')
      .get(code) as
      | {
          id: number;
          user_id: number;
          code: string;
          title: string;
          discount_type: string;
          amount: number;
          expires_at: string;
          used_at: string | null;
        }
      | undefined;
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
    if (!this.db.prepare('SELECT 1 FROM users WHERE id = ?').get(referrerId)) return null;
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
      const own = this.db
        .prepare('SELECT 1 FROM individual_coupons WHERE coupon_id = ? AND user_id = ?')
        .get(c.id, userId);
      if (!own) return 'not-yours';
    }
    return null;
  }

  private userFacts(userId: number) {
    const user = this.db.prepare('SELECT birth FROM users WHERE id = ?').get(userId) as
      { birth: string } | undefined;
    let ordersCount = 0;
    try {
      ordersCount = (
        this.db
          .prepare(
            "SELECT COUNT(*) AS n FROM orders WHERE customer_id = ? AND status NOT IN ('cancelled', 'failed')",
          )
          .get(userId) as { n: number }
      ).n;
    } catch {
      ordersCount = 0; // no orders table yet
    }
    return { id: userId, birth: user?.birth || null, ordersCount };
  }
}
