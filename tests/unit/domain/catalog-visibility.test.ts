import { describe, expect, it } from 'vitest';
import {
  categoryAvailableAt,
  isUncategorized,
  productAvailableAt,
  stockIsEmpty,
  visibleCategories,
  type VisibilityOptions,
} from '../../../src/domain/catalog-visibility';
import { categorySchema, productSchema, type Category } from '../../../src/domain/model';
import { cases } from '../../fixtures/cases';
import * as v from 'valibot';

const product = (id: number, extra: Record<string, unknown> = {}) =>
  v.parse(productSchema, { id, name: `Товар ${id}`, price: 100, ...extra });

const category = (id: number, extra: Record<string, unknown> = {}): Category =>
  v.parse(categorySchema, { id, name: `Категория ${id}`, slug: `c${id}`, ...extra });

const names = (list: Category[]): string[] =>
  list.flatMap((c) => [c.name, ...names(c.subCategories).map((n) => `${c.name}/${n}`)]);

const base: VisibilityOptions = {
  showOutOfStock: false,
  isFullCatalogGot: true,
  warehouseId: '1',
  fragmented: false,
};

describe('isUncategorized', () => {
  cases('%o -> %s', isUncategorized, [
    [{ parent: 15, name: 'Пицца' }, true],
    [{ parent: 0, name: 'Uncategorized' }, true],
    [{ parent: 0, name: 'old UNCATEGORIZED stuff' }, true],
    [{ parent: 0, name: 'Пицца' }, false],
    [{ parent: 16, name: 'Роллы' }, false],
  ]);
});

describe('productAvailableAt', () => {
  it.each([
    ['listed warehouse', [{ id: 1 }, { id: 2 }], '2', true],
    ['unlisted warehouse', [{ id: 1 }], '2', false],
    ['no warehouse chosen yet', [{ id: 1 }], null, true],
    ['product tied to no stock point', [], '2', true],
  ])('%s', (_label, locations, warehouse, expected) => {
    expect(productAvailableAt(product(1, { locations }), warehouse)).toBe(expected);
  });
});

describe('stockIsEmpty', () => {
  const at = (locations: unknown[], inStock = true) =>
    category(1, { products: [product(1, { locations, in_stock: inStock })] });
  const nested = (inner: Category) => category(9, { subCategories: [inner] });
  it.each<[string, Category[], Partial<VisibilityOptions>, boolean | null]>([
    ['a dish in stock here', [at([{ id: 1 }])], {}, false],
    ['the only dish sold elsewhere', [at([{ id: 2 }])], {}, true],
    ['the only dish out of stock', [at([], false)], {}, true],
    ['a dish in stock in a subcategory', [nested(at([{ id: 1 }]))], {}, false],
    ['no categories at all', [], {}, true],
    ['fragmented: the file is the stock', [at([{ id: 2 }])], { fragmented: true }, false],
    ['no warehouse chosen yet', [at([{ id: 2 }])], { warehouseId: null }, null],
    ['main categories only (no stock data)', [at([{ id: 2 }])], { isFullCatalogGot: false }, null],
  ])('%s', (_label, list, options, expected) => {
    expect(stockIsEmpty(list, { ...base, ...options })).toBe(expected);
  });
});

describe('visibleCategories', () => {
  const catalogue = [
    category(1, {
      name: 'Пицца',
      products: [
        product(10, { locations: [{ id: 1 }] }),
        product(11, { in_stock: false, locations: [{ id: 1 }] }),
        product(12, { locations: [{ id: 2 }] }),
      ],
      subCategories: [
        category(2, { name: 'Острая', parent: 1, products: [product(20, { in_stock: false })] }),
        category(3, { name: 'Скрытая', parent: 1, hide_category: true }),
      ],
    }),
    category(4, { name: 'Uncategorized' }),
    category(5, { name: 'Служебная', parent: 15 }),
    category(6, { name: 'Напитки' }),
  ];

  it.each<[string, Partial<VisibilityOptions>, string[], number[]]>([
    [
      'out-of-stock hidden: setting says so and full catalogue loaded',
      {},
      ['Пицца', 'Напитки'],
      [10],
    ],
    [
      'out-of-stock kept while only main categories are loaded',
      { isFullCatalogGot: false },
      ['Пицца', 'Пицца/Острая', 'Напитки'],
      [10, 11, 12],
    ],
    [
      'out-of-stock kept when the setting shows them',
      { showOutOfStock: true },
      ['Пицца', 'Пицца/Острая', 'Напитки'],
      [10, 11, 12],
    ],
    [
      'fragmented price file is already per location',
      { fragmented: true },
      ['Пицца', 'Напитки'],
      [10, 12],
    ],
    [
      'hide_category ignored when asked to',
      { hideCategory: false, showOutOfStock: true },
      ['Пицца', 'Пицца/Острая', 'Пицца/Скрытая', 'Напитки'],
      [10, 11, 12],
    ],
  ])('%s', (_label, options, expectedNames, expectedProducts) => {
    const result = visibleCategories(catalogue, { ...base, ...options });
    expect(names(result)).toEqual(expectedNames);
    expect(result[0]?.products.map((p) => p.id)).toEqual(expectedProducts);
  });

  it('does not mutate its input', () => {
    visibleCategories(catalogue, base);
    expect(catalogue[0]?.products).toHaveLength(3);
  });
});

describe("a category's warehouses (category_availability)", () => {
  cases('categoryAvailableAt(%j, %j) = %s', categoryAvailableAt, [
    [{ category_availability: ['2'] }, '2', true],
    [{ category_availability: ['1', '2'] }, '1', true],
    [{ category_availability: ['2'] }, '1', false],
    // No list: sold everywhere. No warehouse chosen yet: nothing to check against.
    [{ category_availability: [] }, '1', true],
    [{ category_availability: ['2'] }, null, true],
  ]);

  const catalogue = [
    category(1, { name: 'Пицца', products: [product(10)] }),
    category(7, {
      name: 'Сибирские пельмени',
      category_availability: ['2'],
      products: [product(70)],
      subCategories: [category(8, { name: 'С олениной', parent: 7, products: [product(80)] })],
    }),
    category(9, {
      name: 'Напитки',
      products: [product(90)],
      subCategories: [
        category(91, {
          name: 'Морсы',
          parent: 9,
          category_availability: [2],
          products: [product(910)],
        }),
      ],
    }),
  ];
  it.each<[string, Partial<VisibilityOptions>, string[]]>([
    [
      'at a warehouse that does not sell them: gone, with their subcategories',
      {},
      ['Пицца', 'Напитки'],
    ],
    [
      'already from the main-categories file, which carries the list',
      { isFullCatalogGot: false },
      ['Пицца', 'Напитки'],
    ],
    [
      'at the warehouse that sells them',
      { warehouseId: '2' },
      ['Пицца', 'Сибирские пельмени', 'Сибирские пельмени/С олениной', 'Напитки', 'Напитки/Морсы'],
    ],
    [
      'before an address is chosen',
      { warehouseId: null },
      ['Пицца', 'Сибирские пельмени', 'Сибирские пельмени/С олениной', 'Напитки', 'Напитки/Морсы'],
    ],
    [
      'when the shop shows what is not in stock',
      { showOutOfStock: true },
      ['Пицца', 'Сибирские пельмени', 'Сибирские пельмени/С олениной', 'Напитки', 'Напитки/Морсы'],
    ],
  ])('%s', (_label, options, expected) => {
    expect(names(visibleCategories(catalogue, { ...base, ...options }))).toEqual(expected);
  });
});
