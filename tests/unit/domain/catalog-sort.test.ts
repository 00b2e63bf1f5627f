import { describe, expect, it } from 'vitest';
import {
  customerPrice,
  searchKey,
  searchProducts,
  sortProducts,
} from '../../../src/domain/catalog-sort';

const item = (name: string, price: number, price_multiplier_for_customer = 1) => ({
  name,
  price,
  price_multiplier_for_customer,
});

describe('customerPrice = floor(multiplier*price*100)/100', () => {
  it.each([
    ['default multiplier 1', 500, 1, 500],
    ['multiplier 1.15', 100, 1.15, 115],
    ['floors, never rounds up', 99.99, 1.333, 133.28],
    ['float noise does not steal a kopeck', 19.99, 1, 19.99],
    ['multiplier 0 (empty admin field) means 1', 250, 0, 250],
    ['negative multiplier means 1', 250, -2, 250],
    ['NaN multiplier means 1', 250, Number.NaN, 250],
  ])('%s', (_label, price, multiplier, expected) => {
    expect(customerPrice(item('x', price, multiplier))).toBe(expected);
  });
});

describe('sortProducts: by price times the customer multiplier', () => {
  const products = [
    item('A', 300),
    item('B', 100, 2), // 200
    item('C', 200), // 200, after B in catalogue order
    item('D', 50),
  ];

  it.each([
    ['price-asc', ['D', 'B', 'C', 'A']],
    ['price-desc', ['A', 'B', 'C', 'D']],
    ['default', ['A', 'B', 'C', 'D']],
  ] as const)('%s (stable for equal prices)', (order, expected) => {
    expect(sortProducts(products, order).map((p) => p.name)).toEqual(expected);
  });

  it('returns a copy', () => {
    const sorted = sortProducts(products, 'price-asc');
    expect(sorted).not.toBe(products);
    expect(products.map((p) => p.name)).toEqual(['A', 'B', 'C', 'D']);
  });
});

describe('searchProducts', () => {
  const products = [
    item('Пицца Маргарита', 1),
    item('Ёжик в тумане', 1),
    item('Чизкейк', 1),
    item('Pepperoni', 1),
  ];

  it.each([
    ['case-insensitive', 'пицца', ['Пицца Маргарита']],
    ['ё equals е in the query', 'ёжик', ['Ёжик в тумане']],
    ['е finds ё in the name', 'ежик', ['Ёжик в тумане']],
    ['latin, upper case', 'PEPP', ['Pepperoni']],
    ['an English plural', 'Pepperonis', ['Pepperoni']],
    ['a doubled letter typed once: peperoni', 'peperoni', ['Pepperoni']],
    ['a letter typed three times: пиццца', 'пиццца', ['Пицца Маргарита']],
    ['substring in the middle', 'марг', ['Пицца Маргарита']],
    ['extra spaces', '  пицца   маргарита ', ['Пицца Маргарита']],
    ['a Russian ending: пиццы finds Пицца', 'пиццы', ['Пицца Маргарита']],
    ['a longer ending: маргариту', 'маргариту', ['Пицца Маргарита']],
    ['words in any order', 'маргарита пицца', ['Пицца Маргарита']],
    ['every word must be found', 'пицца чизкейк', []],
    ['three letters are kept: ёжа is not ёж', 'ёжа', []],
    ['another word with the same start: маргаритовая', 'маргаритовая', []],
    ['no match', 'суши', []],
    [
      'empty query shows everything',
      '   ',
      ['Пицца Маргарита', 'Ёжик в тумане', 'Чизкейк', 'Pepperoni'],
    ],
  ])('%s: %j', (_label, query, expected) => {
    expect(searchProducts(products, query).map((p) => p.name)).toEqual(expected);
  });
});

describe('searchProducts by name and category (searchKey)', () => {
  const menu = [
    { name: 'Маргарита', categories: 'Пицца' },
    { name: 'Филадельфия', categories: 'Роллы и суши' },
    { name: 'Пицца-ролл', categories: 'Закуски' },
    { name: 'Морс клюквенный', categories: 'Напитки Холодные' },
    { name: 'Fish and chips', categories: 'Hot dishes' },
    { name: 'Ветчина и грибы', categories: 'Горячее' },
    { name: 'Лосось терияки', categories: 'Горячее' },
    { name: 'Острые крылышки', categories: 'Горячее' },
  ];
  const keys = menu.map((p) => searchKey(p.name, p.categories));

  it.each([
    ['a category finds its dishes; names first', 'пицца', ['Пицца-ролл', 'Маргарита']],
    ['a plural finds the name and the category', 'роллы', ['Пицца-ролл', 'Филадельфия']],
    ['a dish and its category', 'маргарита пицца', ['Маргарита']],
    ['a category and a word of the name', 'суши филад', ['Филадельфия']],
    ['a parent category (its path)', 'напитки', ['Морс клюквенный']],
    ['subcategory and name, an adjective ending', 'холодный морс', ['Морс клюквенный']],
    ['a short plural: морсы', 'морсы', ['Морс клюквенный']],
    ['words of two categories find nothing', 'пицца суши', []],
    ['an English plural in -es', 'fishes', ['Fish and chips']],
    ['both words lose their plural', 'hot dishes', ['Fish and chips']],
    ['the category name is not the product name', 'закуски ролл', ['Пицца-ролл']],
    ['an instrumental plural: грибами', 'грибами', ['Ветчина и грибы']],
    ['a genitive plural: грибов', 'грибов', ['Ветчина и грибы']],
    ['an instrumental: с лососем', 'с лососем', ['Лосось терияки']],
    ["an adjective's genitive: острого", 'острого', ['Острые крылышки']],
    ['a category in another case: горячим', 'горячим', menu.slice(5).map((p) => p.name)],
    ['empty shows all in order', '', menu.map((p) => p.name)],
  ])('%s: %j', (_label, query, expected) => {
    expect(searchProducts(menu, query, keys).map((p) => p.name)).toEqual(expected);
  });

  it('takes the name alone for a product without a key', () => {
    expect(searchProducts(menu, 'пицца', [undefined]).map((p) => p.name)).toEqual(['Пицца-ролл']);
  });

  it('keeps the name apart from the categories', () => {
    expect(searchKey(' Ёлка  Новогодняя ', 'Десерты  Зимние')).toBe(
      'елка новогодня\nдесерты зимние',
    );
  });
});
