// Calendar arithmetic in a named time zone. Every rule that talks about "today", "the hour" or
// "the weekday" means the shop's wall clock, not the visitor's device, so they all go through here.
import { TZDate } from '@date-fns/tz';

/** A calendar date with month 1-12, free of any time zone. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export interface LocalParts extends CalendarDate {
  hour: number;
  minute: number;
  /** Monday=1 … Sunday=7 (SPEC.md §9 "Weekdays run 1-7, Sunday=7"). */
  weekday: number;
}

const MS_PER_DAY = 86_400_000;

/** Wall-clock parts of an instant as seen in `timeZone`. SPEC.md §9 weekdays 1-7. */
export function localParts(instant: Date | number, timeZone: string): LocalParts {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  const d = new TZDate(ms, timeZone);
  return {
    year: d.getFullYear(),
    month: d.getMonth() + 1,
    day: d.getDate(),
    hour: d.getHours(),
    minute: d.getMinutes(),
    weekday: d.getDay() === 0 ? 7 : d.getDay(),
  };
}

/** The instant at which the wall clock in `timeZone` shows this date and minute of the day. */
export function zonedInstant(date: CalendarDate, minuteOfDay: number, timeZone: string): number {
  // TZDate normalises overflow (minute 1440 = next midnight), which past-midnight hours rely on.
  return new TZDate(date.year, date.month - 1, date.day, 0, minuteOfDay, timeZone).getTime();
}

/** Days since 1970-01-01 for a calendar date; differences between dates ignore time zones. */
export function dayNumber(date: CalendarDate): number {
  return Math.round(Date.UTC(date.year, date.month - 1, date.day) / MS_PER_DAY);
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** Monday=1 … Sunday=7 for a calendar date (SPEC.md §9). */
export function weekdayOf(date: CalendarDate): number {
  const day = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  return day === 0 ? 7 : day;
}

/** 'dd.mm.yyyy', the date format of user birth dates and take_date (SPEC.md §3, §7). */
export function parseDayMonthYear(text: string): CalendarDate | null {
  const match = /^\s*(\d{1,2})\.(\d{1,2})\.(\d{4})\s*$/.exec(text);
  if (!match) return null;
  const date = { day: Number(match[1]), month: Number(match[2]), year: Number(match[3]) };
  return isRealDate(date) ? date : null;
}

export function formatDayMonthYear(date: CalendarDate): string {
  return `${pad(date.day)}.${pad(date.month)}.${date.year}`;
}

/** 'HH:MM' (or bare 'HH') to minutes since midnight; '24:00' is allowed as the end of a day. */
export function parseHourMinute(text: string | number): number | null {
  const match = /^\s*(\d{1,2})(?::(\d{2}))?(?::\d{2})?\s*$/.exec(String(text));
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2] ?? 0);
  if (hours > 24 || minutes > 59 || (hours === 24 && minutes > 0)) return null;
  return hours * 60 + minutes;
}

/** Minutes since midnight to 'HH:MM'; a full day wraps to '00:00' as a clock would show it. */
export function formatHourMinute(minuteOfDay: number): string {
  const m = ((minuteOfDay % 1440) + 1440) % 1440;
  return `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
}

export function isRealDate(date: CalendarDate): boolean {
  if (date.month < 1 || date.month > 12 || date.day < 1) return false;
  const probe = addDays({ year: date.year, month: date.month, day: 1 }, date.day - 1);
  return probe.month === date.month && probe.year === date.year;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}
