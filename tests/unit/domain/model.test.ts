// The schemas are lenient at the edges and strict on ids and prices (src/domain/model.ts).
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  bannerSchema,
  catalogSchema,
  categorySchema,
  parseEach,
  paymentMethodSchema,
  productSchema,
  settingsSchema,
  templatesSchema,
} from '../../../src/domain/model';

const product = (extra: Record<string, unknown> = {}) => ({
  id: 1,
  name: 'Пицца',
  price: 490,
  ...extra,
});

describe('productSchema: a missing optional field gets its default', () => {
  const parsed = v.parse(productSchema, product());
  it.each<[string, unknown]>([
    ['price_multiplier_for_customer', 1],
    ['add_to_basket_once', 1],
    ['backet_first_cart_add_portion_minimum', 0],
    ['countable', true],
    ['in_stock', true],
    ['exclude_from_min_cart', false],
    ['regular_price', undefined],
    ['stock_quantity', undefined],
    ['free_limits', undefined],
    ['slug', ''],
    ['description', ''],
    ['portion_nat_size', 0],
    ['categories', []],
    ['images', []],
    ['attributes', []],
    ['supplements', []],
    ['seo_data', { title: '', description: '', keywords: '', og_image: '' }],
    ['acf', { 'product-badge': '', combo_discount_type: null, combo_discount: null }],
  ])('%s → %j', (field, expected) => {
    expect(parsed[field as keyof typeof parsed]).toEqual(expected);
  });
});

describe('productSchema: coercion and per-field fallbacks', () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ['a string price is coerced', { price: '490' }, { price: 490 }],
    ['a string id is coerced', { id: '7' }, { id: 7 }],
    [
      'null multiplier becomes 1',
      { price_multiplier_for_customer: null },
      { price_multiplier_for_customer: 1 },
    ],
    ['add_to_basket_once 0 becomes 1', { add_to_basket_once: 0 }, { add_to_basket_once: 1 }],
    ['add_to_basket_once "3" is coerced', { add_to_basket_once: '3' }, { add_to_basket_once: 3 }],
    ['null regular_price becomes undefined', { regular_price: null }, { regular_price: undefined }],
    ['explicit countable false is kept', { countable: false }, { countable: false }],
    ['null in_stock is false, not the default', { in_stock: null }, { in_stock: false }],
    ['garbage list becomes []', { images: 'nope', categories: {} }, { images: [], categories: [] }],
    ['garbage free_limits becomes null', { free_limits: 'x' }, { free_limits: null }],
    [
      'a bad combo discount type becomes null',
      { acf: { 'product-badge': 'hit', combo_discount_type: 'weird' } },
      { acf: { 'product-badge': 'hit', combo_discount_type: null } },
    ],
    ['unknown fields pass through', { extra_field: 'kept' }, { extra_field: 'kept' }],
  ])('%s', (_label, extra, expected) => {
    expect(v.parse(productSchema, product(extra))).toMatchObject(expected);
  });

  it.each<[string, Record<string, unknown>]>([
    ['a non-numeric price', { price: 'free' }],
    ['a missing price', { price: undefined }],
    ['a missing name', { name: undefined }],
  ])('rejects %s', (_label, extra) => {
    expect(v.safeParse(productSchema, product(extra)).success).toBe(false);
  });
});

describe('booleans from the backend', () => {
  it.each<[unknown, boolean]>([
    [true, true],
    [1, true],
    ['1', true],
    ['yes', true],
    ['true', true],
    [false, false],
    [0, false],
    ['0', false],
    ['no', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (value, expected) => {
    expect(v.parse(paymentMethodSchema, { id: 'cod', title: 'Cash', enabled: value }).enabled).toBe(
      expected,
    );
    expect(v.parse(bannerSchema, { id: 1, type: 'url', skladall: value }).skladall).toBe(expected);
  });
});

describe('catalogSchema and categorySchema', () => {
  const category = (extra: Record<string, unknown> = {}) => ({
    id: 10,
    name: 'Пицца',
    slug: 'pizza',
    ...extra,
  });

  it('a catalogue with one broken product keeps the others', () => {
    const [cat] = v.parse(catalogSchema, [
      category({
        products: [product({ id: 1 }), product({ id: 2, price: 'broken' }), product({ id: 3 })],
      }),
    ]);
    expect(cat!.products.map((p) => p.id)).toEqual([1, 3]);
  });

  it('a broken category is dropped alone', () => {
    const cats = v.parse(catalogSchema, [category({ id: 1 }), { id: 2 }, category({ id: 3 })]);
    expect(cats.map((c) => c.id)).toEqual([1, 3]);
  });

  it.each<[string, unknown, number[]]>([
    ['a string', 'broken', []],
    ['an object', { id: 1 }, []],
    ['a list with a broken entry', [category({ id: 11 }), { id: 12 }], []],
    ['valid children', [category({ id: 11 }), category({ id: 12 })], [11, 12]],
  ])('subCategories as %s', (_label, subCategories, ids) => {
    const parsed = v.parse(categorySchema, category({ subCategories }));
    expect(parsed.subCategories.map((c) => c.id)).toEqual(ids);
  });

  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    [
      'defaults',
      {},
      {
        parent: 0,
        show_on_home: true,
        hide_category: false,
        products: [],
        subCategories: [],
        category_availability: [],
      },
    ],
    ['garbage products', { products: 'x' }, { products: [] }],
    [
      'stock ids as strings',
      { category_availability: [1, '2'] },
      { category_availability: ['1', '2'] },
    ],
    ['a garbage parent', { parent: 'root' }, { parent: 0 }],
  ])('category %s', (_label, extra, expected) => {
    expect(v.parse(categorySchema, category(extra))).toMatchObject(expected);
  });
});

describe('settingsSchema: garbage in a section gets its defaults', () => {
  it.each<[string, unknown]>([
    ['a string', 'garbage'],
    ['a number', 42],
    ['null', null],
    ['a list', [1, 2]],
  ])('facade and settings as %s', (_label, garbage) => {
    const s = v.parse(settingsSchema, { facade: garbage, settings: garbage });
    expect(s.settings.cache_ver_site).toBe('2.0.15');
    expect(s.settings.pending_order_cansel_time).toBe(1800);
    expect(s.settings.app.disable_ordering).toEqual([]);
    // Not set: the page type comes from the templates, else cat12 (pageTypeOf, page-type.test.ts).
    expect(s.facade.catalog_front).toBe('');
    expect(s.facade.colors.yellow).toBe('#ffcc00');
    expect(s.facade.colors.background).toBe('#ffffff');
    expect(s.front_currency).toBe('₽');
  });

  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ['empty settings', {}, { front_currency: '₽', main_font: 'Inter', robots: false, banners: [] }],
    [
      'a catalog_front of another type',
      { facade: { catalog_front: 7 } },
      { facade: expect.objectContaining({ catalog_front: '' }) },
    ],
    [
      'a bad cache_ver_site keeps the other settings',
      { settings: { cache_ver_site: 5, single_stock_mode: 'yes' } },
      { settings: expect.objectContaining({ cache_ver_site: '2.0.15', single_stock_mode: true }) },
    ],
    ['a bad currency', { front_currency: 5 }, { front_currency: '₽' }],
    ['garbage lists', { banners: 'x', popups: {} }, { banners: [], popups: [] }],
  ])('%s', (_label, input, expected) => {
    expect(v.parse(settingsSchema, input)).toMatchObject(expected);
  });

  it('templates fall back to cat12', () => {
    expect(v.parse(templatesSchema, 'garbage')).toEqual({ catalog_type: 'cat12' });
    expect(v.parse(templatesSchema, { catalog_type: 7 })).toEqual({ catalog_type: 'cat12' });
  });
});

describe('parseEach', () => {
  it.each<[string, unknown[], number[]]>([
    [
      'an unknown banner type is dropped',
      [
        { id: 1, type: 'url' },
        { id: 2, type: 'video' },
        { id: 3, type: 'product', product: 5 },
      ],
      [1, 3],
    ],
    ['a banner without an id is dropped', [{ type: 'url' }, { id: 4, type: 'text' }], [4]],
    ['non-objects are dropped', [null, 'x', 7, { id: 5, type: 'category' }], [5]],
    ['an empty list', [], []],
  ])('%s', (_label, items, ids) => {
    expect(parseEach(bannerSchema, items).map((b) => b.id)).toEqual(ids);
  });

  it('an unknown gallery falls back to "gallery", not a drop', () => {
    const [b] = parseEach(bannerSchema, [{ id: 1, type: 'url', gallery: 'nope' }]);
    expect(b?.gallery).toBe('gallery');
  });

  it('parses a list once, and a new list (the next settings) afresh', () => {
    const items = [{ id: 1, type: 'url', title: 'Старый' }];
    const first = parseEach(bannerSchema, items);
    expect(parseEach(bannerSchema, items)).toBe(first);
    const next = [
      { id: 1, type: 'url', title: 'Новый' },
      { id: 2, type: 'text' },
    ];
    expect(parseEach(bannerSchema, next).map((b) => b.title)).toEqual(['Новый', '']);
    // Another schema over the same list is its own parse.
    expect(parseEach(v.object({ id: v.number() }), items)).toEqual([{ id: 1 }]);
  });
});
