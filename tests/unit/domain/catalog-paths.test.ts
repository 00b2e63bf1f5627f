import { describe, expect, it } from 'vitest';
import {
  categoryPath,
  categoryTrail,
  productHome,
  productPath,
  resolveMenuPath,
} from '../../../src/domain/catalog-paths';
import { categorySchema, productSchema, type Category } from '../../../src/domain/model';
import * as v from 'valibot';

const product = (id: number, slug: string, categories: number[] = []) =>
  v.parse(productSchema, { id, name: `Товар ${id}`, slug, price: 100, categories });
const category = (id: number, slug: string, extra: Partial<Category> = {}): Category => ({
  ...v.parse(categorySchema, { id, name: `Категория ${id}`, slug }),
  ...extra,
});

// pizza (1) → classic (11) → margherita; pizza → spicy (12) → diablo, and margherita listed in
// spicy too (its own category is classic); burgers (2) without subcategories → classic-burger.
const margherita = product(101, 'margherita', [11]);
const diablo = product(102, 'diablo', [12]);
const burger = product(201, 'classic-burger', [2]);
const noSlug = product(202, '', [2]);
const classic = category(11, 'classic', { products: [margherita] });
const spicy = category(12, 'spicy', { products: [margherita, diablo] });
const pizza = category(1, 'pizza', { subCategories: [spicy, classic] });
const burgers = category(2, 'burgers', { products: [burger, noSlug] });
const tree = [pizza, burgers];

describe('categoryTrail / categoryPath', () => {
  it.each([
    [pizza, [1], '/menu/pizza'],
    [classic, [1, 11], '/menu/pizza/classic'],
    [burgers, [2], '/menu/burgers'],
  ])('category %#', (target, trail, path) => {
    expect(categoryTrail(tree, target).map((c) => c.id)).toEqual(trail);
    expect(categoryPath(tree, target)).toBe(path);
  });

  it('a category outside the tree keeps its own slug', () => {
    expect(categoryTrail(tree, category(99, 'gone'))).toEqual([]);
    expect(categoryPath(tree, category(99, 'gone'))).toBe('/menu/gone');
  });
});

describe('productHome / productPath', () => {
  it.each([
    // Listed in spicy first, but its own category is classic.
    [margherita, 11, '/menu/pizza/classic/margherita'],
    [diablo, 12, '/menu/pizza/spicy/diablo'],
    // A category without subcategories: /menu/{category}/{product}.
    [burger, 2, '/menu/burgers/classic-burger'],
  ])('product %#', (p, home, path) => {
    expect(productHome(tree, p)?.id).toBe(home);
    expect(productPath(tree, p)).toBe(path);
  });

  it('no page for a product without a slug or outside the tree', () => {
    expect(productPath(tree, noSlug)).toBeNull();
    expect(productPath(tree, product(999, 'elsewhere'))).toBeNull();
  });
});

describe('resolveMenuPath', () => {
  it.each([
    [['pizza'], 1, null],
    [['pizza', 'classic'], 11, null],
    [['pizza', 'classic', 'margherita'], 11, 101],
    [['pizza', 'spicy', 'margherita'], 12, 101],
    [['burgers', 'classic-burger'], 2, 201],
    [['pizza', 'classic%20'], null, null],
    [['%D0%BF'], null, null],
  ])('%j → category %s, product %s', (segments, categoryId, productId) => {
    const target = resolveMenuPath(tree, segments);
    if (categoryId === null) {
      expect(target).toBeNull();
      return;
    }
    expect(target?.category.id).toBe(categoryId);
    expect(target?.product?.id ?? null).toBe(productId);
  });

  it.each([
    [[]],
    [['nope']],
    [['pizza', 'nope']],
    [['pizza', 'classic', 'nope']],
    [['pizza', 'classic', 'diablo']], // a product of another subcategory
    [['burgers', 'classic-burger', 'extra']],
    [['pizza', 'classic', 'margherita', 'more']],
    [['pizza', '%E0%A4%A']], // a broken escape is a slug like any other, and not found
  ])('%j is no page (404)', (segments) => {
    expect(resolveMenuPath(tree, segments)).toBeNull();
  });

  it('a subcategory is found by its slug under any top category', () => {
    expect(resolveMenuPath(tree, ['spicy'])?.category.id).toBe(12);
  });

  it('a product of a deeper subcategory is found from its parent', () => {
    const deep = product(301, 'deep', [31]);
    const inner = category(31, 'inner', { products: [deep] });
    const outer = category(30, 'outer', { subCategories: [inner] });
    const top = category(3, 'top', { subCategories: [outer] });
    expect(resolveMenuPath([top], ['top', 'outer', 'deep'])?.product?.id).toBe(301);
  });
});
