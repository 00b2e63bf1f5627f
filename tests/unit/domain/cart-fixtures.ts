// Cart lines for the pricing, rules, autoapply and store tests (SPEC.md §3 Cart line).
import { lineKey, type CartLine } from '../../../src/domain/cart-price';

/** One 500 ₽ piece of a dish in category 10, with no options, supplements or stock, `over` changed. */
export const plainLine = (over: Partial<CartLine> = {}): CartLine => ({
  key: '',
  id: 1,
  name: 'Блюдо',
  price: 500,
  regular_price: 500,
  image: '',
  count: 1,
  countable: true,
  measure_unit: 'шт',
  categories: [10],
  portion_nat_size: 0,
  add_to_basket_once: 1,
  backet_first_cart_add_portion_minimum: 0,
  supplements: [],
  variation_id: null,
  options: [],
  locations: [],
  free_limits: null,
  exclude_from_min_cart: false,
  ...over,
});

/** The same, keyed as the cart keys it (or by `over.key` where given). */
export const keyedLine = (over: Partial<CartLine> = {}): CartLine => {
  const base = plainLine(over);
  return { ...base, key: over.key ?? lineKey(base) };
};
