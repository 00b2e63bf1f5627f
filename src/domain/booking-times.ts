// The days and times a table can be booked (SPEC.md §2 Modals "booking"): on the restaurant's own
// clock — its stock's delivery_work_time in its wp_timezone (SPEC.md §3) — open from the start
// until the last seating, after a notice, within the days offered. Apart from booking.ts because
// the work-time rules stay out of the storefront's booking chunk: the backend answers the times
// (GET booking/v1/slots) and checks every booking with these functions.
import type { WorkTime } from './model';
import { availableSlots } from './work-time';
import {
  addDays,
  dayNumber,
  formatDayMonthYear,
  localParts,
  parseDayMonthYear,
  parseHourMinute,
  weekdayOf,
  zonedInstant,
} from './zoned-time';
import type { BookingRules, BookingTime } from './booking';

/** The hours a restaurant books by: its stock's work time, or round the clock in its city's zone. */
export function bookingWorkTime(workTime: WorkTime | null, timeZone: string): WorkTime {
  return (
    workTime ?? { around_clock: true, week: [], cooking_time_in_minutes: 0, wp_timezone: timeZone }
  );
}

const MS_PER_MINUTE = 60_000;

/**
 * The times a table can be booked: on the rules' grid of the restaurant's clock, open from the
 * start until the last seating, no sooner than the notice allows, within the days offered (today
 * included). `range` narrows them to some days from a date: one day's times cost one day's work.
 * Built on the delivery slots of work-time.ts (open hours, past-midnight hours, time zone).
 */
export function bookingTimes(
  workTime: WorkTime,
  now: number,
  rules: BookingRules,
  range: { from?: string; days?: number } = {},
): BookingTime[] {
  const zone = workTime.wp_timezone;
  const step = rules.stepMinutes;
  const lastDay = dayNumber(localParts(now, zone)) + rules.daysAhead - 1;
  const from = range.from ? parseDayMonthYear(range.from) : null;
  if (range.from && !from) return [];
  const earliest = now + rules.noticeMinutes * MS_PER_MINUTE;
  const start = from ? Math.max(earliest, zonedInstant(from, 0, zone)) : earliest;
  const firstDay = dayNumber(localParts(start, zone));
  const rangeEnd = from ? dayNumber(from) + (range.days ?? Infinity) - 1 : Infinity;
  const endDay = Math.min(lastDay, rangeEnd);
  if (endDay < firstDay) return [];
  // One day more than asked: a late seating needs the hours after midnight.
  const slots = availableSlots(workTime, new Date(start), {
    cookingMinutes: 0,
    stepMinutes: step,
    days: endDay - firstDay + 2,
  });
  const starts = slots.map((s) => {
    const date = parseDayMonthYear(s.date)!;
    return {
      date: s.date,
      time: s.from,
      start: zonedInstant(date, parseHourMinute(s.from)!, zone),
      day: dayNumber(date),
    };
  });
  const open = new Set(starts.map((s) => s.start));
  // Slots lie wholly inside open hours, so a run of them up to the last seating means "open".
  const needed = Math.max(1, Math.ceil(rules.lastSeatingMinutes / step));
  return starts
    .filter((s) => {
      if (s.day > endDay) return false;
      for (let k = 1; k < needed; k++)
        if (!open.has(s.start + k * step * MS_PER_MINUTE)) return false;
      return true;
    })
    .map(({ date, time, start: at }) => ({ date, time, start: at }));
}

/**
 * The days offered, today included: each day of the week the restaurant has hours, and today
 * only while a time is left. A closed weekday reached only by the night before's late hours is
 * not offered (its few times after midnight belong to the evening before).
 */
export function bookingDays(workTime: WorkTime, now: number, rules: BookingRules): string[] {
  const today = localParts(now, workTime.wp_timezone);
  const open = new Set(workTime.week.filter((d) => d.from !== '' && d.to !== '').map((d) => d.day));
  const days: string[] = [];
  for (let offset = 0; offset < rules.daysAhead; offset++) {
    const date = addDays(today, offset);
    const text = formatDayMonthYear(date);
    if (!workTime.around_clock && !open.has(weekdayOf(date))) continue;
    if (offset === 0 && bookingTimes(workTime, now, rules, { from: text, days: 1 }).length === 0)
      continue;
    days.push(text);
  }
  return days;
}
