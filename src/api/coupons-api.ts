// Coupon calls (SPEC.md §7): settings, the coupon list, autoapply, promo-code check, bonus balance.
import * as v from 'valibot';
import { numeric, looseObject, maybe } from '../domain/model-fields.ts';
import type { ApiClient } from './client.ts';
import type { Coupon } from '../domain/coupon-eligibility.ts';
import type { PromoStock } from '../domain/discount-choice.ts';
import type { AutoapplyItem } from '../domain/autoapply-body.ts';

const couponSchema = v.pipe(
  looseObject({
    id: numeric,
    code: v.string(),
    amount: v.union([v.string(), v.number()]),
    discount_type: v.string(),
  }),
  v.transform((c) => c as unknown as Coupon),
);
const couponList = v.fallback(v.array(v.unknown()), []);
const parseCoupons = (list: unknown[]): Coupon[] =>
  list.flatMap((c) => {
    const r = v.safeParse(couponSchema, c);
    return r.success ? [r.output] : [];
  });

/** stocksList: promotions with a name and an amount; anything else in the list is skipped. */
const stockSchema = v.pipe(
  looseObject({
    id: v.union([v.number(), v.string()]),
    name: v.optional(v.string()),
    title: v.optional(v.string()),
    description: maybe(v.string()),
    image: maybe(v.string()),
    discount_type: v.string(),
    amount: v.union([v.string(), v.number()]),
  }),
  v.transform((s): PromoStock => ({
    id: s.id,
    name: s.name || s.title || '',
    description: s.description,
    image: s.image,
    discount_type: s.discount_type,
    amount: s.amount,
  })),
);
const parseStocks = (list: unknown[]): PromoStock[] =>
  list.flatMap((c) => {
    const r = v.safeParse(stockSchema, c);
    return r.success && r.output.name ? [r.output] : [];
  });

const flag = v.fallback(v.boolean(), false);
export const discountSettingsSchema = v.fallback(
  looseObject({
    auto_coupons_summing: flag,
    coupons_and_auto_coupons_summing: flag,
    auto_coupons_and_promo_summing: flag,
    app_use_bon_with_auto_promo: v.fallback(v.boolean(), true),
    app_use_bon_with_promo: v.fallback(v.boolean(), true),
    promo_summing: flag,
    coupons_and_promo_summing: flag,
    app_use_bon_with_akcii: v.fallback(v.boolean(), true),
  }),
  {
    auto_coupons_summing: false,
    coupons_and_auto_coupons_summing: false,
    auto_coupons_and_promo_summing: false,
    app_use_bon_with_auto_promo: true,
    app_use_bon_with_promo: true,
    promo_summing: false,
    coupons_and_promo_summing: false,
    app_use_bon_with_akcii: true,
  },
);

export interface AutoapplyBody {
  cart_total: number;
  delivery_type: string;
  customer_id: number | null;
  cart_items: Record<string, AutoapplyItem>;
  take_date: string;
  time_from?: string;
  time_to?: string;
  coupons: string[];
  meta_data: { key: string; value: string }[];
}

export function couponsApi(client: ApiClient) {
  return {
    settings: () =>
      client.request('/wp-json/systeminfo/v1/coupons/seettings', discountSettingsSchema),
    list: async () => {
      const r = await client.request('/wp-json/v1/autocoupons', couponList);
      return r.ok ? { ...r, data: parseCoupons(r.data) } : r;
    },
    autoapply: async (body: AutoapplyBody) => {
      // An empty or invalid cart answers [] (BACKEND-CONTRACT.md): nothing earned.
      const r = await client.request(
        '/wp-json/wc/v3/coupons/autoapply',
        v.fallback(looseObject({ couponsList: couponList, stocksList: couponList }), {
          couponsList: [],
          stocksList: [],
        }),
        { method: 'POST', body, idempotent: true },
      );
      return r.ok
        ? {
            ...r,
            data: {
              coupons: parseCoupons(r.data.couponsList),
              stocks: parseStocks(r.data.stocksList),
            },
          }
        : r;
    },
    checkPromo: (body: Omit<AutoapplyBody, 'coupons'> & { coupon_code: string }) =>
      client.request(
        '/wp-json/api/flutter_woo/coupon',
        looseObject({ success: v.boolean(), coupon: couponSchema }),
        { method: 'POST', body },
      ),
    bonus: (userId: number) =>
      client.request(
        '/wp-json/systeminfo/v1/bonus',
        looseObject({
          active: v.fallback(v.boolean(), false),
          points_balance: v.fallback(numeric, 0),
          percent_max: v.fallback(v.nullable(numeric), null),
        }),
        { query: { user_id: userId } },
      ),
  };
}

export type CouponsApi = ReturnType<typeof couponsApi>;
