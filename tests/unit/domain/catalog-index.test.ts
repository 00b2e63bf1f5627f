// The catalogue index answers what the plain walks and searchProducts answer, without the walk.
import { describe, expect, it } from 'vitest';
import { indexCatalog, searchIndex } from '../../../src/domain/catalog-index';
import { searchProducts } from '../../../src/domain/catalog-sort';
import { categorySchema, productSchema, type Category } from '../../../src/domain/model';
import * as v from 'valibot';

const product = (id: number, name: string) => v.parse(productSchema, { id, name, price: 100 });
const category = (id: number, slug: string, extra: Partial<Category> = {}) =>
  v.parse(categorySchema, { id, name: slug, slug, ...extra });

const catalog = [
  category(1, 'pizza', {
    products: [product(10, 'Маргарита'), product(11, 'Пепперони острая')],
    subCategories: [category(2, 'roman', { products: [product(12, 'Римская с ЁЖИКОМ')] })],
  }),
  category(3, 'rolls', { products: [product(13, 'Ролл  Филадельфия'), product(10, 'Маргарита')] }),
];
const index = indexCatalog(catalog);

describe('indexCatalog', () => {
  it('lists every product once, a category’s own before its subcategories’', () => {
    expect(index.products.map((p) => p.id)).toEqual([10, 11, 12, 13]);
    expect(index.byId.get(12)?.name).toBe('Римская с ЁЖИКОМ');
  });

  it('finds categories by id and by slug, subcategories too', () => {
    expect(index.categoryBySlug.get('roman')?.id).toBe(2);
    expect(index.categoryById.get(3)?.slug).toBe('rolls');
    expect(index.categoryBySlug.get('none')).toBeUndefined();
  });
});

describe('searchIndex equals searchProducts', () => {
  it.each(['', 'марг', 'МАРГ', 'ежик', 'ёжик', 'ролл филадельфия', '  острая ', 'борщ', 'а'])(
    '%j',
    (query) => {
      expect(searchIndex(index, query)).toEqual(searchProducts(index.products, query));
    },
  );
});
