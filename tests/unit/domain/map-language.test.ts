import { describe, expect, it } from 'vitest';
import { yandexMapsLang, yandexMapsUrl } from '../../../src/domain/map-language';
import { cases } from '../../fixtures/cases';

describe('yandexMapsLang: SPEC.md §7 "ru_RU by default, en_EN is mapped to en_US"', () => {
  cases('%j -> %s', yandexMapsLang, [
    [undefined, 'ru_RU'],
    ['', 'ru_RU'],
    ['ru', 'ru_RU'],
    ['en', 'en_US'],
    ['en_EN', 'en_US'],
    ['EN', 'en_US'],
    ['tr', 'tr_TR'],
    ['de', 'de_DE'],
    ['uk', 'uk_UK'],
    ['zh-CN', 'zh_CN'],
    ['en_GB', 'en_GB'],
    ['?', 'ru_RU'],
  ]);
});

describe('yandexMapsUrl', () => {
  it('carries the key, the language and longitude-first coordinates', () => {
    const url = new URL(yandexMapsUrl(' key-1 ', 'en'));
    expect(url.origin + url.pathname).toBe('https://api-maps.yandex.ru/2.1/');
    expect(url.searchParams.get('apikey')).toBe('key-1');
    expect(url.searchParams.get('lang')).toBe('en_US');
    expect(url.searchParams.get('coordorder')).toBe('longlat');
  });

  it('leaves the key out when there is none', () => {
    expect(yandexMapsUrl('', 'ru')).not.toContain('apikey');
  });
});
