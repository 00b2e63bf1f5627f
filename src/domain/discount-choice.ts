// SPEC.md §4 "Discount fetching" and BACKEND-CONTRACT.md "Front choice logic": what to do with the
// auto coupons a cart earns, and what applying a choice changes. Pure: the store does the I/O.
import type { Coupon } from './coupon-eligibility';
import { couponDescription } from './coupon-eligibility';
import { toAmount } from './money';

/**
 * GET systeminfo/v1/coupons/seettings (BACKEND-CONTRACT.md): what combines. 'coupons' are promo
 * codes the customer types, 'auto_coupons' the ones autoapply earns, 'promo' the shop's promotions
 * ("stocks", autoapply's stocksList). The ones after the first four are optional: a backend that
 * does not send them gets the defaults of DEFAULT_DISCOUNT_SETTINGS.
 */
export interface DiscountSettings {
  auto_coupons_summing: boolean;
  coupons_and_auto_coupons_summing: boolean;
  auto_coupons_and_promo_summing: boolean;
  app_use_bon_with_auto_promo: boolean;
  /** Several promotions at once. */
  promo_summing?: boolean;
  /** A typed promo code together with promotions. */
  coupons_and_promo_summing?: boolean;
  /** Bonuses together with promotions. */
  app_use_bon_with_akcii?: boolean;
}

export const DEFAULT_DISCOUNT_SETTINGS: Required<DiscountSettings> = {
  auto_coupons_summing: false,
  coupons_and_auto_coupons_summing: false,
  auto_coupons_and_promo_summing: false,
  app_use_bon_with_auto_promo: true,
  promo_summing: false,
  coupons_and_promo_summing: false,
  app_use_bon_with_akcii: true,
};

/** The summing flags all_settings carries too (SPEC.md §3 Settings: settings). */
export const SHOP_SUMMING_FLAGS = [
  'auto_coupons_summing',
  'coupons_and_auto_coupons_summing',
  'auto_coupons_and_promo_summing',
  'app_use_bon_with_auto_promo',
] as const;

/**
 * The discount settings in force: coupons/seettings' answer once it is in (the discount plugin's
 * own call, read as BACKEND-CONTRACT.md says); until then, or when that call fails, the summing
 * flags all_settings carried (those it sent, read the same way), and the defaults for the rest. So
 * a cart priced before the answer, or without it, already follows the shop's rules.
 */
export function discountSettingsOf(
  shop:
    Partial<Record<(typeof SHOP_SUMMING_FLAGS)[number], boolean | undefined>> | null | undefined,
  answer: DiscountSettings | null,
): Required<DiscountSettings> {
  const out = { ...DEFAULT_DISCOUNT_SETTINGS };
  const given: Partial<Record<keyof DiscountSettings, boolean | undefined>> = answer ?? shop ?? {};
  const keys = answer ? (Object.keys(out) as (keyof DiscountSettings)[]) : SHOP_SUMMING_FLAGS;
  for (const key of keys) {
    const flag = given[key];
    if (flag !== undefined) out[key] = flag;
  }
  return out;
}

/**
 * A promotion ("stock") of autoapply's stocksList: a discount the shop gives a cart without a code.
 * Only percent and fixed_cart promotions are read; another kind is left to the backend.
 */
export interface PromoStock {
  id: number | string;
  name: string;
  description?: string | null;
  image?: string | null;
  discount_type: 'percent' | 'fixed_cart' | (string & {});
  amount: number | string;
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
  /** An auto coupon, the typed promo code, or a promotion (stocksList). */
  source?: 'coupon' | 'promo' | 'stock';
  /** The coupon's code, for the order's coupon_lines. */
  code?: string;
}

/** What the plan shows besides the choice: promotions, and gifts waiting for a sign-in. */
export interface PlanExtras {
  /** The promotions the cart matches (stocksList); stocksInForce says which apply. */
  stocks: DiscountItem[];
  /** SPEC.md §5, §6 gifts need a signed-in customer: earned by a guest, given after sign-in. */
  signInGifts: DiscountItem[];
}

export type DiscountPlan = (
  | { kind: 'none' }
  /** Apply these at once; no choice to make. */
  | { kind: 'apply'; items: DiscountItem[] }
  /** Show the block; the choose modal opens when the cart opens. */
  | { kind: 'choose'; items: DiscountItem[] }
) &
  Partial<PlanExtras>;

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
    source: 'coupon',
    code: coupon.code,
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
    source: 'promo',
    code: promo.value,
  };
}

/** A promotion as a discount item: shown in the cart, and offered when it competes with coupons. */
export function stockItem(stock: PromoStock, currency = 'р'): DiscountItem | null {
  if (stock.discount_type !== 'percent' && stock.discount_type !== 'fixed_cart') return null;
  const amount = toAmount(stock.amount);
  if (amount <= 0) return null;
  return {
    id: `stock:${stock.id}`,
    name: stock.name,
    image: stock.image ?? '',
    amount,
    description:
      stock.description ||
      couponDescription({ amount, discount_type: stock.discount_type }, currency),
    discountType: stock.discount_type as 'percent' | 'fixed_cart',
    product: null,
    source: 'stock',
  };
}

/** Roubles a percent or fixed discount takes off `base`; a gift's worth is not known here (0). */
export function discountValue(item: Pick<DiscountItem, 'discountType' | 'amount'>, base: number) {
  const b = Math.max(0, base);
  if (item.discountType === 'percent') return (b * Math.min(100, Math.max(0, item.amount))) / 100;
  if (item.discountType === 'fixed_cart') return Math.min(b, Math.max(0, item.amount));
  return 0;
}

/**
 * BACKEND-CONTRACT.md autoapply: "coupons skipped entirely if promo stocks matched" unless the
 * settings let auto coupons and promotions sum (auto_coupons_and_promo_summing: the flag that
 * names the pair; the older plugin read coupons_and_promo_summing here, which this project
 * keeps for typed codes beside promotions).
 */
export function promotionsHideCoupons(matchedStocks: number, settings: DiscountSettings): boolean {
  return matchedStocks > 0 && !settings.auto_coupons_and_promo_summing;
}

/**
 * Which promotions apply (settings of coupons/seettings): none beside an auto coupon unless
 * auto_coupons_and_promo_summing, none beside a typed promo code unless coupons_and_promo_summing;
 * all of them with promo_summing, else the one worth most on `base`.
 */
export function stocksInForce(
  stocks: readonly DiscountItem[],
  applied: { autoCoupon: boolean; promocode: boolean },
  settings: DiscountSettings,
  base: number,
): DiscountItem[] {
  const s = { ...DEFAULT_DISCOUNT_SETTINGS, ...settings };
  if (stocks.length === 0) return [];
  if (applied.autoCoupon && !s.auto_coupons_and_promo_summing) return [];
  if (applied.promocode && !s.coupons_and_promo_summing) return [];
  if (s.promo_summing) return [...stocks];
  const best = stocks.reduce((a, b) => (discountValue(b, base) > discountValue(a, base) ? b : a));
  return [best];
}

/**
 * What to do with the auto coupons a cart earns:
 * - none: clear auto discounts;
 * - one: apply it, unless something it may not combine with competes — a typed promo code
 *   (coupons_and_auto_coupons_summing) or a promotion the cart matches
 *   (auto_coupons_and_promo_summing); then the customer chooses;
 * - several: apply all when every summing setting allows it, otherwise the customer chooses one
 *   (the promo code and the promotions among the options when they may not combine).
 * A guest's gifts are not among them: they wait in signInGifts for the customer to sign in.
 */
export function planDiscounts(
  coupons: readonly Coupon[],
  promocode: Promocode | null,
  settings: DiscountSettings,
  currency = 'р',
  context: { stocks?: readonly PromoStock[]; signedIn?: boolean } = {},
): DiscountPlan {
  const signedIn = context.signedIn ?? true;
  const all = coupons.map((c) => discountItem(c, currency));
  const signInGifts = signedIn ? [] : all.filter((i) => i.discountType === 'free_gift');
  const items = all.filter((i) => !signInGifts.includes(i));
  const stocks = (context.stocks ?? []).flatMap((s) => stockItem(s, currency) ?? []);
  const extras: PlanExtras = { stocks, signInGifts };
  if (items.length === 0) return { kind: 'none', ...extras };
  const promoCompetes = promocode !== null && !settings.coupons_and_auto_coupons_summing;
  const stocksCompete = stocks.length > 0 && !settings.auto_coupons_and_promo_summing;
  const options = [
    ...items,
    ...(promoCompetes ? [promoItem(promocode, currency)] : []),
    ...(stocksCompete ? stocks : []),
  ];
  const competes = promoCompetes || stocksCompete;
  if (items.length === 1)
    return competes
      ? { kind: 'choose', items: options, ...extras }
      : { kind: 'apply', items, ...extras };
  if (settings.auto_coupons_summing && !competes) return { kind: 'apply', items, ...extras };
  return { kind: 'choose', items: options, ...extras };
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
    // A chosen promotion is no coupon: choosing it leaves the coupons out (stocksInForce applies it).
    if (item.source === 'stock') continue;
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

/**
 * SPEC.md §5 bonuses with discounts: beside an auto discount only when app_use_bon_with_auto_promo
 * says so, beside a promotion only when app_use_bon_with_akcii does.
 */
export function bonusAllowed(
  settings: Pick<DiscountSettings, 'app_use_bon_with_auto_promo' | 'app_use_bon_with_akcii'>,
  hasAutoDiscount: boolean,
  hasPromotion = false,
): boolean {
  return (
    (!hasAutoDiscount || settings.app_use_bon_with_auto_promo) &&
    (!hasPromotion || settings.app_use_bon_with_akcii !== false)
  );
}

export interface DiscountsInForce {
  /** Fixed roubles and percent for cartSummary. */
  fixed: number;
  percent: number;
  /** Promotions applied beside the coupons. */
  stocks: DiscountItem[];
  /** Codes for the order's coupon_lines: the promo code kept, the auto coupons chosen. */
  codes: string[];
  /** The choice applied: auto coupons and the gift. */
  applied: AppliedDiscounts;
  /** Whether the typed promo code takes money off (not when another discount was chosen over it). */
  promoKept: boolean;
}

/**
 * What takes money off the cart right now: the chosen items of the plan, the promo code when the
 * choice keeps it, and the promotions the summing settings allow beside them (worth taken on
 * `base`, the items the customer pays for).
 */
export function discountsInForce(input: {
  plan: DiscountPlan;
  selectedIds: readonly string[];
  promocode: Promocode | null;
  settings: DiscountSettings;
  base: number;
}): DiscountsInForce {
  const { plan, promocode } = input;
  const items = plan.kind === 'none' ? [] : plan.items;
  const selected = items.filter((i) => input.selectedIds.includes(i.id));
  const applied = applySelection(selected);
  const autos = plan.kind === 'none' ? [] : applied.appliedAutoCoupons;
  const promoKept = promocode !== null && (plan.kind === 'none' || applied.keepPromocode);
  const stocks = stocksInForce(
    plan.stocks ?? [],
    {
      autoCoupon: plan.kind !== 'none' && (autos.length > 0 || applied.gift !== null),
      promocode: promoKept,
    },
    input.settings,
    input.base,
  );
  const all = [
    ...autos,
    ...(promoKept && promocode ? [{ discountType: promocode.type, amount: promocode.amount }] : []),
    ...stocks,
  ];
  const sum = (type: string) =>
    all.filter((d) => d.discountType === type).reduce((s, d) => s + toAmount(d.amount), 0);
  const codes = promoKept && promocode ? [promocode.value] : [];
  if (plan.kind !== 'none')
    for (const item of selected)
      if (item.source !== 'stock' && item.discountType !== 'promo' && item.code)
        codes.push(item.code);
  return {
    fixed: sum('fixed_cart'),
    percent: Math.min(100, sum('percent')),
    stocks,
    codes,
    applied,
    promoKept,
  };
}
