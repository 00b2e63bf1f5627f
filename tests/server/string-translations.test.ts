// The shop's strings in another language (server/catalog/string-translations.ts): WPML's String
// Translation, one dictionary per language.
import { describe, expect, it } from 'vitest';
import { openDb } from '../../server/db/db.ts';
import { setOption } from '../../server/db/db.ts';
import {
  inShopLanguage,
  STRING_TRANSLATIONS,
  stringDictionary,
  translateStrings,
  withSeoFallback,
} from '../../server/catalog/string-translations.ts';
import { cases } from '../fixtures/cases.ts';

const dictionary = new Map([
  ['Меню', 'Menu'],
  ['Доставка', 'Delivery'],
]);

describe('translateStrings: every string the dictionary has, at any depth', () => {
  cases('%j', (value: unknown) => translateStrings(value, dictionary), [
    ['Меню', 'Menu'],
    ['Блог', 'Блог'],
    [
      { title: 'Меню', url: '/' },
      { title: 'Menu', url: '/' },
    ],
    [
      [{ name: 'Доставка', options: ['Меню', 'Блог'] }],
      [{ name: 'Delivery', options: ['Menu', 'Блог'] }],
    ],
    // Keys are names, not texts; numbers, flags and nulls stay.
    [
      { Меню: 1, on: true, none: null },
      { Меню: 1, on: true, none: null },
    ],
    // Only a whole string is a text of the shop's: a part of one is not translated.
    ['Доставка и оплата', 'Доставка и оплата'],
  ]);

  it('answers a copy and leaves the value alone', () => {
    const value = { menu: [{ title: 'Меню' }] };
    expect(translateStrings(value, dictionary)).toEqual({ menu: [{ title: 'Menu' }] });
    expect(value).toEqual({ menu: [{ title: 'Меню' }] });
  });

  it('answers the value itself with an empty dictionary (the shop’s own language)', () => {
    const value = { title: 'Меню' };
    expect(translateStrings(value, new Map())).toBe(value);
  });
});

describe("stringDictionary: a language's own strings over English ones", () => {
  const db = openDb(':memory:');
  setOption(db, STRING_TRANSLATIONS, {
    en: { Меню: 'Menu', Блог: 'Blog' },
    de: { Меню: 'Speisekarte' },
  });
  it.each([
    ['ru', {}],
    ['en', { Меню: 'Menu', Блог: 'Blog' }],
    ['de', { Меню: 'Speisekarte', Блог: 'Blog' }],
    ['fr', { Меню: 'Menu', Блог: 'Blog' }],
  ] as const)('%s', (lang, expected) => {
    expect(Object.fromEntries(stringDictionary(db, lang))).toEqual(expected);
  });

  it('is empty for a shop without translated strings', () => {
    expect(stringDictionary(openDb(':memory:'), 'en').size).toBe(0);
  });
});

describe('inShopLanguage: as far as the shop has its content translated', () => {
  const db = openDb(':memory:');
  setOption(db, STRING_TRANSLATIONS, { en: { Меню: 'Menu' } });
  const shop = {
    language_list: [
      { code: 'ru', default: true },
      { code: 'en', default: false },
    ],
    translate_active: true,
    use_backend_translate: true,
    translate_only_interface: false,
  };
  it.each([
    ['en', {}, 'Menu'],
    [undefined, {}, 'Меню'],
    // A language the shop does not list: its default.
    ['de', {}, 'Меню'],
    ['en', { translate_only_interface: true }, 'Меню'],
    ['en', { use_backend_translate: false }, 'Меню'],
    ['en', { translate_active: false }, 'Меню'],
  ] as const)('%s with %j: %s', (asked, change, expected) => {
    expect(inShopLanguage(db, { title: 'Меню' }, asked, { ...shop, ...change })).toEqual({
      title: expected,
    });
  });
});

describe("withSeoFallback: a language without its own seo_by_langs entry takes English's", () => {
  const ru = { lang_code: 'ru', name: 'Тарелка', description: 'Доставка' };
  const en = { lang_code: 'en', name: 'Tarelka', description: 'Delivery' };
  const de = { lang_code: 'de', name: 'Teller', description: 'Lieferung' };
  const names = (settings: { seo_by_langs?: unknown }) =>
    (settings.seo_by_langs as { lang_code: string; name: string }[] | undefined)?.map(
      (e) => `${e.lang_code}:${e.name}`,
    ) ?? null;
  cases(
    '%j in %s → %j',
    (list: unknown[] | undefined, lang: string) =>
      names(withSeoFallback({ seo_by_langs: list }, lang)),
    [
      [[ru, en], 'de', ['ru:Тарелка', 'en:Tarelka', 'de:Tarelka']],
      [[ru, en, de], 'de', ['ru:Тарелка', 'en:Tarelka', 'de:Teller']],
      [[ru, en], 'en', ['ru:Тарелка', 'en:Tarelka']],
      // The shop's own language keeps `seo` when it has no entry; no English entry, nothing to take.
      [[en], 'ru', ['en:Tarelka']],
      [[ru], 'de', ['ru:Тарелка']],
      [[], 'de', []],
      [undefined, 'de', null],
    ],
  );
});
