import { describe, expect, it } from 'vitest';
import { pageCatalog } from '../../../src/domain/page-catalog';
import { categorySchema, productSchema, type Category } from '../../../src/domain/model';
import * as v from 'valibot';

const product = (id: number, extra: Record<string, unknown> = {}) =>
  v.parse(productSchema, { id, name: `Товар ${id}`, slug: `p${id}`, price: 100, ...extra });
const category = (id: number, slug: string, extra: Partial<Category> = {}): Category => ({
  ...v.parse(categorySchema, { id, name: `Категория ${id}`, slug }),
  ...extra,
});

// pizza (1): classic (11) with 101–104, spicy (12) with 105–106; burgers (2) with 201–203.
// 101 has add-on 202 and related 105; 203 is of brand "bk" and carries a badge.
const pizza = category(1, 'pizza', {
  subCategories: [
    category(11, 'classic', {
      products: [
        product(101, { supplements: [202], related_ids: [105, 999] }),
        product(102),
        product(103),
        product(104),
      ],
    }),
    category(12, 'spicy', { products: [product(105), product(106)] }),
  ],
});
const burgers = category(2, 'burgers', {
  products: [
    product(201),
    product(202),
    product(203, { brand: 'bk', acf: { 'product-badge': 'Хит' } }),
  ],
});
const tree = [pizza, burgers];

const ids = (list: Category[]): number[] =>
  list.flatMap((c) => [...c.products.map((p) => p.id), ...ids(c.subCategories)]);

const page = (routeName: string, pathname: string, search = '') => ({
  routeName,
  pathname,
  search,
});

describe('pageCatalog: what a server-rendered page carries', () => {
  it.each([
    // Home: each top category's first products, in its blocks' order.
    ['home', page('index', '/'), [101, 102, 201, 202]],
    // A category: everything below it, nothing of the others.
    ['a category', page('menu-categories', '/menu/burgers'), [201, 202, 203]],
    ['a subcategory', page('menu-categories-subcategory', '/menu/pizza/spicy'), [105, 106]],
    [
      'a top category with subcategories',
      page('menu-categories', '/menu/pizza'),
      [101, 102, 103, 104, 105, 106],
    ],
    // A product's page: its category, and its add-ons and related dishes for the modal.
    [
      'a product address',
      page('menu-categories-subcategory-product', '/menu/pizza/classic/p101'),
      [101, 102, 103, 104, 105, 202],
    ],
    // ?product_id= on home: the first products plus that dish and its extras.
    ['?product_id= on home', page('index', '/', '?product_id=106'), [101, 102, 106, 201, 202]],
    ['a brand', page('brands-slug', '/brands/bk'), [203]],
    ['badged dishes', page('catalog-custom', '/catalog/custom'), [203]],
    ['an unknown category', page('menu-categories', '/menu/nope'), []],
    ['any other page', page('blog', '/blog'), []],
  ])('%s', (_name, address, expected) => {
    expect(ids(pageCatalog(tree, address, 2)).sort()).toEqual([...expected].sort());
  });

  it('home keeps every category of the tree and counts the products it left out', () => {
    const home = pageCatalog(tree, page('index', '/'), 2);
    expect(home.map((c) => c.id)).toEqual([1, 2]);
    expect(home[0]!.subCategories.map((c) => c.id)).toEqual([11, 12]);
    expect(home[0]!.product_count).toBe(6);
    expect(home[1]!.product_count).toBe(3);
  });

  it('a category that fits the home limit is carried whole', () => {
    expect(pageCatalog(tree, page('index', '/'), 10)).toEqual(tree);
  });

  it('category pages by id (/categories/{id}) find their category', () => {
    expect(ids(pageCatalog(tree, page('categories-id', '/categories/12'), 2)).sort()).toEqual([
      105, 106,
    ]);
  });

  it('never changes the tree it was given', () => {
    const before = JSON.stringify(tree);
    pageCatalog(tree, page('index', '/'), 1);
    pageCatalog(tree, page('menu-categories', '/menu/burgers'), 1);
    expect(JSON.stringify(tree)).toBe(before);
  });

  it('a new tree (the next data version) is read afresh: its new and changed dishes are there', () => {
    // Home with ?product_id=: that dish is found by id among all the tree's products.
    const address = page('index', '/', '?product_id=204');
    expect(ids(pageCatalog(tree, address, 2))).not.toContain(204);
    const renamed = { ...burgers.products[0]!, name: 'Новое имя' };
    const edited = [
      pizza,
      { ...burgers, products: [renamed, ...burgers.products.slice(1), product(204)] },
    ];
    const next = pageCatalog(edited, address, 2);
    expect(ids(next)).toContain(204);
    expect(next[1]!.products[0]!.name).toBe('Новое имя');
    // The first tree still answers from its own products.
    expect(ids(pageCatalog(tree, address, 2)).sort()).toEqual([101, 102, 201, 202]);
  });

  it('outside home, the categories the page shows nothing of go without their texts', () => {
    const texts = (c: Category) => [c.description, c.seo_data.title];
    const described = (list: Category[]): Category[] =>
      list.map((c) => ({
        ...c,
        description: `about ${c.id}`,
        seo_data: { ...c.seo_data, title: `title ${c.id}` },
        subCategories: described(c.subCategories),
      }));
    const full = described(tree);
    const [pizzaOut, burgersOut] = pageCatalog(
      full,
      page('menu-categories-subcategory', '/menu/pizza/spicy'),
      2,
    );
    // The page's category and its parent keep theirs; its sibling and the other shelf do not.
    expect(texts(pizzaOut!)).toEqual(['about 1', 'title 1']);
    expect(texts(pizzaOut!.subCategories[1]!)).toEqual(['about 12', 'title 12']);
    expect(texts(pizzaOut!.subCategories[0]!)).toEqual(['', '']);
    expect(texts(burgersOut!)).toEqual(['', '']);
    // Names and addresses stay: the menu lists every category.
    expect(burgersOut!.name).toBe('Категория 2');
    expect(burgersOut!.slug).toBe('burgers');
    // An empty category's own page keeps its texts.
    const empty = [...full, { ...category(3, 'soon'), description: 'about 3' }];
    expect(pageCatalog(empty, page('menu-categories', '/menu/soon'), 2)[2]!.description).toBe(
      'about 3',
    );
    // Home shows every category's block: all keep their texts.
    expect(pageCatalog(full, page('index', '/'), 2).map((c) => c.description)).toEqual([
      'about 1',
      'about 2',
    ]);
  });
});

describe('pageCatalog: the home page of a big menu', () => {
  // 30 categories of 20 dishes: 600 cards, over HOME_CARDS_DRAWN_WHOLE, so the blocks are windowed.
  // Category 1 is not on the home page (show_on_home false): the first blocks are 2 and 3.
  const big = Array.from({ length: 30 }, (_, i) =>
    category(i + 1, `c${i + 1}`, {
      show_on_home: i !== 0,
      products: Array.from({ length: 20 }, (_, j) => product((i + 1) * 100 + j)),
    }),
  );
  const carried = (list: Category[]) => list.filter((c) => c.products.length > 0).map((c) => c.id);

  it.each([
    // The first screen's blocks, drawn at once, keep their dishes; the rest only their count.
    ['home', page('index', '/'), [2, 3]],
    // A landing address opens at its category's block: that one keeps its dishes too.
    ['a landing address', page('slug', '/c20'), [2, 3, 20]],
    ['an unknown landing address', page('slug', '/nope'), [2, 3]],
    // ?product_id= on home: that dish comes along (in its own category).
    ['?product_id= on home', page('index', '/', '?product_id=2505'), [2, 3, 25]],
  ])('%s', (_name, address, expected) => {
    const home = pageCatalog(big, address, 20);
    expect(carried(home)).toEqual(expected);
    expect(home.map((c) => c.id)).toEqual(big.map((c) => c.id));
    for (const c of home)
      if (!expected.includes(c.id)) expect(c.product_count, `category ${c.id}`).toBe(20);
  });

  it('a menu drawn whole keeps every block’s dishes', () => {
    const small = big.slice(0, 15); // 14 home blocks, 280 cards
    expect(carried(pageCatalog(small, page('index', '/'), 20))).toEqual(small.map((c) => c.id));
  });
});
