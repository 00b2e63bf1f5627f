// Coupon calls (SPEC.md §7): settings, the coupon list, autoapply, promo-code check, bonus balance.
import * as z from 'zod/mini';
import type { ApiClient } from './client.ts';
import type { Coupon } from '../domain/coupon-eligibility.ts';
import type { PromoStock } from '../domain/discount-choice.ts';
import type { AutoapplyItem } from '../domain/autoapply-body.ts';

const couponSchema = z.pipe(
  z.looseObject({
    id: z.coerce.number(),
    code: z.string(),
    amount: z.union([z.string(), z.number()]),
    discount_type: z.string(),
  }),
  z.transform((c) => c as unknown as Coupon),
);
const couponList = z.catch(z.array(z.unknown()), []);
const parseCoupons = (list: unknown[]): Coupon[] =>
  list.flatMap((c) => {
    const r = couponSchema.safeParse(c);
    return r.success ? [r.data] : [];
  });

/** stocksList: promotions with a name and an amount; anything else in the list is skipped. */
const stockSchema = z.pipe(
  z.looseObject({
    id: z.union([z.number(), z.string()]),
    name: z.optional(z.string()),
    title: z.optional(z.string()),
    description: z.catch(z.nullish(z.string()), null),
    image: z.catch(z.nullish(z.string()), null),
    discount_type: z.string(),
    amount: z.union([z.string(), z.number()]),
  }),
  z.transform((s): PromoStock => ({
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
    const r = stockSchema.safeParse(c);
    return r.success && r.data.name ? [r.data] : [];
  });

const flag = z.catch(z.boolean(), false);
export const discountSettingsSchema = z.catch(
  z.looseObject({
    auto_coupons_summing: flag,
    coupons_and_auto_coupons_summing: flag,
    auto_coupons_and_promo_summing: flag,
    app_use_bon_with_auto_promo: z.catch(z.boolean(), true),
    app_use_bon_with_promo: z.catch(z.boolean(), true),
    promo_summing: flag,
    coupons_and_promo_summing: flag,
    app_use_bon_with_akcii: z.catch(z.boolean(), true),
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
        z.catch(z.looseObject({ couponsList: couponList, stocksList: couponList }), {
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
        z.looseObject({ success: z.boolean(), coupon: couponSchema }),
        { method: 'POST', body },
      ),
    bonus: (userId: number) =>
      client.request(
        '/wp-json/systeminfo/v1/bonus',
        z.looseObject({
          active: z.catch(z.boolean(), false),
          points_balance: z.catch(z.coerce.number(), 0),
          percent_max: z.catch(z.nullable(z.coerce.number()), null),
        }),
        { query: { user_id: userId } },
      ),
  };
}

export type CouponsApi = ReturnType<typeof couponsApi>;
