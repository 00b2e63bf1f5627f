// Dates (account lists, receipts, coupons, posts) in the interface language; a value that is no
// date stays as sent. Apart from format.ts: the app's start carries no date code.
import { dateLocale } from '../domain/date-locale.ts';

export function formatDate(value: string, language: string, withTime = false): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleString(dateLocale(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
  });
}
