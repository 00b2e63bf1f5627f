// The 18 languages this storefront ships texts for (SPEC.md §1), apart from i18next so that stores
// can ask which of the shop's languages the interface speaks without loading the translator.
import { isOneOf } from '../domain/one-of.ts';

export const LANGUAGES = [
  'ru',
  'be',
  'en',
  'de',
  'fr',
  'pt',
  'es',
  'it',
  'hy',
  'vi',
  'id',
  'zh-CN',
  'kk',
  'hi',
  'tr',
  'tt',
  'az',
  'uz',
] as const;
export type LanguageCode = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: LanguageCode = 'ru';

export function isLanguage(code: string): code is LanguageCode {
  return isOneOf(LANGUAGES, code);
}
