import { workTimeSchema, type WorkTime } from './shop-model.ts';
import {
  addDays,
  dayNumber,
  formatDayMonthYear,
  formatHourMinute,
  localParts,
  parseHourMinute,
  weekdayOf,
  zonedInstant,
  DEFAULT_TIME_ZONE,
  type CalendarDate,
} from './zoned-time';
import * as v from 'valibot';

export interface Slot {
  /** 'dd.mm.yyyy', the shop's calendar date of the slot start. */
  date: string;
  from: string;
  to: string;
  /** 'HH:MM-HH:MM', the form the cart later splits into time_from and time_to. */
  text: string;
}

export interface SlotOptions {
  /** Defaults to the stock's cooking_time_in_minutes. */
  cookingMinutes?: number;
  stepMinutes?: number;
  /** Calendar days offered, today included. */
  days?: number;
}

interface Interval {
  start: number;
  end: number;
}

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

/**
 * SPEC.md §3 "delivery_work_time, per stock": the stock's hours, keyed by warehouse id, or nested
 * under 'delivery' as older backends send them (BACKEND-CONTRACT.md). Null when none is set.
 */
export function workTimeOf(deliveryWorkTime: unknown, stockId: string | null): WorkTime | null {
  if (!stockId || !deliveryWorkTime || typeof deliveryWorkTime !== 'object') return null;
  const all = deliveryWorkTime as Record<string, unknown>;
  const nested = (all.delivery && typeof all.delivery === 'object' ? all.delivery : {}) as Record<
    string,
    unknown
  >;
  const parsed = v.safeParse(workTimeSchema, all[stockId] ?? nested[stockId]);
  return parsed.success ? parsed.output : null;
}

/**
 * Every zone the shop's clocks are read in: its stocks' wp_timezone (delivery_work_time, either
 * shape), its locations' timezone and the default.
 */
export function shopTimeZones(
  deliveryWorkTime: unknown,
  locations: readonly { timezone?: string }[],
): string[] {
  const zones = new Set<string>([DEFAULT_TIME_ZONE]);
  const stocks = (node: unknown): unknown[] =>
    node && typeof node === 'object' ? Object.values(node as Record<string, unknown>) : [];
  const all = deliveryWorkTime as { delivery?: unknown } | null | undefined;
  for (const stock of [...stocks(all), ...stocks(all?.delivery)]) {
    const zone = (stock as { wp_timezone?: unknown } | null)?.wp_timezone;
    if (typeof zone === 'string' && zone) zones.add(zone);
  }
  for (const location of locations) if (location.timezone) zones.add(location.timezone);
  return [...zones];
}

/** SPEC.md §3 delivery_work_time: open at this instant, judged on the stock's wp_timezone clock. */
export function isOpenAt(workTime: WorkTime, now: Date): boolean {
  const t = now.getTime();
  return openIntervals(workTime, t - MS_PER_DAY, t + MS_PER_DAY).some(
    (i) => i.start <= t && t < i.end,
  );
}

/** SPEC.md §3 delivery_work_time: when ordering opens next; `now` itself when already open. */
export function nextOpening(workTime: WorkTime, now: Date): Date | null {
  const t = now.getTime();
  const intervals = openIntervals(workTime, t - MS_PER_DAY, t + 8 * MS_PER_DAY);
  if (intervals.some((i) => i.start <= t && t < i.end)) return new Date(t);
  const next = intervals.find((i) => i.start > t);
  return next ? new Date(next.start) : null;
}

/**
 * SPEC.md §4 Popups "a work-time popup showing 'with X until Y' hours": the hours of the open
 * period now running, or else of the next one. Null for round-the-clock or never-open stocks.
 */
export function workTimeText(workTime: WorkTime, now: Date): { from: string; to: string } | null {
  if (workTime.around_clock) return null;
  const t = now.getTime();
  const period = openIntervals(workTime, t - MS_PER_DAY, t + 8 * MS_PER_DAY).find((i) => t < i.end);
  if (!period) return null;
  const clock = (ms: number) => {
    const p = localParts(ms, workTime.wp_timezone);
    return formatHourMinute(p.hour * 60 + p.minute);
  };
  return { from: clock(period.start), to: clock(period.end) };
}

/**
 * SPEC.md §3 "Available-time response: start_list": delivery slots on a fixed grid of the shop's
 * clock (:00, :30 …), each wholly inside open hours and starting no sooner than the kitchen can
 * have the order ready.
 */
export function availableSlots(workTime: WorkTime, now: Date, options: SlotOptions = {}): Slot[] {
  const cooking = Math.max(0, options.cookingMinutes ?? workTime.cooking_time_in_minutes);
  const step = Math.max(1, Math.floor(options.stepMinutes ?? 30));
  const days = Math.max(0, Math.floor(options.days ?? 2));
  const t = now.getTime();
  const earliest = t + cooking * MS_PER_MINUTE;
  const intervals = openIntervals(workTime, t - MS_PER_DAY, t + (days + 1) * MS_PER_DAY);
  const today = localParts(t, workTime.wp_timezone);

  const slots: Slot[] = [];
  for (let offset = 0; offset < days; offset += 1) {
    const date = addDays(today, offset);
    for (let minute = 0; minute < 1440; minute += step) {
      const start = zonedInstant(date, minute, workTime.wp_timezone);
      const end = zonedInstant(date, minute + step, workTime.wp_timezone);
      if (start < earliest) continue;
      if (!intervals.some((i) => i.start <= start && end <= i.end)) continue;
      const from = formatHourMinute(minute);
      const to = formatHourMinute(minute + step);
      slots.push({ date: formatDayMonthYear(date), from, to, text: `${from}-${to}` });
    }
  }
  return slots;
}

/**
 * Open periods as instants, merged where one day's hours run into the next. A day's `to` before
 * its `from` runs past midnight; `to` equal to `from` is a full 24 hours from `from`.
 */
function openIntervals(workTime: WorkTime, fromMs: number, toMs: number): Interval[] {
  if (workTime.around_clock) return [{ start: -Infinity, end: Infinity }];
  const zone = workTime.wp_timezone;
  const first = addDays(localParts(fromMs, zone), -1);
  const last = addDays(localParts(toMs, zone), 1);

  const raw: Interval[] = [];
  for (let date = first; !isAfter(date, last); date = addDays(date, 1)) {
    const weekday = weekdayOf(date);
    for (const entry of workTime.week) {
      if (entry.day !== weekday) continue;
      const open = parseHourMinute(entry.from);
      const close = parseHourMinute(entry.to);
      if (open === null || close === null) continue;
      const closeMinute = close <= open ? close + 1440 : close;
      raw.push({
        start: zonedInstant(date, open, zone),
        end: zonedInstant(date, closeMinute, zone),
      });
    }
  }

  raw.sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const interval of raw) {
    const previous = merged[merged.length - 1];
    if (previous && interval.start <= previous.end) {
      previous.end = Math.max(previous.end, interval.end);
    } else {
      merged.push({ ...interval });
    }
  }
  return merged.filter((i) => i.end > fromMs && i.start < toMs);
}

function isAfter(a: CalendarDate, b: CalendarDate): boolean {
  return dayNumber(a) > dayNumber(b);
}
