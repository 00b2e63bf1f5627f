// A catalogue arriving over an older copy keeps the older copy's unchanged products (catalog-reuse.ts).
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { keepUnchangedProducts, sameValue } from '../../../src/domain/catalog-reuse';
import { catalogSchema } from '../../../src/domain/model';

describe('sameValue: equal as JSON data', () => {
  it.each<[string, unknown, unknown, boolean]>([
    ['the same number', 1, 1, true],
    ['NaN and NaN', NaN, NaN, true],
    ['a number and its text', 1, '1', false],
    ['null and an empty object', null, {}, false],
    ['equal arrays', [1, [2, 'a']], [1, [2, 'a']], true],
    ['an array a longer', [1, 2], [1, 2, 3], false],
    ['an array and an object like it', [1], { 0: 1 }, false],
    ['objects in another key order', { a: 1, b: { c: [1] } }, { b: { c: [1] }, a: 1 }, true],
    ['a nested value changed', { a: { b: 1 } }, { a: { b: 2 } }, false],
    ['an absent key and undefined', { a: 1 }, { a: 1, b: undefined }, true],
    ['undefined and an absent key', { a: 1, b: undefined }, { a: 1 }, true],
    ['an absent key and null', { a: 1 }, { a: 1, b: null }, false],
    ['a key more with a value', { a: 1 }, { a: 1, b: 0 }, false],
  ])('%s', (_, a, b, same) => {
    expect(sameValue(a, b)).toBe(same);
    expect(sameValue(b, a)).toBe(same);
  });
});

const tree = (prices: Record<number, number>, description = '') =>
  v.parse(catalogSchema, [
    {
      id: 20,
      name: 'Пицца',
      slug: 'pizza',
      description,
      products: [
        { id: 1, name: 'Маргарита', price: prices[1] },
        { id: 2, name: 'Пепперони', price: prices[2] },
      ],
      subCategories: [
        {
          id: 21,
          name: 'Острая',
          slug: 'hot',
          products: [{ id: 3, name: 'Дьябло', price: prices[3] }],
        },
      ],
    },
  ]);

describe('keepUnchangedProducts', () => {
  it('keeps the products that did not change, takes the changed and the new ones', () => {
    const before = tree({ 1: 490, 2: 590, 3: 650 });
    const after = tree({ 1: 490, 2: 610, 3: 650 }, 'Из печи');
    const kept = keepUnchangedProducts(before, after);
    const [pizza] = kept;
    expect(pizza!.products[0]).toBe(before[0]!.products[0]);
    expect(pizza!.products[1]).toBe(after[0]!.products[1]);
    expect(pizza!.subCategories[0]!.products[0]).toBe(before[0]!.subCategories[0]!.products[0]);
    // The categories are the new file's, with all it says.
    expect(pizza!.description).toBe('Из печи');
    expect(kept).toEqual(after);
  });

  it('a product the older copy did not hold is the new one; nothing before, the new tree', () => {
    const after = tree({ 1: 490, 2: 590, 3: 650 });
    expect(keepUnchangedProducts([], after)).toEqual(after);
    const partial = v.parse(catalogSchema, [{ id: 20, name: 'Пицца', products: [] }]);
    expect(keepUnchangedProducts(partial, after)[0]!.products[0]).toBe(after[0]!.products[0]);
  });
});
