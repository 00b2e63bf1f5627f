// Issue 13: a card's price is what the cheapest choice costs in the cart, with 'от' when a choice
// can make it cost more.
import { describe, expect, it } from 'vitest';
import { productSchema } from '../../../src/domain/model';
import { cardPrice } from '../../../src/domain/card-price';
import * as v from 'valibot';

const product = (extra: Record<string, unknown>) =>
  v.parse(productSchema, { id: 1, name: 'Блюдо', price: 490, ...extra });
const group = (required: boolean, prices: number[], extra: Record<string, unknown> = {}) => ({
  id: 'g',
  name: 'Размер',
  required,
  min: required ? 1 : 0,
  max: 1,
  options: prices.map((price, i) => ({ id: `o${i}`, name: `o${i}`, price })),
  ...extra,
});
const variation = (id: number, price: number, in_stock = true) => ({
  id,
  price,
  in_stock,
  attributes: [{ name: 'Размер', option: `${id}` }],
});

describe('cardPrice', () => {
  it.each([
    ['a plain dish', {}, { price: 490, from: false, oldPrice: null, perKg: null }],
    ['on sale', { regular_price: 590 }, { price: 490, from: false, oldPrice: 590 }],
    [
      'sizes priced as options: от the cheapest',
      { attributes: [group(true, [0, 200, 350])] },
      { price: 490, from: true },
    ],
    [
      'a required group without a free option adds its cheapest',
      { attributes: [group(true, [100, 50])] },
      { price: 540, from: true },
    ],
    [
      'an optional priced crust: от',
      { attributes: [group(false, [129])] },
      { price: 490, from: true },
    ],
    ['options that cost nothing: no от', { attributes: [group(true, [0, 0])] }, { from: false }],
    [
      'variations: от the cheapest in stock',
      {
        product_variations_data: [
          variation(11, 300, false),
          variation(12, 650),
          variation(13, 1000),
        ],
      },
      { price: 650, from: true },
    ],
    [
      'variations at one price: no от',
      { product_variations_data: [variation(11, 650), variation(12, 650)] },
      { price: 650, from: false },
    ],
    [
      'all variations sold out: still their lowest price',
      { product_variations_data: [variation(11, 700, false), variation(12, 650, false)] },
      { price: 650 },
    ],
    [
      'a combo discount: the discounted price, the full one crossed out',
      { price: 390, acf: { combo_discount_type: 'fixed', combo_discount: 40 } },
      { price: 350, oldPrice: 390 },
    ],
    [
      'кг: the step’s price, and the kilo’s beside it',
      { price: 149, measure_unit: 'кг', portion_nat_size: 0.5 },
      { price: 74.5, perKg: 149, from: false },
    ],
    [
      'the customer multiplier applies',
      { price: 100, price_multiplier_for_customer: 1.5 },
      { price: 150 },
    ],
  ])('%s', (_label, extra, expected) => {
    expect(cardPrice(product(extra))).toMatchObject(expected);
  });
});
