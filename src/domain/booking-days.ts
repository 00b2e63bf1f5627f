// How a booking's day reads in the customer's language: 'Сегодня', 'Завтра', 'пт' over '20 нояб.',
// or 'пятница, 20 ноября' in the confirmation. Days are calendar dates of the restaurant, so they
// are formatted as UTC dates and no device time zone can move them.
import { dayNumber, parseDayMonthYear } from './zoned-time.ts';
import { dateLocale } from './date-locale.ts';

function utcDate(date: string): Date | null {
  const d = parseDayMonthYear(date);
  return d ? new Date(Date.UTC(d.year, d.month - 1, d.day)) : null;
}

/** Days from `today` to `date` (both 'dd.mm.yyyy'); NaN when either is not a date. */
export function daysBetween(today: string, date: string): number {
  const a = parseDayMonthYear(today);
  const b = parseDayMonthYear(date);
  return a && b ? dayNumber(b) - dayNumber(a) : NaN;
}

export function shortDay(date: string, language: string): { weekday: string; day: string } {
  const d = utcDate(date);
  if (!d) return { weekday: '', day: date };
  const locale = dateLocale(language);
  return {
    weekday: new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(d),
    day: new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    }).format(d),
  };
}

export function longDay(date: string, language: string): string {
  const d = utcDate(date);
  if (!d) return date;
  return new Intl.DateTimeFormat(dateLocale(language), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(d);
}
