// Calendar arithmetic in a named time zone. Every rule that talks about "today", "the hour" or
// "the weekday" means the shop's wall clock, not the visitor's device, so they all go through here.
import { tzOffset } from '@date-fns/tz/tzOffset';

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

/** The zone a shop's clock is read in when neither a stock's hours nor its location name one. */
export const DEFAULT_TIME_ZONE = 'Europe/Moscow';

const MS_PER_MINUTE = 60_000;
const MS_PER_HOUR = 3_600_000;

/**
 * A stretch of time, [from, to), over which a zone's clock keeps one UTC offset (minutes east of
 * UTC): no daylight-saving change inside. The server works these out for the shop's zones and the
 * page carries them, so the browser reads the shop's wall clock without Intl: the first
 * Intl.DateTimeFormat with a time zone loads the zone database, 30-45 ms of a page's start (traced
 * in Chromium: the popups' "today" at start-up). Outside a known span the zone database answers.
 */
export interface ZoneSpan {
  zone: string;
  from: number;
  to: number;
  offset: number;
}

const knownSpans = new Map<string, ZoneSpan[]>();

/**
 * Spans worked out elsewhere (the server's, carried in the page) that this clock may use: they
 * replace the ones known for their zones. Malformed entries are left out.
 */
export function knowZoneSpans(spans: readonly ZoneSpan[] | undefined): void {
  const given = new Map<string, ZoneSpan[]>();
  for (const span of Array.isArray(spans) ? spans : []) {
    if (
      typeof span?.zone !== 'string' ||
      ![span.from, span.to, span.offset].every(Number.isFinite) ||
      span.from >= span.to
    )
      continue;
    given.set(span.zone, [...(given.get(span.zone) ?? []), span]);
  }
  for (const [zone, list] of given) knownSpans.set(zone, list);
}

/** Forgets every known span: the zone database answers again (tests). */
export function forgetZoneSpans(): void {
  knownSpans.clear();
}

function spanAt(zone: string, ms: number): ZoneSpan | undefined {
  return knownSpans.get(zone)?.find((s) => s.from <= ms && ms < s.to);
}

/**
 * The span of one offset around `instant` in `zone`, reaching at most `before` back and `after`
 * ahead and ending at a change of offset (found to the minute). Null for a zone Intl does not know.
 */
export function zoneSpan(
  zone: string,
  instant: number,
  { before = 3 * MS_PER_DAY, after = 10 * MS_PER_DAY } = {},
): ZoneSpan | null {
  // Offsets change on a whole minute: the search walks whole minutes.
  const start = Math.floor(instant / MS_PER_MINUTE) * MS_PER_MINUTE;
  const offset = tzOffset(zone, new Date(start));
  if (!Number.isFinite(offset)) return null;
  const edge = (limit: number, step: number): number => {
    // Hour by hour to the first instant with another offset (or the limit), then to the minute.
    let inside = start;
    for (let t = start + step; step > 0 ? t <= limit : t >= limit; t += step) {
      if (tzOffset(zone, new Date(t)) !== offset) {
        let outside = t;
        while (Math.abs(outside - inside) > MS_PER_MINUTE) {
          const mid = inside + Math.round((outside - inside) / 2 / MS_PER_MINUTE) * MS_PER_MINUTE;
          if (tzOffset(zone, new Date(mid)) === offset) inside = mid;
          else outside = mid;
        }
        return step > 0 ? outside : inside;
      }
      inside = t;
    }
    return step > 0 ? inside + 1 : inside;
  };
  return {
    zone,
    from: edge(start - before, -MS_PER_HOUR),
    to: edge(start + after, MS_PER_HOUR),
    offset,
  };
}

/** Wall-clock parts of an instant as seen in `timeZone`. SPEC.md §9 weekdays 1-7. */
export function localParts(instant: Date | number, timeZone: string): LocalParts {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  // The wall clock is the instant moved by the zone's offset then, read in UTC (as TZDate reads it).
  const offset = spanAt(timeZone, ms)?.offset ?? tzOffset(timeZone, new Date(ms));
  const d = new Date(ms + offset * MS_PER_MINUTE);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    weekday: d.getUTCDay() === 0 ? 7 : d.getUTCDay(),
  };
}

/** The instant at which the wall clock in `timeZone` shows this date and minute of the day. */
export function zonedInstant(date: CalendarDate, minuteOfDay: number, timeZone: string): number {
  // Date.UTC normalises overflow (minute 1440 = next midnight), which past-midnight hours rely on.
  const wall = Date.UTC(date.year, date.month - 1, date.day, 0, minuteOfDay);
  const spans = knownSpans.get(timeZone);
  if (spans) {
    // An instant 3 hours or more inside a span is the only one showing that wall time: no
    // neighbouring offset differs by that much.
    for (const span of spans) {
      const instant = wall - span.offset * MS_PER_MINUTE;
      if (span.from + 3 * MS_PER_HOUR <= instant && instant < span.to - 3 * MS_PER_HOUR)
        return instant;
    }
  }
  // The zone database's offsets, read as @date-fns/tz's TZDate reads a wall time (held against it
  // by zoned-time.test.ts) without its Date subclass: 1.2 KB of the app's start for this one call.
  // The offset at the wall time taken as an instant, then at the instant that gives: the same
  // offset, or the wall time is in a change of offset; in a gap (the clock jumped past it) it is
  // read past the jump, as TZDate does.
  const offsetAt = (ms: number) => tzOffset(timeZone, new Date(ms));
  const first = offsetAt(wall);
  const guess = wall - first * MS_PER_MINUTE;
  const second = offsetAt(guess);
  if (second === first) return guess;
  const other = wall - second * MS_PER_MINUTE;
  return offsetAt(other) === second ? other : Math.max(guess, other);
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
