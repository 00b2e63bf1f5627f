import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  cardVariant,
  categoryPath,
  notifiesOnAdd,
  pageTypeOf,
  shopFront,
  wordingContext,
  asksPeopleCount,
  type PageType,
} from '../../../src/domain/page-type';
import { hasSideNav, sideNavFront } from '../../../src/domain/routes-rules';
import { cases } from '../../fixtures/cases';

describe('pageTypeOf: SPEC §2 page types from facade.catalog_front, then the templates', () => {
  it.each<[unknown[], PageType]>([
    [['samokat', 'cat12'], 'samokat'],
    [['restoran'], 'restoran'],
    [['LAVKA '], 'lavka'],
    [['', 'cat2'], 'cat2'],
    [[undefined, 'lending_cat'], 'lending_cat'],
    [['shop-of-the-future', 'cat1'], 'cat1'],
    [['nonsense', 'also nonsense'], 'cat12'],
    [[null, 42], 'cat12'],
    [[], 'cat12'],
  ])('%j -> %s', (candidates, expected) => {
    expect(pageTypeOf(...candidates)).toBe(expected);
  });
});

describe('shopFront: what each page type puts in front of the customer', () => {
  cases('%s -> %s', shopFront, [
    ['cat12', 'blocks'],
    ['cat1', 'tiles'],
    ['cat2', 'tiles'],
    ['lending', 'landing'],
    ['lending_cat', 'landing'],
    ['samokat', 'grocery'],
    ['lavka', 'grocery'],
    ['restoran', 'restaurant'],
  ]);
});

describe('categoryPath: cat1 and cat2 keep /categories pages, the rest /menu', () => {
  const pizza = { id: 20, slug: 'pizza' };
  const classic = { id: 21, slug: 'pizza-classic' };
  it.each<[PageType, boolean, string]>([
    ['cat1', false, '/categories/20'],
    ['cat2', true, '/categories/20/subcategories/21'],
    ['cat12', false, '/menu/pizza'],
    ['samokat', true, '/menu/pizza/pizza-classic'],
    ['restoran', false, '/menu/pizza'],
  ])('%s, subcategory %s -> %s', (type, sub, expected) => {
    expect(sub ? categoryPath(type, classic, pizza) : categoryPath(type, pizza)).toBe(expected);
  });
});

describe('notifiesOnAdd: SPEC §4 no success notification on the samokat page type', () => {
  cases('%s -> %s', notifiesOnAdd, [
    ['samokat', false],
    ['lavka', false],
    ['cat12', true],
    ['restoran', true],
  ]);
});

describe('wordingContext: a grocery sells goods, the other fronts dishes', () => {
  cases('%s -> %s', wordingContext, [
    ['grocery', 'goods'],
    ['blocks', undefined],
    ['tiles', undefined],
    ['landing', undefined],
    ['restaurant', undefined],
  ]);
});

describe("asksPeopleCount: cutlery for how many, a meal's question", () => {
  cases('%s -> %s', asksPeopleCount, [
    ['grocery', false],
    ['blocks', true],
    ['tiles', true],
    ['landing', true],
    ['restaurant', true],
  ]);
});

describe('the goods wording in every language', () => {
  const files = fs.readdirSync('src/i18n/locales').filter((f) => f.endsWith('.json'));
  const keys = [
    'catalogTools.searchPlaceholder',
    'product.addons',
    'product.photos',
    'cart.chooseAddressFirst',
    'cart.orderingDisabled',
    'cart.reason.noLocation',
    'delivery.status.orderingDisabled',
    'lk.preferences.lead',
  ];
  /** The text at a dotted path of a language file. */
  const at = (texts: unknown, path: string): unknown =>
    path.split('.').reduce((node, part) => (node as Record<string, unknown>)?.[part], texts);
  it.each(files)('%s names goods and a shop apart from dishes and a restaurant', (file) => {
    const texts = JSON.parse(fs.readFileSync(`src/i18n/locales/${file}`, 'utf8')) as unknown;
    for (const key of keys) {
      expect(at(texts, `${key}_goods`), key).toBeTruthy();
      expect(at(texts, `${key}_goods`), key).not.toBe(at(texts, key));
    }
  });
});

describe('cardVariant: the layout choice on each front', () => {
  cases('%s with %s -> %s', cardVariant, [
    ['blocks', null, 'card'],
    ['blocks', 'list', 'row'],
    ['grocery', null, 'dense'],
    ['grocery', 'grid', 'dense'],
    ['grocery', 'list', 'row'],
    ['restaurant', null, 'row'],
    ['restaurant', 'grid', 'card'],
    ['tiles', 'grid', 'card'],
  ]);
});

describe('hasSideNav: desktop side categories (SPEC §2 Layouts)', () => {
  cases('%s on %s -> %s', hasSideNav, [
    ['catalog-id', 'cat12', true],
    ['categories-id', 'cat1', true],
    ['menu-categories', 'cat12', true],
    ['menu-categories', 'lending', false],
    ['index', 'cat12', false],
    ['index', 'samokat', true],
    ['menu-categories', 'lavka', true],
    ['lk', 'samokat', false],
    ['menu-categories', 'restoran', false],
    ['blog', 'cat2', false],
  ]);
});

describe('sideNavFront: a page type with side categories on some route, so a wide column on all', () => {
  cases('%s -> %s', sideNavFront, [
    ['cat12', true],
    ['cat1', true],
    ['cat2', true],
    ['samokat', true],
    ['lavka', true],
    ['restoran', false],
    ['lending', false],
    ['lending_cat', false],
  ]);
  it('is true exactly where some route has the side categories', () => {
    const routes = ['index', 'catalog-id', 'menu-categories', 'categories-id', 'lk', 'blog'];
    for (const type of [
      'cat12',
      'cat1',
      'cat2',
      'samokat',
      'lavka',
      'restoran',
      'lending',
      'lending_cat',
    ])
      expect(sideNavFront(type), type).toBe(routes.some((r) => hasSideNav(r, type)));
  });
});
