// Variable products: product_variations_data read from the catalogue, and the customer's pick.
import { describe, expect, it } from 'vitest';
import { productSchema, type Product } from '../../../src/domain/model';
import {
  defaultVariation,
  findVariation,
  isVariable,
  pickVariationValue,
  productAsVariation,
  variationAttributes,
  variationData,
  variationFor,
  variationLabel,
  variationValues,
} from '../../../src/domain/product-variations';
import * as valibot from 'valibot';

const v = (id: number, size: string, dough: string, price: number, in_stock = true) => ({
  id,
  price,
  regular_price: price,
  image: `/v${id}.webp`,
  attributes: [
    { name: 'Размер', option: size },
    { name: 'Тесто', option: dough },
  ],
  in_stock,
});

const pizza: Product = valibot.parse(productSchema, {
  id: 7,
  name: 'Пицца',
  price: 500,
  images: ['/p.webp'],
  product_variations_data: [
    v(71, '25 см', 'традиционное', 500),
    v(72, '30 см', 'традиционное', 700),
    v(73, '30 см', 'тонкое', 720, false),
    v(74, '35 см', 'тонкое', 900),
  ],
});

describe('product_variations_data as backends send it', () => {
  it.each([
    ['WooCommerce REST attributes', [{ name: 'Размер', option: '30 см' }], { Размер: '30 см' }],
    ['a cart-style record', { attribute_pa_Размер: '30 см' }, { Размер: '30 см' }],
    ['blank values dropped', [{ name: 'Размер', option: '' }], {}],
  ])('%s', (_label, attributes, expected) => {
    const p = valibot.parse(productSchema, {
      id: 1,
      name: 'x',
      price: 1,
      product_variations_data: [{ id: 5, price: 10, attributes }],
    });
    expect(variationData(p.product_variations_data[0]!)).toEqual(expected);
  });

  it('a variation without an id or a price is dropped alone; a product without any is simple', () => {
    const p = valibot.parse(productSchema, {
      id: 1,
      name: 'x',
      price: 1,
      product_variations_data: [
        { id: 0, price: 5 },
        { id: 3, price: 'abc' },
        { id: 4, price: 7 },
      ],
    });
    expect(p.product_variations_data.map((x) => x.id)).toEqual([4]);
    expect(isVariable(valibot.parse(productSchema, { id: 2, name: 'y', price: 1 }))).toBe(false);
  });
});

describe('picking a variation', () => {
  it('lists the attributes and their values in catalogue order', () => {
    expect(variationAttributes(pizza)).toEqual([
      { name: 'Размер', values: ['25 см', '30 см', '35 см'] },
      { name: 'Тесто', values: ['традиционное', 'тонкое'] },
    ]);
  });

  it.each([
    ['an exact match', { Размер: '30 см', Тесто: 'традиционное' }, 72],
    ['no such combination', { Размер: '25 см', Тесто: 'тонкое' }, null],
    ['a partial pick is not a variation', { Размер: '30 см' }, null],
  ])('variationFor: %s', (_label, picks, id) => {
    expect(variationFor(pizza, picks)?.id ?? null).toBe(id);
  });

  it.each([
    [
      'keeps the other pick when that variation exists',
      { Размер: '25 см', Тесто: 'традиционное' },
      'Размер',
      '30 см',
      72,
    ],
    [
      'takes a variation in stock with the new value otherwise',
      { Размер: '25 см', Тесто: 'традиционное' },
      'Размер',
      '35 см',
      74,
    ],
    [
      'a sold-out exact match is still that variation',
      { Размер: '30 см', Тесто: 'традиционное' },
      'Тесто',
      'тонкое',
      73,
    ],
  ])('pickVariationValue: %s', (_label, current, name, value, id) => {
    expect(pickVariationValue(pizza, current, name, value)?.id).toBe(id);
  });

  it('opens with the first variation in stock', () => {
    const soldOutFirst = {
      ...pizza,
      product_variations_data: [
        { ...pizza.product_variations_data[0]!, in_stock: false },
        ...pizza.product_variations_data.slice(1),
      ],
    };
    expect(defaultVariation(pizza)?.id).toBe(71);
    expect(defaultVariation(soldOutFirst)?.id).toBe(72);
    expect(findVariation(pizza, 999)).toBeNull();
    expect(findVariation(pizza, null)).toBeNull();
  });

  it('the product as its variation sells it', () => {
    const sold = productAsVariation(pizza, findVariation(pizza, 73)!);
    expect(sold).toMatchObject({ price: 720, in_stock: false, images: ['/v73.webp', '/p.webp'] });
    expect(variationLabel(variationData(findVariation(pizza, 74)!))).toBe('35 см, тонкое');
    expect(variationLabel(null)).toBe('');
    expect(variationValues(variationData(findVariation(pizza, 74)!))).toEqual(['35 см', 'тонкое']);
    expect(variationValues(undefined)).toEqual([]);
  });
});
