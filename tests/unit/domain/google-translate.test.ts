import { describe, expect, it } from 'vitest';
import {
  googleLanguages,
  googleTarget,
  googtransCookies,
  googtransValue,
  languageOptions,
  nativeLanguageName,
  type GoogleTranslate,
} from '../../../src/domain/google-translate';
import { cases } from '../../fixtures/cases';

const on = (...languages: string[]): GoogleTranslate => ({ enabled: true, languages });

describe('googleLanguages: what google_languages_list adds to the shop', () => {
  it.each<[string, GoogleTranslate, string[], string[]]>([
    ['use_google_translate off: none', { enabled: false, languages: ['en'] }, ['ru'], []],
    ['on: the list, in order', on('en', 'uz', 'kk'), ['ru'], ['en', 'uz', 'kk']],
    ['a language the shop has its own texts for is left out', on('en', 'uz'), ['ru', 'en'], ['uz']],
    ['matched whatever the case', on('ZH-cn', 'de'), ['zh-CN'], ['de']],
    ['each once', on('en', 'uz', 'EN'), ['ru'], ['en', 'uz']],
    ['not a code: left out', on('', ' ', 'english', 'en_US', '<b>', 'de'), ['ru'], ['de']],
    ['spaces around a code', on(' uz '), ['ru'], ['uz']],
    ['on with an empty list', on(), ['ru'], []],
  ])('%s', (_, google, shop, expected) => {
    expect(googleLanguages(google, shop)).toEqual(expected);
  });
});

describe('nativeLanguageName: a language named in itself', () => {
  cases('%s -> %s', nativeLanguageName, [
    ['en', 'English'],
    ['de', 'Deutsch'],
    ['uz', 'O‘zbek'],
    ['kk', 'Қазақ тілі'],
    ['pl', 'Polski'],
    ['xx', 'xx'],
  ]);
});

describe('languageOptions: the selector', () => {
  const shop = [
    { code: 'ru', text: 'Русский' },
    { code: 'de', text: 'Deutsch' },
  ];
  const name = (code: string) => `name:${code}`;
  type Option = [code: string, label: string, google: boolean];
  const shopOptions: Option[] = [
    ['ru', 'Русский', false],
    ['de', 'Deutsch', false],
  ];
  const viaGoogle = (code: string): Option => [code, name(code), true];
  it.each<[string, { code: string; text: string }[], string[], Option[]]>([
    ['no Google languages: the shop only', shop, [], shopOptions],
    [
      'the shop first, then Google, named in themselves',
      shop,
      ['en', 'uz'],
      [...shopOptions, viaGoogle('en'), viaGoogle('uz')],
    ],
    ['a shop language is not offered twice', shop, ['de', 'en'], [...shopOptions, viaGoogle('en')]],
    [
      'a shop language without a text is named in itself',
      [{ code: 'ru', text: '' }],
      [],
      [['ru', 'name:ru', false]],
    ],
  ])('%s', (_, own, google, expected) => {
    expect(languageOptions(own, google, name)).toEqual(
      expected.map(([code, label, g]) => ({ code, label, google: g })),
    );
  });
});

describe('googleTarget: the language the widget translates into', () => {
  it.each<[string, string[], string | null, string | null]>([
    ['nothing chosen', ['en', 'uz'], null, null],
    ['a Google language the shop offers', ['en', 'uz'], 'uz', 'uz'],
    ['the shop stopped offering it', ['en'], 'uz', null],
    ['use_google_translate turned off', [], 'uz', null],
    ['the offered spelling wins', ['zh-CN'], 'zh-cn', 'zh-CN'],
  ])('%s', (_, offered, chosen, expected) => expect(googleTarget(offered, chosen)).toBe(expected));
});

describe('the googtrans cookie', () => {
  it('reads from the shop language into the target', () => {
    expect(googtransValue('ru', 'en')).toBe('/ru/en');
  });

  const gone = 'googtrans=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  it.each<[string, string, string | null, string[]]>([
    ['localhost: this host only', 'localhost', '/ru/en', ['googtrans=/ru/en; path=/']],
    ['an IP address: this host only', '127.0.0.1', '/ru/en', ['googtrans=/ru/en; path=/']],
    [
      'a domain: this host and its domain',
      'Shop.RU',
      '/ru/uz',
      ['googtrans=/ru/uz; path=/', 'googtrans=/ru/uz; path=/; domain=.shop.ru'],
    ],
    ['cleared on localhost', 'localhost', null, [gone]],
    [
      'cleared on every parent domain the widget may have used',
      'www.shop.co.uk',
      null,
      [
        gone,
        `${gone}; domain=.www.shop.co.uk`,
        `${gone}; domain=.shop.co.uk`,
        `${gone}; domain=.co.uk`,
      ],
    ],
  ])('%s', (_, host, value, expected) => expect(googtransCookies(host, value)).toEqual(expected));
});
