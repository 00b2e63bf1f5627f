import { describe } from 'vitest';
import { orderLanguageOf } from '../../../src/domain/order-language.ts';
import { cases } from '../../fixtures/cases';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../../src/i18n/languages.ts';

const languageOf = (order: object | null | undefined) =>
  orderLanguageOf(order, LANGUAGES, DEFAULT_LANGUAGE);

const withMeta = (...entries: unknown[]) => ({ id: 7, meta_data: entries });

describe('orderLanguageOf: the language an order was placed in (wpml_language)', () => {
  cases('%j → %s', languageOf, [
    [withMeta({ key: 'wpml_language', value: 'en' }), 'en'],
    [withMeta({ key: 'platform', value: 'tg' }, { key: 'wpml_language', value: 'zh-CN' }), 'zh-CN'],
    [withMeta({ id: 3, key: 'wpml_language', value: 'de' }), 'de'],
    // No language, or one the storefront has no texts for: the shop's default.
    [withMeta(), 'ru'],
    [withMeta({ key: 'wpml_language', value: 'xx' }), 'ru'],
    [withMeta({ key: 'wpml_language', value: 'EN' }), 'ru'],
    [withMeta({ key: 'wpml_language', value: 5 }), 'ru'],
    [withMeta(null, 'en', { key: 'wpml_language' }), 'ru'],
    [{ id: 7 }, 'ru'],
    [{ id: 7, meta_data: { wpml_language: 'en' } }, 'ru'],
    [null, 'ru'],
    [undefined, 'ru'],
  ]);
});
