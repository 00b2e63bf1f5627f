// Turns the demo coupons into WooCommerce REST coupon objects with the vendor's fields.
import type { Db } from '../db/db.ts';
import { setOption } from '../db/db.ts';
import { seedCoupons, seedStocks, type SeedCoupon } from './coupons-data.ts';
import { mediaUrl as media } from './types.ts';

export function seedCouponRows(db: Db, slugToId: Map<string, number>): void {
  const productId = (slug: string) => slugToId.get(slug);
  const categoryId = (slug: string) => slugToId.get(`cat:${slug}`);
  const ids = (slugs: string[] | undefined, lookup: (s: string) => number | undefined) =>
    (slugs ?? []).map(lookup).filter((x): x is number => x !== undefined);
  const insert = db.prepare(
    'INSERT INTO coupons (id, code, data, usage_limit, date_expires) VALUES (?, ?, ?, ?, ?)',
  );
  seedCoupons.forEach((c, i) => {
    const id = 500 + i;
    insert.run(
      id,
      c.code,
      JSON.stringify(couponJson(id, c, productId, categoryId, ids)),
      c.usageLimit ?? null,
      c.expires ?? null,
    );
  });
}

/** The promotions, kept as the option autoapply reads ('promo_stocks'), conditions as coupons'. */
export function seedPromoStocks(db: Db, slugToId: Map<string, number>): void {
  const categoryId = (slug: string) => slugToId.get(`cat:${slug}`);
  const ids = (slugs: string[] | undefined) =>
    (slugs ?? []).map(categoryId).filter((x): x is number => x !== undefined);
  setOption(
    db,
    'promo_stocks',
    seedStocks.map((s) => ({
      id: s.id,
      code: `stock-${s.id}`,
      name: s.name,
      description: s.description,
      image: media(s.image),
      discount_type: s.discount_type,
      amount: s.amount.toFixed(2),
      product_categories: ids(s.categorySlugs),
      coupon_avaible_week_days: s.weekdays ?? [],
      autoapply_dop_rulles_categories_list: s.categoryQty
        ? [
            {
              coupon_categories: ids(s.categoryQty.slugs),
              coupon_categories_qty: s.categoryQty.qty,
            },
          ]
        : [],
      meta_data: [{ key: 'coupon_only_for_device', value: ['site', 'app'] }],
    })),
  );
}

function couponJson(
  id: number,
  c: SeedCoupon,
  productId: (s: string) => number | undefined,
  categoryId: (s: string) => number | undefined,
  ids: (slugs: string[] | undefined, lookup: (s: string) => number | undefined) => number[],
) {
  const meta: { key: string; value: unknown }[] = [
    { key: 'coupon-autoapply', value: c.autoapply ? 'yes' : 'no' },
  ];
  meta.push({ key: 'coupon_only_for_device', value: c.devices ?? ['site', 'app'] });
  if (c.birthday) {
    meta.push({ key: 'birthday_coupon_days_before', value: String(c.birthday.before) });
    meta.push({ key: 'birthday_coupon_days_after', value: String(c.birthday.after) });
  }
  const gift = c.gift ? productId(c.gift.slug) : undefined;
  return {
    id,
    code: c.code,
    amount: c.amount.toFixed(2),
    discount_type: c.discount_type,
    description: c.description,
    image: c.image ? media(c.image) : '',
    date_expires: c.expires ?? null,
    individual_use: false,
    show_to_user: c.show_to_user ?? c.autoapply,
    individual_coupon: c.individual ?? false,
    usage_avaible_users: [],
    usage_limit_first_purchase: c.firstPurchase ?? false,
    autoapply: c.autoapply,
    birthday_coupon: Boolean(c.birthday),
    pickup_coupon: c.pickupOnly ?? false,
    delivery_coupon: c.deliveryOnly ?? false,
    sklad_coupon: c.warehouses ?? [],
    product_ids: ids(c.productSlugs, productId),
    excluded_product_ids: [],
    product_categories: ids(c.categorySlugs, categoryId),
    excluded_product_categories: ids(c.excludedCategorySlugs, categoryId),
    minimum_amount: c.minimum ? c.minimum.toFixed(2) : '',
    maximum_amount: c.maximum ? c.maximum.toFixed(2) : '',
    coupon_avaible_week_days: c.weekdays ?? [],
    coupon_avaible_day_hour_from: c.hours?.from ?? '',
    coupon_avaible_day_hour_to: c.hours?.to ?? '',
    autoapply_dop_rulles_products_list: c.productQty
      ? [
          {
            coupon_products: ids(c.productQty.slugs, productId),
            coupon_products_qty: c.productQty.qty,
          },
        ]
      : [],
    autoapply_dop_rulles_categories_list: c.categoryQty
      ? [
          {
            coupon_categories: ids(c.categoryQty.slugs, categoryId),
            coupon_categories_qty: c.categoryQty.qty,
          },
        ]
      : [],
    _wc_free_gift_coupon_data_mod: gift
      ? { product_id: gift, variation_id: 0, quantity: c.gift!.quantity }
      : null,
    meta_data: meta,
  };
}
