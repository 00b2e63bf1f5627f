import { describe, expect, it } from 'vitest';
import {
  favoriteCategoryPath,
  favoriteGroups,
  isPromoCategory,
  mergeFavorites,
  sameFavorites,
  toggleFavorite,
} from '../../../src/domain/favorites';
import { categorySchema, productSchema, type Category } from '../../../src/domain/model';
import { cases } from '../../fixtures/cases';
import * as v from 'valibot';

const product = (id: number, categories: number[] = []) =>
  v.parse(productSchema, { id, name: `Товар ${id}`, price: 100, categories });

const category = (id: number, extra: Record<string, unknown> = {}): Category =>
  v.parse(categorySchema, { id, name: `Категория ${id}`, slug: `c${id}`, ...extra });

describe('isPromoCategory (SPEC.md §5 promo/new categories)', () => {
  it.each([
    ['Акции', 'akcii', true],
    ['Акция недели!', 'weekly', true],
    ['Новинки', 'novinki', true],
    ['Новинка', 'x', true],
    ['Скидки', 'skidki', true],
    ['Всё новое', 'vse', true],
    ['New', 'new', true],
    ['Что нового', 'new-arrivals', true],
    ['Promo', 'promo', true],
    ['Пицца', 'pizza', false],
    ['Новосибирские пироги', 'pirogi', false],
    ['Newcastle brown', 'newcastle', false],
    ['Салаты', 'salads', false],
  ])('%s (%s) -> %s', (name, slug, expected) => {
    expect(isPromoCategory({ name, slug })).toBe(expected);
  });
});

describe('toggleFavorite', () => {
  it.each([
    ['adds a new id at the end', [1, 2], 3, [1, 2, 3], true],
    ['removes a present id', [1, 2, 3], 2, [1, 3], false],
    ['adds to an empty list', [], 7, [7], true],
  ])('%s', (_label, ids, id, expected, added) => {
    expect(toggleFavorite(ids, id)).toEqual({ ids: expected, added });
  });
});

describe('mergeFavorites (SPEC.md §4 merged on sign-in)', () => {
  it.each([
    ['union, device first', [3, 1], [1, 2], [3, 1, 2]],
    ['empty device takes the account', [], [5, 6], [5, 6]],
    ['empty account takes the device', [5], [], [5]],
    ['duplicates collapse', [1, 1, 2], [2, 2], [1, 2]],
  ])('%s', (_label, local, remote, expected) => {
    expect(mergeFavorites(local, remote)).toEqual(expected);
  });

  cases('sameFavorites(%j, %j) -> %s', sameFavorites, [
    [[1, 2], [2, 1], true],
    [[1, 2], [1, 2, 3], false],
    [[], [], true],
    [[1], [2], false],
  ]);
});

describe('favoriteGroups (SPEC.md §5 uncategorized and promo/new)', () => {
  // Пицца > Классические holds 10 and 11; Новинки repeats 10 and has 30 of its own; 40 lives only
  // in Uncategorized (parent 15), 50 only in a category named 'Uncategorized'.
  const catalogue = [
    category(1, {
      name: 'Новинки',
      slug: 'novinki',
      products: [product(10, [2]), product(30, [1])],
    }),
    category(20, {
      name: 'Пицца',
      slug: 'pizza',
      subCategories: [
        category(2, {
          name: 'Классические',
          slug: 'pizza-classic',
          parent: 20,
          products: [product(11, [2]), product(10, [2])],
        }),
      ],
    }),
    category(3, { name: 'Роллы', slug: 'rolls', products: [product(12, [3])] }),
    category(4, { name: 'Misc', slug: 'misc', parent: 15, products: [product(40, [4])] }),
    category(5, { name: 'Uncategorized', slug: 'uncategorized', products: [product(50, [5])] }),
    // A real category that shows the product without it being the product's declared category.
    category(6, { name: 'К пицце', slug: 'to-pizza', products: [product(12, [3])] }),
  ];
  const shape = (ids: number[]) =>
    favoriteGroups(ids, catalogue).map((g) => ({
      category: g.category.name,
      path: favoriteCategoryPath(g),
      products: g.products.map((p) => p.id),
    }));

  it.each([
    [
      'a product seen on the "new" shelf is listed under its real subcategory',
      [10],
      [{ category: 'Классические', path: '/menu/pizza/pizza-classic', products: [10] }],
    ],
    [
      'a product only on a promo shelf is listed there',
      [30],
      [{ category: 'Новинки', path: '/menu/novinki', products: [30] }],
    ],
    ['a product only in Uncategorized (parent 15) is not listed', [40], []],
    ["a product only in a category named 'Uncategorized' is not listed", [50], []],
    ['an id no longer on the menu is not listed', [999], []],
    [
      "the product's declared category wins over another real one",
      [12],
      [{ category: 'Роллы', path: '/menu/rolls', products: [12] }],
    ],
    [
      'groups follow catalogue order, products follow shelf order, each product once',
      [12, 10, 30, 11, 40],
      [
        { category: 'Новинки', path: '/menu/novinki', products: [30] },
        { category: 'Классические', path: '/menu/pizza/pizza-classic', products: [11, 10] },
        { category: 'Роллы', path: '/menu/rolls', products: [12] },
      ],
    ],
    ['no favourites, no groups', [], []],
  ])('%s', (_label, ids, expected) => {
    expect(shape(ids)).toEqual(expected);
  });
});
