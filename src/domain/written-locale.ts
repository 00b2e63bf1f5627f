// The locale an interface language writes numbers and dates in. Browsers do not all carry every
// language's data: Chromium's ICU has no number or calendar data for Kazakh, Uzbek and Azerbaijani
// (a month read 'M11', a price '12,345.5 ₽') and writes Belarusian, Armenian and Tatar as English.
// Those six stand in for themselves with what they are written like: numbers as Russian's (a no-break
// space between thousands, a decimal comma) or, for Azerbaijani, Turkish's; dates, where the browser
// lacks their calendar, in Russian, which their speakers read. Every other language is its own.

/** The languages a browser may lack, and the locale their numbers are written in. */
const STAND_INS: Record<string, string> = {
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

const known = /* @__PURE__ */ new Map<string, boolean>();

/** Where dates are written: Russian for the six where the browser lacks their calendar. */
export function dateLocale(
  language: string,
  has: (language: string) => boolean = knownCalendar,
): string {
  return language in STAND_INS && !has(language) ? 'ru' : language;
}

/** hasCalendar, asked once per language. */
function knownCalendar(language: string): boolean {
  let has = known.get(language);
  if (has === undefined) known.set(language, (has = hasCalendar(language)));
  return has;
}

/** Whether the browser writes this language's months itself (not 'M11', not another language's). */
export function hasCalendar(language: string): boolean {
  try {
    const format = new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' });
    const resolved = format.resolvedOptions().locale.split('-')[0];
    return resolved === language && !/^M\d+$/.test(format.format(Date.UTC(2026, 10, 5)));
  } catch {
    return false;
  }
}
