// Where dates are written for an interface language: the six languages a browser may lack
// (written-locale.ts) in Russian where it lacks their calendar; every other language is its own.
import { STAND_INS } from './written-locale.ts';

const known = new Map<string, boolean>();

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
