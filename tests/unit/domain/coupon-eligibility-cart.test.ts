// SPEC §5 "Coupon eligibility (all must hold)": what the cart holds — the listed products and
// categories, the excluded ones, the quantities they need, and the cart price's bounds.
import { describe } from 'vitest';
import { checksEligibility, type Row } from './coupon-fixtures';

const rows: Row[] = [
  // The cart has at least one listed product and one listed category.
  ['listed product in cart', { product_ids: [7, 1] }, {}, 'ok'],
  ['listed product absent', { product_ids: [7] }, {}, 'products'],
  ['listed category in cart', { product_categories: ['10'] }, {}, 'ok'],
  ['listed category absent', { product_categories: [11] }, {}, 'categories'],
  ['empty cart never matches a product list', { product_ids: [1] }, { lines: [] }, 'products'],

  // No item is in an excluded category.
  ['item in an excluded category', { excluded_product_categories: [10] }, {}, 'excluded-category'],
  ['no item in the excluded category', { excluded_product_categories: [11] }, {}, 'ok'],

  // Required product and category quantities are met.
  [
    'product quantity met exactly',
    { autoapply_dop_rulles_products_list: [{ coupon_products: [1], coupon_products_qty: '2' }] },
    {},
    'ok',
  ],
  [
    'product quantity short',
    { autoapply_dop_rulles_products_list: [{ coupon_products: 1, coupon_products_qty: 3 }] },
    {},
    'product-qty',
  ],
  [
    'listed products add up',
    { autoapply_dop_rulles_products_list: [{ coupon_products: [1, 2], coupon_products_qty: 3 }] },
    {
      lines: [
        { id: 1, categories: [10], count: 2, price: 1 },
        { id: 2, categories: [10], count: 1, price: 1 },
      ],
    },
    'ok',
  ],
  [
    'category quantity met',
    {
      autoapply_dop_rulles_categories_list: [
        { coupon_categories: ['10'], coupon_categories_qty: 2 },
      ],
    },
    {},
    'ok',
  ],
  [
    'category quantity short',
    {
      autoapply_dop_rulles_categories_list: [{ coupon_categories: [10], coupon_categories_qty: 5 }],
    },
    {},
    'category-qty',
  ],
  [
    'an item in two listed categories counts once',
    {
      autoapply_dop_rulles_categories_list: [
        { coupon_categories: [10, 11], coupon_categories_qty: 3 },
      ],
    },
    { lines: [{ id: 1, categories: [10, 11], count: 2, price: 1 }] },
    'category-qty',
  ],

  // The cart price is strictly between minimum and maximum.
  ['equal to minimum is not enough', { minimum_amount: '1000' }, { cartTotal: 1000 }, 'minimum'],
  ['a kopeck above minimum', { minimum_amount: '1000.00' }, { cartTotal: 1000.01 }, 'ok'],
  [
    'equal to maximum is too much',
    { minimum_amount: 500, maximum_amount: '2000' },
    { cartTotal: 2000 },
    'maximum',
  ],
  [
    'between minimum and maximum',
    { minimum_amount: 500, maximum_amount: 2000 },
    { cartTotal: 1999 },
    'ok',
  ],
  ['minimum "0" means none', { minimum_amount: '0', maximum_amount: '' }, { cartTotal: 0 }, 'ok'],
];

describe('checkCouponEligibility: the cart', () => {
  checksEligibility(rows);
});
