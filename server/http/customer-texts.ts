// The few words the backend writes itself (the Telegram invoice, Telegram's refusal at pre-checkout,
// the bonus ledger's reasons in the shop's language), in the language asked for: from the
// storefront's own language files (src/i18n/locales), so they read as the screens do and are
// translated once.
import fs from 'node:fs';
import i18next, { type TFunction } from 'i18next';
import { DEFAULT_LANGUAGE, isLanguage } from '../../src/i18n/languages.ts';

const LOCALES = new URL('../../src/i18n/locales/', import.meta.url);

const texts = i18next.createInstance();
void texts.init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  resources: {},
  initAsync: false,
  interpolation: { escapeValue: false },
});

function ensure(lang: string): void {
  if (texts.hasResourceBundle(lang, 'translation')) return;
  const file = new URL(`${lang}.json`, LOCALES);
  texts.addResourceBundle(lang, 'translation', JSON.parse(fs.readFileSync(file, 'utf8')));
}

/** The texts in `language` (Russian, the shop's own, for one the storefront does not ship). */
export function customerTexts(language: string | null | undefined): TFunction {
  const lang = language && isLanguage(language) ? language : DEFAULT_LANGUAGE;
  ensure(DEFAULT_LANGUAGE);
  ensure(lang);
  return texts.getFixedT(lang);
}
