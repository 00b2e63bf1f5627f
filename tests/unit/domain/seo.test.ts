import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  languageAlternates,
  pageLanguage,
  pageUrl,
  robotsMeta,
  robotsTxt,
  shopSeo,
} from '../../../src/domain/seo';
import { cases } from '../../fixtures/cases';

describe('shopSeo (SPEC §3 seo, seo_by_langs)', () => {
  const source = {
    seo: { name: ' Тарелка — доставка ', description: 'Пицца и роллы', keywords: 'пицца, роллы' },
    seo_by_langs: [
      { lang_code: 'en', name: 'Tarelka delivery', description: 'Pizza and rolls' },
      { lang_code: 'de', name: 'Tarelka', description: '  ' },
      { lang_code: 'kk', name: null, description: null },
    ],
  };
  it.each([
    ['ru', 'Тарелка — доставка', 'Пицца и роллы'],
    ['en', 'Tarelka delivery', 'Pizza and rolls'],
    // An empty field of the language falls back to seo's, field by field.
    ['de', 'Tarelka', 'Пицца и роллы'],
    ['kk', 'Тарелка — доставка', 'Пицца и роллы'],
    ['fr', 'Тарелка — доставка', 'Пицца и роллы'],
    // Language codes match whatever their case (zh-CN, zh-cn).
    ['EN', 'Tarelka delivery', 'Pizza and rolls'],
  ])('%s → %s / %s', (lang, name, description) => {
    expect(shopSeo(source, lang)).toEqual({ name, description, keywords: 'пицца, роллы' });
  });

  it('missing description and keywords are empty, not "null"', () => {
    expect(shopSeo({ seo: { name: 'Тарелка' }, seo_by_langs: [] }, 'ru')).toEqual({
      name: 'Тарелка',
      description: '',
      keywords: '',
    });
  });
});

describe('pageLanguage', () => {
  const shop = ['ru', 'en', 'de'];
  it.each([
    ['', 'ru'],
    ['?lang=en', 'en'],
    ['?product_id=5&lang=de', 'de'],
    ['?lang=fr', 'ru'], // not one of the shop's languages
    ['?lang=', 'ru'],
    ['?lang=EN', 'ru'],
  ])('%j → %s', (search, expected) => {
    expect(pageLanguage(search, shop, 'ru')).toBe(expected);
  });
});

describe('pageUrl', () => {
  it.each([
    ['https://shop.example', '/menu/pizza', 'ru', 'https://shop.example/menu/pizza'],
    ['https://shop.example/', 'menu/pizza', 'ru', 'https://shop.example/menu/pizza'],
    ['https://shop.example', '/menu/pizza', 'en', 'https://shop.example/menu/pizza?lang=en'],
    ['https://shop.example', '/?product_id=7', 'en', 'https://shop.example/?product_id=7&lang=en'],
    ['https://shop.example', '/', 'zh-CN', 'https://shop.example/?lang=zh-CN'],
  ])('%s + %s in %s → %s', (origin, path, lang, expected) => {
    expect(pageUrl(origin, path, lang, 'ru')).toBe(expected);
  });
});

describe('languageAlternates', () => {
  it('one link per language and x-default for the default one', () => {
    expect(languageAlternates('https://s.ex', '/blog', ['ru', 'en'], 'ru')).toEqual([
      { hreflang: 'ru', href: 'https://s.ex/blog' },
      { hreflang: 'en', href: 'https://s.ex/blog?lang=en' },
      { hreflang: 'x-default', href: 'https://s.ex/blog' },
    ]);
  });

  it('none for a shop with one language', () => {
    expect(languageAlternates('https://s.ex', '/', ['ru'], 'ru')).toEqual([]);
  });
});

describe('absoluteUrl (og:image must be absolute)', () => {
  cases('%s + %s → %s', absoluteUrl, [
    ['https://s.ex', '/api/wp-content/uploads/a.jpg', 'https://s.ex/api/wp-content/uploads/a.jpg'],
    ['https://s.ex/', 'uploads/a.jpg', 'https://s.ex/uploads/a.jpg'],
    ['https://s.ex', 'https://cdn.ex/a.jpg', 'https://cdn.ex/a.jpg'],
    ['https://s.ex', '//cdn.ex/a.jpg', 'https://cdn.ex/a.jpg'],
    ['https://s.ex', '', ''],
    ['not an origin', '/a.jpg', ''],
  ]);
});

describe('robots', () => {
  cases('meta for indexable=%s', robotsMeta, [
    [true, 'index, follow'],
    [false, 'noindex, nofollow'],
  ]);

  it('robots.txt of an indexable shop closes only the private paths', () => {
    expect(robotsTxt(true, 'https://s.ex/sitemap.xml')).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /lk',
        'Disallow: /order',
        'Disallow: /api',
        'Disallow: /cart',
        '',
        'Sitemap: https://s.ex/sitemap.xml',
        '',
      ].join('\n'),
    );
  });

  it('robots.txt of a shop that asks not to be indexed closes everything', () => {
    const txt = robotsTxt(false, 'https://s.ex/sitemap.xml');
    expect(txt).toMatch(/^User-agent: \*\nDisallow: \/\n/);
    expect(txt).not.toContain('Allow: /\n');
    expect(txt).toContain('Disallow: /lk');
  });
});
