// The locale a date is written in for an interface language. Browsers do not all carry every
// language's calendar data: Chromium's ICU writes a Kazakh, Uzbek or Azerbaijani month as 'M11' and
// a Belarusian, Armenian or Tatar date in English. For those six a browser without their data writes
// dates in Russian, which their speakers read; every other language, and these where the browser
// has them, is its own.
const READ_IN_RUSSIAN = new Set(['be', 'kk', 'tt', 'uz', 'hy', 'az']);
const known = new Map<string, boolean>();

export function dateLocale(
  language: string,
  has: (language: string) => boolean = knownCalendar,
): string {
  return READ_IN_RUSSIAN.has(language) && !has(language) ? 'ru' : language;
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
