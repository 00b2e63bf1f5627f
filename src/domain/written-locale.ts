// The locale an interface language writes numbers and dates in. Browsers do not all carry every
// language's data: Chromium's ICU has no number or calendar data for Kazakh, Uzbek and Azerbaijani
// (a month read 'M11', a price '12,345.5 ₽') and writes Belarusian, Armenian and Tatar as English.
// Those six are written like what they resemble: numbers as Russian's (a no-break space between
// thousands, a decimal comma) or, for Azerbaijani, Turkish's; dates (date-locale.ts), where the
// browser lacks their calendar, in Russian, which their speakers read. Every other language is its
// own.

/** The languages a browser may lack, and the locale their numbers are written in. */
export const STAND_INS: Record<string, string> = {
  be: 'ru-RU',
  kk: 'ru-RU',
  tt: 'ru-RU',
  uz: 'ru-RU',
  hy: 'ru-RU',
  az: 'tr',
};

/** Where numbers are written: 'ru-RU' for Russian (the price formatter's own, without Intl). */
export function numberLocale(language: string): string {
  return language === 'ru' ? 'ru-RU' : (STAND_INS[language] ?? language);
}
