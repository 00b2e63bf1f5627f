import { describe, expect, it } from 'vitest';
import {
  shareUrl,
  isLandingPage,
  landingMenuTarget,
  productCloseTarget,
  startParamPath,
} from '../../../src/domain/deep-link';
import { cases } from '../../fixtures/cases';

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

  cases('%s is a landing page: %s', isLandingPage, [
    ['lending', true],
    ['lending_cat', true],
    ['cat1', false],
    ['cat12', false],
  ]);
});

describe('shareUrl: a shared dish or category opens where the customer shares it from', () => {
  const app = 'https://t.me/tarelka_demo_bot/shop';
  const site = 'https://tarelka.example/';
  it.each([
    [
      'telegram',
      app,
      { product: 1042 },
      'https://t.me/tarelka_demo_bot/shop?startapp=product_1042',
    ],
    ['telegram', '', { product: 1042 }, 'https://tarelka.example/?product_id=1042'],
    ['web', app, { product: 1042 }, 'https://tarelka.example/?product_id=1042'],
    [
      'telegram',
      app,
      { category: 'pizza' },
      'https://t.me/tarelka_demo_bot/shop?startapp=category_pizza',
    ],
    [
      'telegram',
      app,
      { category: 'rolls-sushi' },
      'https://t.me/tarelka_demo_bot/shop?startapp=category_rolls-sushi',
    ],
    ['telegram', '', { category: 'pizza' }, 'https://tarelka.example/menu/pizza'],
    ['web', app, { category: 'pizza' }, 'https://tarelka.example/menu/pizza'],
    // A slug a start parameter cannot carry: the website's page, its slug encoded.
    [
      'telegram',
      app,
      { category: 'пицца' },
      'https://tarelka.example/menu/%D0%BF%D0%B8%D1%86%D1%86%D0%B0',
    ],
    ['telegram', app, { category: 'Pizza' }, 'https://tarelka.example/menu/Pizza'],
    [
      'telegram',
      app,
      { category: 'a'.repeat(56) },
      `https://tarelka.example/menu/${'a'.repeat(56)}`,
    ],
  ] as const)('%s with app %j: %j → %s', (host, telegramApp, target, expected) => {
    expect(shareUrl({ target, host, telegramApp, site })).toBe(expected);
  });

  it('a shared category link opens that category', () => {
    const url = new URL(
      shareUrl({ target: { category: 'pizza' }, host: 'telegram', telegramApp: app, site }),
    );
    expect(startParamPath(url.searchParams.get('startapp')!)).toBe('/menu/pizza');
  });
});
