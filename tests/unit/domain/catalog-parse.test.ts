// The fast catalogue validation reads every product exactly as the schema does (model.ts).
import { describe, expect, it } from 'vitest';
import { parseCatalog, parseCatalogSteps, parseProduct } from '../../../src/domain/catalog-parse';
import { catalogSchema, productSchema } from '../../../src/domain/model';
import * as v from 'valibot';

const base = { id: 1, name: 'Пицца', price: 490 };

describe('parseProduct equals productSchema', () => {
  it.each<[string, Record<string, unknown>]>([
    ['the bare minimum', {}],
    ['a trimmed file’s product', { slug: 'p', images: ['/a.webp'], categories: [20] }],
    [
      'every field in final form',
      {
        slug: 'margarita',
        regular_price: 590,
        price_multiplier_for_customer: 1.2,
        in_stock: false,
        stock_quantity: 3,
        categories: [20, 21],
        catalog_name: 'Пицца',
        description: '<p>Тесто</p>',
        short_description: 'Тесто',
        images: ['/a.webp', '/b.webp'],
        measure_unit: 'г',
        portion_nat_size: 450,
        countable: false,
        weight: '450 г',
        locations: [
          { id: '101', quantity: '20' },
          { id: 202, quantity: 5, price: 510 },
        ],
        supplements: [1001],
        related_ids: [1002],
        add_to_basket_once: 6,
        backet_first_cart_add_portion_minimum: 2,
        exclude_from_min_cart: true,
        brand: 'nord',
        calories: 250,
        seo_data: { title: 'T', keywords: 'k', extra: 1 },
        unknown_field: { kept: true },
      },
    ],
    [
      'options and add-on limits go through their schemas',
      {
        attributes: [
          { id: 'a', name: 'Размер', required: '1', options: [{ id: 1, name: '30', price: '90' }] },
        ],
        free_limits: { quantity: '2' },
        acf: { 'product-badge': 'Хит', combo_discount_type: 'percent', combo_discount: '10' },
      },
    ],
    [
      'coercions and fallbacks',
      {
        id: '7',
        price: '490',
        regular_price: null,
        price_multiplier_for_customer: null,
        in_stock: null,
        stock_quantity: 'many',
        categories: {},
        images: 'nope',
        add_to_basket_once: 0,
        backet_first_cart_add_portion_minimum: null,
        countable: 'yes',
        slug: null,
        locations: [{ id: '101', quantity: '' }],
        seo_data: { title: 5 },
        free_limits: 'x',
        calories: null,
      },
    ],
    ['a location without an id empties the list', { locations: [{ quantity: 1 }] }],
    ['a non-numeric quantity is 0', { locations: [{ id: '101', quantity: 'lots' }] }],
    ['add_to_basket_once 0 is 1', { add_to_basket_once: 0 }],
  ])('%s', (_label, extra) => {
    const raw = { ...base, ...extra };
    expect(parseProduct(raw)).toEqual(v.parse(productSchema, raw));
  });

  it.each<[string, unknown]>([
    ['a non-numeric price', { ...base, price: 'free' }],
    ['a missing name', { id: 1, price: 1 }],
    ['a missing price', { id: 1, name: 'x' }],
    ['not an object', 'pizza'],
    ['null', null],
  ])('refuses %s as the schema does', (_label, raw) => {
    expect(v.safeParse(productSchema, raw).success).toBe(false);
    expect(parseProduct(raw)).toBeNull();
  });
});

describe('parseCatalog equals catalogSchema', () => {
  const tree = [
    {
      id: 20,
      name: 'Пицца',
      slug: 'pizza',
      category_availability: [101, '202'],
      products: [base, { ...base, id: 2, price: 'free' }, { ...base, id: 3, in_stock: false }],
      subCategories: [
        { id: 21, name: 'Римская', slug: 'roman', parent: 20, products: [{ ...base, id: 4 }] },
      ],
    },
    { id: 22, name: 'допы', slug: 'dopy', free_limits: { quantity: 2 }, products: 'none' },
    { name: 'no id' },
    'garbage',
  ];

  it('keeps the valid categories and products, each bad one dropped alone', () => {
    const fast = parseCatalog(tree);
    expect(fast).toEqual(v.parse(catalogSchema, tree));
    expect(fast.map((c) => c.id)).toEqual([20, 22]);
    expect(fast[0]!.products.map((p) => p.id)).toEqual([1, 3]);
    expect(fast[0]!.subCategories[0]!.products.map((p) => p.id)).toEqual([4]);
  });

  it('is not an array: an empty catalogue', () => {
    expect(parseCatalog({ products: [] })).toEqual([]);
  });

  it('yields once per product, so a caller can slice the work', () => {
    const steps = parseCatalogSteps(tree);
    let yields = 0;
    while (!steps.next().done) yields++;
    expect(yields).toBe(4);
  });

  it('defaults are shared and frozen: a product cannot change another’s', () => {
    const [a, b] = parseCatalog([
      { id: 1, name: 'c', slug: 'c', products: [base, { ...base, id: 2 }] },
    ])[0]!.products;
    expect(a!.attributes).toBe(b!.attributes);
    expect(Object.isFrozen(a!.attributes)).toBe(true);
  });
});
