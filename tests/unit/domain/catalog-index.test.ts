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

  it('keeps each product’s search key, in order and by id', () => {
    expect(index.searchKeys).toEqual([
      // Folded: lower case, 'е' for 'ё', a doubled letter once ('ролл' is kept as 'рол').
      'маргарита\npiza rols',
      'пеперони острая\npiza',
      'римская с ежиком\npiza roman',
      'рол филадельфия\nrols',
    ]);
    expect(index.searchKeyById.get(12)).toBe(index.searchKeys[2]);
  });

  it('finds categories by id and by slug, subcategories too', () => {
    expect(index.categoryBySlug.get('roman')?.id).toBe(2);
    expect(index.categoryById.get(3)?.slug).toBe('rolls');
    expect(index.categoryBySlug.get('none')).toBeUndefined();
  });
});

describe('searchIndex', () => {
  it.each([
    ['a name', 'марг', [10]],
    ['a category finds its products and its subcategories’', 'pizza', [10, 11, 12]],
    ['a subcategory with its parent’s name', 'pizza roman', [12]],
    ['a product in two categories is found by either', 'rolls', [10, 13]],
    ['a word of a name, two spaces in it', 'ролл филадельфия', [13]],
    ['a name and a category', 'маргарита rolls', [10]],
    ['nothing', 'борщ', []],
  ])('%s: %j', (_label, query, ids) => {
    expect(searchIndex(index, query).map((p) => p.id)).toEqual(ids);
  });

  it.each(['', 'марг', 'МАРГ', 'ежик', 'ёжик', 'ролл филадельфия', '  острая ', 'борщ', 'а'])(
    'by names alone it answers what searchProducts does: %j',
    (query) => {
      const byName = searchIndex(index, query).filter((p) =>
        searchProducts([p], query).includes(p),
      );
      expect(byName).toEqual(searchProducts(index.products, query));
    },
  );
});
