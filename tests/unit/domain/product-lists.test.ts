import { describe } from 'vitest';
import * as v from 'valibot';
import { isOfBrand, isOnCustomPage } from '../../../src/domain/product-lists';
import { productSchema } from '../../../src/domain/model';
import { cases } from '../../fixtures/cases';

const product = (id: number, extra: Record<string, unknown> = {}) =>
  v.parse(productSchema, { id, name: `Товар ${id}`, price: 100, ...extra });

describe('the pages that list products by a mark of theirs', () => {
  cases(
    'isOfBrand(product %#, %s) = %s',
    (p: ReturnType<typeof product>, slug: string) => isOfBrand(p, slug),
    [
      [product(1, { brand: 'fresh-farm' }), 'fresh-farm', true],
      [product(2, { brand: 'fresh-farm' }), 'molochnaya-ferma', false],
      [product(3), 'fresh-farm', false],
      // No brand asked for is no brand: a product without one is not on it.
      [product(4), '', false],
    ],
  );
  cases('isOnCustomPage(product %#) = %s', isOnCustomPage, [
    [product(1, { acf: { 'product-badge': 'Хит' } }), true],
    [product(2, { acf: { 'product-badge': '' } }), false],
    [product(3), false],
  ]);
});
