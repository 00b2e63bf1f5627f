// Prices an order request from the database with the storefront's own rules (src/domain): the
// stock's prices and options, the 'допы' free limit, the delivery zone of the address, coupons
// through CouponService, bonuses within the balance and percent_max, and cartSummary for the
// totals. Nothing the client says about money is read. Refusals are OrderErrors with the
// storefront's texts (SPEC.md §5, §8).
import type { Db } from '../db/db.ts';
import { getOption } from '../db/db.ts';
import { normalizePhone } from '../auth/auth-service.ts';
import { findUser } from '../auth/user-store.ts';
import { allCategories } from '../catalog/category-store.ts';
import { NO_BUDGET, type TimeBudget } from '../http/request-limits.ts';
import type { CartRequest, CouponService } from '../coupons/coupon-service.ts';
import { OrderError, type OrderRequest } from './order-request.ts';
import { LinePricer, stockShort, type PricedLine, type ProductData } from './cart-lines.ts';
import { orderPayment, orderPlace, type OrderPlace } from './order-destination.ts';
import {
  combining,
  couponShares,
  orderBonus,
  orderCoupons,
  type AppliedCoupon,
  type AppliedPromotion,
} from './order-discounts.ts';
import {
  DEFAULT_DISCOUNT_SETTINGS,
  stockItem,
  stocksInForce,
} from '../../src/domain/discount-choice.ts';
import { isAutoapply } from '../../src/domain/coupon-eligibility.ts';
import { parseEach, productVariationSchema } from '../../src/domain/model.ts';
import { defaultVariation } from '../../src/domain/product-variations.ts';
import {
  ADDON_CATEGORY_NAME,
  cartSummary,
  discountTotals,
  freeAddonValue,
  hasMainDish,
  itemsPrice,
  lineKey,
  type AddonRule,
  type CartLine,
  type CartSummary,
} from '../../src/domain/cart-price.ts';
import type { Coupon } from '../../src/domain/coupon-eligibility.ts';
import { deliveryPrice } from '../../src/domain/delivery-zone.ts';
import { defaultOptions } from '../../src/domain/product-options.ts';
import { roundMoney, toAmount } from '../../src/domain/money.ts';
import { settingsSchema, type PaymentMethod, type Settings } from '../../src/domain/model.ts';
import * as v from 'valibot';

export { STOCK_SHORT_TEXT } from './cart-lines.ts';
export type { PricedLine } from './cart-lines.ts';

export interface PricedOrder extends OrderPlace {
  lines: PricedLine[];
  addons: AddonRule;
  /** Stock units per product id, add-ons and gifts included. */
  units: Map<number, number>;
  coupons: AppliedCoupon[];
  /** Promotions (stocks) in force and their share of the discount. */
  promotions: AppliedPromotion[];
  summary: CartSummary;
  payment: PaymentMethod;
  phone: string;
  cancelSeconds: number;
}

export class OrderPricer {
  private lines: LinePricer;
  constructor(
    private db: Db,
    private coupons: CouponService,
  ) {
    this.lines = new LinePricer(db);
  }

  private product(id: number, warehouseId: string) {
    return this.lines.product(id, warehouseId);
  }

  settings(): Settings {
    return v.parse(settingsSchema, getOption(this.db, 'all_settings') ?? {});
  }

  price(
    req: OrderRequest,
    userId: number | null,
    budget: Pick<TimeBudget, 'check'> = NO_BUDGET,
  ): PricedOrder {
    const settings = this.settings();
    if (settings.product_disable_buy) {
      throw new OrderError(403, 'ordering_disabled', 'Заказ онлайн сейчас недоступен');
    }
    const where = orderPlace(req, settings);
    if (settings.settings.app.disable_ordering.includes(where.warehouseId)) {
      throw new OrderError(403, 'ordering_disabled', 'Этот ресторан сейчас не принимает заказы', {
        stock_id: where.warehouseId,
      });
    }
    if (req.lines.length === 0 && where.kind !== 'booking') {
      throw new OrderError(400, 'cart_empty', 'Корзина пуста');
    }
    const phone = this.phone(req, userId);
    const addons = this.addonRule();
    const lines = req.lines.map((l) => {
      budget.check();
      return this.lines.line(l, where.warehouseId);
    });
    if (
      where.kind !== 'booking' &&
      !hasMainDish(
        lines.map((l) => l.line),
        addons,
      )
    ) {
      throw new OrderError(400, 'cart_addons_only', 'Добавки заказываются к блюду: добавьте блюдо');
    }
    const units = this.checkStock(lines, where.warehouseId);

    const cart: CartRequest = {
      deliveryType: where.shippingType,
      warehouseId: where.warehouseId,
      items: lines.map((l) => ({
        productId: l.line.id,
        quantity: l.line.count * l.line.add_to_basket_once,
        variationId: l.line.variation_id,
        options: l.line.options,
      })),
      lines: lines.map((l) => l.line),
      takeDate: req.meta.take_date || null,
      timeFrom: req.meta.time_from || null,
      timeTo: req.meta.time_to || null,
    };
    budget.check();
    const coupons = orderCoupons(this.db, this.coupons, req.couponCodes, cart, userId, budget);
    for (const gift of coupons.filter((c) => c.discount_type === 'free_gift')) {
      lines.push(this.giftLine(gift, where.warehouseId, units));
    }

    const cartLines = lines.map((l) => l.line);
    const itemsNet = Math.max(0, itemsPrice(cartLines) - freeAddonValue(cartLines, addons));
    let delivery = 0;
    if (where.zone) {
      delivery = deliveryPrice(where.zone, itemsNet, { express: where.express }) ?? 0;
    }
    // Promotions the cart matches, in force beside the chosen coupons as the settings allow.
    const stocks = this.coupons.matchedStocks(cart, userId).flatMap((s) => stockItem(s) ?? []);
    const promotions = stocksInForce(
      stocks,
      {
        autoCoupon: coupons.some(isAutoapply),
        promocode: coupons.some((c) => !isAutoapply(c)),
      },
      { ...DEFAULT_DISCOUNT_SETTINGS, ...combining(this.db) },
      itemsNet,
    );
    const discounts = discountTotals([
      ...coupons.map((c) => ({ discountType: c.discount_type, amount: c.amount })),
      ...promotions,
    ]);
    const input = {
      lines: cartLines,
      discounts,
      delivery,
      hideDeliveryPrice: settings.settings.dont_show_delivery_price,
      addons,
      bonus: 0,
      minimum: where.zone?.min_order ?? 0,
    };
    const before = cartSummary(input);
    if (before.minimumMissing > 0) {
      throw new OrderError(400, 'minimum_not_reached', 'Не набрана минимальная сумма.', {
        missing: before.minimumMissing,
        minimum: where.zone?.min_order ?? 0,
        params: { minimum: where.zone?.min_order ?? 0, missing: before.minimumMissing },
      });
    }
    const payment: PaymentMethod = orderPayment(req.paymentMethod, where, settings);
    const bonus = orderBonus(
      this.db,
      req.bonuses,
      userId,
      before.total,
      coupons,
      promotions.length > 0,
    );
    const summary = cartSummary({ ...input, bonus });
    const shares = couponShares(coupons, promotions, cartLines, addons, summary.discount);
    return {
      ...where,
      lines,
      addons,
      units,
      coupons: shares.coupons,
      promotions: shares.promotions,
      summary,
      payment,
      phone,
      cancelSeconds: settings.settings.pending_order_cansel_time,
    };
  }

  /** Guests order with a phone; a signed-in customer's phone defaults to their account's. */
  private phone(req: OrderRequest, userId: number | null): string {
    const given = req.billing.phone || req.shipping.phone || '';
    if (given) {
      const phone = normalizePhone(given);
      if (!phone) throw new OrderError(400, 'invalid_phone', 'введите корректный номер');
      return phone;
    }
    const own = userId === null ? undefined : findUser(this.db, userId);
    if (!own?.phone) throw new OrderError(400, 'invalid_phone', 'введите корректный номер');
    return own.phone;
  }

  /** SPEC.md §9 "The add-on category is named 'допы'" and its free_limits, as the cart reads them. */
  private addonRule(): AddonRule {
    const addons = allCategories(this.db)
      .map((r) => ({
        id: r.id,
        ...(JSON.parse(r.data) as { name?: string; free_limits?: { quantity?: number } | null }),
      }))
      .filter((c) => (c.name ?? '').trim().toLowerCase() === ADDON_CATEGORY_NAME);
    return {
      categoryIds: addons.map((c) => c.id),
      freeLimit: addons[0]?.free_limits?.quantity ?? null,
    };
  }

  /** SPEC.md §5 "Cart quantities exceeding stock are cut down": 409 names what is left of each. */
  private checkStock(lines: PricedLine[], warehouseId: string): Map<number, number> {
    const units = unitsOf(lines.map((l) => l.line));
    const short: { product_id: number; available: number }[] = [];
    for (const [productId, needed] of units) {
      const available = this.available(productId, warehouseId);
      if (available < needed) short.push({ product_id: productId, available });
    }
    if (short.length > 0) throw stockShort(short);
    return units;
  }

  private available(productId: number, warehouseId: string): number {
    const found = this.product(productId, warehouseId);
    if (!found || found.quantity === null || found.info.in_stock === false) return 0;
    return Math.max(0, found.quantity);
  }

  /** SPEC.md §4: a free_gift coupon's product at the coupon's price, its own line. */
  private giftLine(coupon: Coupon, warehouseId: string, units: Map<number, number>): PricedLine {
    const gift = coupon._wc_free_gift_coupon_data_mod;
    const found = gift ? this.product(Number(gift.product_id), warehouseId) : null;
    const count = Math.max(1, Math.floor(toAmount(gift?.quantity ?? 1)));
    const needed = (units.get(found?.id ?? 0) ?? 0) + count * (found?.info.add_to_basket_once || 1);
    if (!found || this.available(found.id, warehouseId) < needed) {
      throw new OrderError(400, 'coupon_not_applicable', 'Подарок по акции закончился', {
        condition: 'gift-out-of-stock',
        code: coupon.code,
        params: { code: coupon.code },
      });
    }
    units.set(found.id, needed);
    const price = roundMoney(toAmount(coupon.amount));
    const options = defaultOptions(found.info.attributes ?? []);
    const line: CartLine = {
      ...this.lines.line(
        {
          productId: found.id,
          count,
          options,
          ingredients: [],
          variationId: Number(gift?.variation_id ?? 0) || defaultVariationId(found.info),
        },
        warehouseId,
      ).line,
      price,
      isGift: true,
    };
    return {
      line: { ...line, key: `gift:${lineKey(line)}` },
      optionNames: [],
      giftCoupon: coupon.code,
    };
  }
}

/** A gift of a variable product without a variation named: its first variation in stock. */
function defaultVariationId(info: ProductData): number | null {
  const variations = parseEach(productVariationSchema, info.product_variations_data ?? []);
  return defaultVariation({ product_variations_data: variations })?.id ?? null;
}

/** Stock units per product: portions × add_to_basket_once, supplements per portion of their dish. */
export function unitsOf(lines: readonly CartLine[]): Map<number, number> {
  const units = new Map<number, number>();
  const add = (id: number, n: number) => units.set(id, (units.get(id) ?? 0) + n);
  for (const line of lines) {
    const portions = line.count * line.add_to_basket_once;
    add(line.id, portions);
    for (const s of line.supplements) add(s.id, s.count * portions);
  }
  return units;
}
