import { describe, expect, it } from 'vitest';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { sitemapEntries, sitemapUrls, sitemapXml } from '../../server/render/sitemap';
import { categorySchema, productSchema, type Category } from '../../src/domain/model';
import * as v from 'valibot';

const product = (id: number, slug: string) =>
  v.parse(productSchema, { id, name: `Товар ${id}`, slug, price: 100 });
const category = (id: number, slug: string, extra: Partial<Category> = {}): Category => ({
  ...v.parse(categorySchema, { id, name: `Категория ${id}`, slug }),
  ...extra,
});

const tree = [
  category(1, 'pizza', {
    subCategories: [category(11, 'classic', { products: [product(101, 'margherita')] })],
  }),
  category(2, 'burgers', { products: [product(201, 'classic'), product(202, '')] }),
];

const source = {
  categories: tree,
  catalogChanged: new Date('2026-11-20T10:00:00Z'),
  settingsChanged: new Date('2026-11-01T10:00:00Z'),
  posts: [
    { slug: 'autumn-menu', date: '2026-10-05 12:00:00' },
    { slug: 'новости', date: '2026-11-10T09:00:00' },
    { slug: 'undated', date: '' },
  ],
  infoPages: ['/information/page/about', '/information/page/about'],
  brands: ['bk & co'],
};

describe('sitemapEntries', () => {
  it('lists every public page once, each with when it changed', () => {
    const entries = sitemapEntries(source);
    expect(entries.map((e) => e.path)).toEqual([
      '/',
      '/menu/pizza',
      '/menu/pizza/classic',
      '/menu/pizza/classic/margherita',
      '/menu/burgers',
      '/menu/burgers/classic',
      '/blog',
      '/blog/autumn-menu',
      '/blog/%D0%BD%D0%BE%D0%B2%D0%BE%D1%81%D1%82%D0%B8',
      '/blog/undated',
      '/information',
      '/information/page/about',
      '/contacts',
      '/gallery',
      '/brands',
      '/brands/bk%20%26%20co',
    ]);
    const at = (path: string) => entries.find((e) => e.path === path)!.lastmod;
    expect(at('/menu/pizza/classic/margherita')).toBe('2026-11-20T10:00:00.000Z');
    expect(at('/blog')).toBe(new Date('2026-11-10T09:00:00').toISOString());
    expect(at('/blog/undated')).toBe('2026-11-01T10:00:00.000Z');
    expect(at('/contacts')).toBe('2026-11-01T10:00:00.000Z');
  });

  it('no brand pages when the shop has no brands', () => {
    const paths = sitemapEntries({ ...source, brands: [] }).map((e) => e.path);
    expect(paths.some((p) => p.startsWith('/brands'))).toBe(false);
  });
});

describe('sitemapXml', () => {
  it('is valid sitemaps.org XML with language alternates', () => {
    const xml = sitemapXml(sitemapEntries(source), 'https://s.ex/', ['ru', 'en'], 'ru');
    expect(XMLValidator.validate(xml)).toBe(true);
    const doc = new XMLParser({ ignoreAttributes: false }).parse(xml) as {
      urlset: {
        url: { loc: string; 'xhtml:link': { '@_hreflang': string; '@_href': string }[] }[];
      };
    };
    const brand = doc.urlset.url.find((u) => u.loc.includes('/brands/'))!;
    expect(brand.loc).toBe('https://s.ex/brands/bk%20%26%20co');
    expect(brand['xhtml:link'].map((l) => [l['@_hreflang'], l['@_href']])).toEqual([
      ['ru', 'https://s.ex/brands/bk%20%26%20co'],
      ['en', 'https://s.ex/brands/bk%20%26%20co?lang=en'],
      ['x-default', 'https://s.ex/brands/bk%20%26%20co'],
    ]);
  });

  it('escapes what XML would read as markup', () => {
    const xml = sitemapXml(
      [{ path: "/a?b=1&c='2'", lastmod: '2026-01-01T00:00:00.000Z' }],
      'https://s.ex',
      ['ru'],
      'ru',
    );
    expect(xml).toContain('<loc>https://s.ex/a?b=1&amp;c=&apos;2&apos;</loc>');
    expect(XMLValidator.validate(xml)).toBe(true);
    // Read back (prerender, the benchmarks): the pages' own addresses, not the alternates'.
    expect(sitemapUrls(xml).map((u) => u.searchParams.get('c'))).toEqual(["'2'"]);
  });
});
