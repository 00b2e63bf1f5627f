// CatalogFilterStore on a RootStore: a label filter follows the catalogue it filters. Labels are
// the catalogue's own texts, so a language switch or a new menu can leave a chosen one with no
// product; the filter then lets go of it instead of showing an empty list.
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { runInAction } from 'mobx';
import { catalogSchema } from '../../../src/domain/model.ts';
import { loadShop, testRoot } from './store-fixtures.ts';

/** The menu with its labels in one language: two dishes with a label, one without. */
const menu = (hit: string, vegetarian: string) =>
  v.parse(catalogSchema, [
    {
      id: 20,
      name: 'Пицца',
      slug: 'pizza',
      products: [
        [1, hit],
        [2, vegetarian],
        [3, ''],
      ].map(([id, badge]) => ({
        id,
        name: `p${id}`,
        slug: `p${id}`,
        price: 300,
        categories: [20],
        locations: [{ id: '101', quantity: '10' }],
        acf: { 'product-badge': badge },
      })),
    },
  ]);

const ids = (products: { id: number }[]) => products.map((p) => p.id);

describe('label filters', () => {
  it.each([
    ['the same menu', ['Хит'], [1], menu('Хит', 'Вегетарианское')],
    ['the menu in English', [], [1, 2, 3], menu('Bestseller', 'Vegetarian')],
    ['a menu without that label', [], [1, 2, 3], menu('', 'Вегетарианское')],
  ] as const)('chosen "Хит", then %s: chosen %j, listed %j', (_, chosen, listed, next) => {
    const root = testRoot();
    loadShop(root, undefined, menu('Хит', 'Вегетарианское'));
    root.catalogFilter.toggleBadge('Хит');
    expect(ids(root.catalogFilter.results)).toEqual([1]);

    runInAction(() => (root.catalog.categories = next));
    expect(root.catalogFilter.chosenBadges).toEqual(chosen);
    expect(root.catalogFilter.active).toBe(chosen.length > 0);
    expect(ids(root.catalogFilter.results)).toEqual(listed);
  });

  it('keeps the same list of chosen labels while the catalogue still has them all', () => {
    const root = testRoot();
    loadShop(root, undefined, menu('Хит', 'Вегетарианское'));
    root.catalogFilter.toggleBadge('Вегетарианское');
    expect(root.catalogFilter.chosenBadges).toBe(root.catalogFilter.badges);
  });
});

describe('search by category', () => {
  it.each([
    ['the category’s name', 'пиццы', [1, 2, 3]],
    ['a name', 'p2', [2]],
    ['a name and the category', 'пицца p3', [3]],
    ['another category', 'суши', []],
  ] as const)('%s: %j finds %j on the home page and on the category’s shelf', (_, query, found) => {
    const root = testRoot();
    loadShop(root, undefined, menu('Хит', 'Вегетарианское'));
    root.catalogFilter.setQuery(query);
    expect(ids(root.catalogFilter.results)).toEqual(found);
    const shelf = root.catalog.categories[0]!.products;
    expect(ids(root.catalogFilter.apply(shelf))).toEqual(found);
  });
});
