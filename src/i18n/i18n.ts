// i18next with the 18 languages of SPEC.md §1; each language file is its own lazy chunk.
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

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

const loaders = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json');

export function isLanguage(code: string): code is LanguageCode {
  return (LANGUAGES as readonly string[]).includes(code);
}

export async function loadLanguage(instance: i18n, code: string): Promise<LanguageCode> {
  const lang = isLanguage(code) ? code : DEFAULT_LANGUAGE;
  if (!instance.hasResourceBundle(lang, 'translation')) {
    const loader = loaders[`./locales/${lang}.json`];
    if (loader)
      instance.addResourceBundle(lang, 'translation', (await loader()).default, true, true);
  }
  if (lang !== DEFAULT_LANGUAGE && !instance.hasResourceBundle(DEFAULT_LANGUAGE, 'translation')) {
    const ru = loaders['./locales/ru.json'];
    if (ru)
      instance.addResourceBundle(DEFAULT_LANGUAGE, 'translation', (await ru()).default, true, true);
  }
  await instance.changeLanguage(lang);
  document.documentElement.lang = lang;
  return lang;
}

/** The merchant's own texts (language_list[].lang_json_data) override the shipped ones. */
export function mergeBackendTexts(
  instance: i18n,
  lang: string,
  texts: Record<string, string> | null | undefined,
) {
  if (!texts) return;
  const nested: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(texts)) {
    const parts = key.split('.');
    let node = nested;
    parts.slice(0, -1).forEach((p) => {
      node = (node[p] ??= {}) as Record<string, unknown>;
    });
    node[parts[parts.length - 1]!] = value;
  }
  instance.addResourceBundle(lang, 'translation', nested, true, true);
}

export async function createI18n(language: string): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await loadLanguage(instance, language);
  return instance;
}
