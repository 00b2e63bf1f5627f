// The storefront's side of the promotion tables (tests/server/promotion-cases.ts): the catalogue
// and the promotions the demo backend hands out, priced and decided by the storefront's own rules
// (lineFromProduct, lineTotal, eligibilityLines, planDiscounts, discountsInForce, cartSummary).
// tests/server/promotions.test.ts runs the same tables through the server's orders and autoapply.
import { beforeAll, describe, expect, it } from 'vitest';
import { testServer } from '../../server/harness.ts';
import {
  KG_ELIGIBILITY_CASES,
  LINE_CASES,
  SUMMING_CART,
  SUMMING_CASES,
  type CaseLine,
} from '../../server/promotion-cases.ts';
import { catalogSchema, type Category, type Product } from '../../../src/domain/model';
import {
  cartSummary,
  eligibilityLines,
  itemsNet,
  itemsPrice,
  lineTotal,
  type CartLine,
} from '../../../src/domain/cart-price';
import { lineFromProduct } from '../../../src/domain/cart-rules';
import { defaultOptions } from '../../../src/domain/product-options';
import {
  checkCouponEligibility,
  isAutoapply,
  type Coupon,
  type EligibilityContext,
} from '../../../src/domain/coupon-eligibility';
import {
  DEFAULT_DISCOUNT_SETTINGS,
  discountsInForce,
  planDiscounts,
  promotionsHideCoupons,
  type PromoStock,
} from '../../../src/domain/discount-choice';
import { toAmount } from '../../../src/domain/money';
import * as v from 'valibot';

let products: Product[] = [];
let coupons: Coupon[] = [];
let stocks: (PromoStock & Coupon)[] = [];

beforeAll(async () => {
  const s = testServer();
  const res = await s.call('GET', '/api/wp-content/uploads/app_sync/prodcat-101.json');
  const raw =
    res.status === 200
      ? res.json
      : (await s.call('GET', '/api/wp-content/uploads/app_sync/prodcat.json')).json;
  const flat = (list: Category[]): Product[] =>
    list.flatMap((c) => [...c.products, ...flat(c.subCategories)]);
  products = flat(v.parse(catalogSchema, raw));
  coupons = (s.db.prepare('SELECT data FROM coupons').all() as { data: string }[]).map(
    (r) => JSON.parse(r.data) as Coupon,
  );
  stocks = JSON.parse(
    (
      s.db.prepare("SELECT value FROM options WHERE key = 'promo_stocks'").get() as {
        value: string;
      }
    ).value,
  ) as (PromoStock & Coupon)[];
});

/** The cart line the product modal builds for a case: options and variation by their names. */
function lineOf(c: CaseLine): CartLine {
  const product = products.find((p) => p.slug === c.slug)!;
  const named = (c.options ?? []).map((name) => {
    const a = product.attributes.find((x) => x.options.some((o) => o.name === name))!;
    return { attributeId: a.id, optionId: a.options.find((o) => o.name === name)!.id };
  });
  const options = [
    ...named,
    ...defaultOptions(product.attributes).filter((d) =>
      named.every((n) => n.attributeId !== d.attributeId),
    ),
  ];
  const variation = product.product_variations_data.find((v) =>
    v.attributes.some((a) => a.option === c.variation),
  );
  return lineFromProduct(product, { options, variationId: variation?.id ?? null }, c.count);
}

const context = (lines: CartLine[]): EligibilityContext => ({
  now: new Date('2026-11-18T14:00:00+03:00'),
  timeZone: 'Europe/Moscow',
  warehouseId: '101',
  shippingType: 'flat_rate',
  device: 'site',
  user: null,
  lines: eligibilityLines(lines),
  cartTotal: itemsPrice(lines),
  slot: null,
});

describe('a line as the storefront prices it', () => {
  it.each(LINE_CASES)('$label', ({ line, total }) => {
    expect(lineTotal(lineOf(line))).toBe(total);
  });
});

describe('the кг rule in eligibility', () => {
  it.each(KG_ELIGIBILITY_CASES)('$label', ({ lines, matched }) => {
    const ctx = context(lines.map(lineOf));
    const vitamins = stocks.find((s) => s.name === 'Витаминная неделя')!;
    expect(checkCouponEligibility(vitamins, ctx).ok).toBe(matched);
  });
});

describe('summing settings in the discount plan', () => {
  it.each(SUMMING_CASES)('$label', ({ settings: patch, codes, discount }) => {
    const settings = { ...DEFAULT_DISCOUNT_SETTINGS, ...patch };
    const lines = SUMMING_CART.map(lineOf);
    const ctx = context(lines);
    const matched = stocks.filter((s) => checkCouponEligibility(s, ctx).ok);
    // What autoapply answers: the auto coupons the cart earns, unless promotions leave them out.
    const earned = promotionsHideCoupons(matched.length, settings)
      ? []
      : coupons.filter((c) => isAutoapply(c) && checkCouponEligibility(c, ctx).ok);
    const typed = coupons.find((c) => !isAutoapply(c) && codes.includes(c.code));
    const promocode = typed
      ? { value: typed.code, type: typed.discount_type, amount: toAmount(typed.amount) }
      : null;
    const plan = planDiscounts(earned, promocode, settings, 'р', {
      stocks: matched,
      signedIn: false,
    });
    const offered = plan.kind === 'none' ? [] : plan.items;
    const chosen = codes.filter((code) => code !== typed?.code);
    const picked = chosen.map((code) => offered.find((i) => i.code === code));
    if (discount === 'refused') {
      expect(picked.some((p) => p === undefined)).toBe(true);
      return;
    }
    const selectedIds = plan.kind === 'apply' ? offered.map((i) => i.id) : picked.map((p) => p!.id);
    const addons = { categoryIds: [], freeLimit: null };
    const inForce = discountsInForce({
      plan,
      selectedIds,
      promocode,
      settings,
      base: itemsNet(lines, addons),
    });
    expect(inForce.codes.sort()).toEqual([...codes].sort());
    const summary = cartSummary({
      lines,
      discounts: inForce,
      delivery: 0,
      hideDeliveryPrice: false,
      addons,
      bonus: 0,
      minimum: 0,
    });
    expect(summary.discount).toBe(discount);
  });
});
