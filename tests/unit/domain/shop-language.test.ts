import { describe, expect, it } from 'vitest';
import {
  shopLanguagesOf,
  contentLanguage,
  interfaceLanguage,
  offeredShopLanguages,
  shopDefaultLanguage,
  type ShopLanguages,
} from '../../../src/domain/shop-language';

const list = (def: string, ...codes: string[]) =>
  codes.map((code) => ({ code, default: code === def }));
const shop = (over: Partial<ShopLanguages> = {}): ShopLanguages => ({
  list: list('en', 'ru', 'en', 'de', 'zh-CN', 'pt'),
  translateActive: true,
  useBackendTranslate: true,
  translateOnlyInterface: false,
  ...over,
});

describe('shopDefaultLanguage', () => {
  it.each<[ShopLanguages['list'], string]>([
    [list('en', 'ru', 'en'), 'en'],
    [list('none', 'de', 'ru'), 'de'],
    [[], 'ru'],
  ])('%j -> %s', (l, expected) => expect(shopDefaultLanguage({ list: l })).toBe(expected));
});

describe('interfaceLanguage', () => {
  it.each<[string, Partial<ShopLanguages>, string | null, string | null, string]>([
    ['first visit: the default of language_list', {}, null, null, 'en'],
    ['an earlier choice the shop has', {}, 'de', null, 'de'],
    ['an earlier choice the shop no longer has', {}, 'fr', null, 'en'],
    ['Telegram language_code the shop has', {}, null, 'de', 'de'],
    ['Telegram zh -> zh-CN', {}, null, 'zh', 'zh-CN'],
    ['Telegram pt-br -> pt', {}, null, 'pt-br', 'pt'],
    ['Telegram language the shop lacks', {}, null, 'fr', 'en'],
    ['the choice wins over Telegram', {}, 'ru', 'de', 'ru'],
    ['translate_active off: the default only', { translateActive: false }, 'de', 'de', 'en'],
    ['no language_list: ru', { list: [] }, 'de', null, 'ru'],
  ])('%s', (_, over, chosen, telegramCode, expected) => {
    expect(interfaceLanguage(shop(over), { chosen, telegramCode })).toBe(expected);
  });
});

describe('contentLanguage', () => {
  it.each<[string, Partial<ShopLanguages>, string, string]>([
    ['use_backend_translate: the chosen language', {}, 'de', 'de'],
    ['translate_only_interface: the shop language', { translateOnlyInterface: true }, 'de', 'en'],
    ['no backend translation: the shop language', { useBackendTranslate: false }, 'de', 'en'],
    ['translate_active off', { translateActive: false }, 'de', 'en'],
  ])('%s', (_, over, lang, expected) => {
    expect(contentLanguage(shop(over), lang)).toBe(expected);
  });
});

describe('offeredShopLanguages', () => {
  const texts = [
    { code: 'ru', text: 'Русский', default: false },
    { code: 'en', text: 'English', default: true },
    { code: 'pl', text: 'Polski', default: false },
  ];
  const shipped = ['ru', 'en', 'de'];
  it.each<[string, boolean, typeof texts, { code: string; text: string }[]]>([
    [
      'translate_active: the listed languages the storefront speaks',
      true,
      texts,
      [
        { code: 'ru', text: 'Русский' },
        { code: 'en', text: 'English' },
      ],
    ],
    [
      'translate_active without a list: every shipped language',
      true,
      [],
      shipped.map((code) => ({ code, text: code })),
    ],
    ['translate_active off: the default alone', false, texts, [{ code: 'en', text: 'English' }]],
    ['translate_active off, no list: ru, unnamed', false, [], [{ code: 'ru', text: '' }]],
  ])('%s', (_, translateActive, list, expected) => {
    expect(offeredShopLanguages({ translateActive, list }, shipped)).toEqual(expected);
  });
});

describe('shopLanguagesOf: the flags as the rules read them', () => {
  const list = [{ code: 'ru', default: true }];
  it.each([
    [null, [false, false, false]],
    [{}, [false, false, false]],
    [{ translate_active: true, use_backend_translate: true }, [true, true, false]],
    [{ translate_only_interface: true }, [false, false, true]],
    // The backend's stored copy is not parsed: only `true` is on.
    [{ translate_active: 1, use_backend_translate: 'yes' }, [false, false, false]],
  ] as const)('%j', (settings, [translateActive, useBackendTranslate, translateOnlyInterface]) => {
    expect(shopLanguagesOf(settings, list)).toEqual({
      list,
      translateActive,
      useBackendTranslate,
      translateOnlyInterface,
    });
  });
});
