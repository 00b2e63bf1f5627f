import { describe, expect, it } from 'vitest';
import {
  productShareUrl,
  isLandingPage,
  landingMenuTarget,
  productCloseTarget,
  startParamPath,
} from '../../../src/domain/deep-link';

describe('productCloseTarget', () => {
  it.each([
    ['home', '/', '?product_id=5', '/'],
    ['a category keeps its path', '/menu/pizza', '?product_id=5', '/menu/pizza'],
    [
      'other query parameters stay',
      '/menu/pizza',
      '?sort=price-asc&product_id=5',
      '/menu/pizza?sort=price-asc',
    ],
    [
      'a product route returns to its subcategory',
      '/menu/pizza/classic/margarita',
      '',
      '/menu/pizza/classic',
    ],
    [
      'a brands path does not return elsewhere',
      '/brands/fresh-farm',
      '?product_id=5',
      '/brands/fresh-farm',
    ],
    ['a catalog path keeps its path', '/catalog/20', '?product_id=5', '/catalog/20'],
  ])('%s', (_label, pathname, search, expected) => {
    expect(productCloseTarget(pathname, search)).toBe(expected);
  });
});

describe('startParamPath', () => {
  it.each([
    ['a product', 'product_1042', '/?product_id=1042'],
    ['a category', 'category_pizza', '/menu/pizza'],
    ['nothing', null, null],
    ['an unknown parameter', 'ref_abc', null],
    ['a malformed product id', 'product_12a', null],
  ])('%s', (_label, param, expected) => {
    expect(startParamPath(param)).toBe(expected);
  });
});

describe('landing page /menu links', () => {
  it.each([
    ['a category', '/menu/pizza', { slug: 'pizza', address: '/menu/pizza' }],
    ['a subcategory', '/menu/pizza/classic', { slug: 'classic', address: '/menu/classic' }],
    [
      'a product path keeps the subcategory',
      '/menu/pizza/classic/margarita',
      { slug: 'classic', address: '/menu/classic' },
    ],
    ['not a menu path', '/catalog/20', null],
  ])('%s', (_label, path, expected) => {
    expect(landingMenuTarget(path)).toEqual(expected);
  });

  it.each([
    ['lending', true],
    ['lending_cat', true],
    ['cat1', false],
    ['cat12', false],
  ])('%s is a landing page: %s', (type, expected) => {
    expect(isLandingPage(type)).toBe(expected);
  });
});

describe('productShareUrl: a shared dish opens where the customer shares it from', () => {
  const app = 'https://t.me/tarelka_demo_bot/shop';
  const site = 'https://tarelka.example/';
  it.each([
    ['telegram', app, 'https://t.me/tarelka_demo_bot/shop?startapp=product_1042'],
    ['telegram', '', 'https://tarelka.example/?product_id=1042'],
    ['web', app, 'https://tarelka.example/?product_id=1042'],
  ] as const)('%s with app %j → %s', (host, telegramApp, expected) => {
    expect(productShareUrl({ productId: 1042, host, telegramApp, site })).toBe(expected);
  });
});
