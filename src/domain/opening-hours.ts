// SPEC.md §3 delivery_work_time as a shop lists its hours on its contacts page: "Mon–Thu
// 10:00–23:00, Fri–Sat 10:00–01:00, Sun 10:00–23:00". Consecutive weekdays with the same hours
// share a row; a weekday without hours is a day off; around the clock is one row for the week.
import type { WorkTime } from './model.ts';
import { dateLocale } from './date-locale.ts';

export type HoursRow =
  /** Weekdays `from`…`to` (1 = Monday … 7 = Sunday), open `opens`–`closes`. */
  | { from: number; to: number; opens: string; closes: string }
  /** Closed those days. */
  | { from: number; to: number; closed: true }
  | { from: 1; to: 7; aroundClock: true };

type Hours = { opens: string; closes: string } | null;

export function hoursRows(workTime: WorkTime): HoursRow[] {
  if (workTime.around_clock) return [{ from: 1, to: 7, aroundClock: true }];
  const byDay = new Map<number, Hours>();
  for (const d of workTime.week)
    if (d.day >= 1 && d.day <= 7 && d.from && d.to && !byDay.has(d.day))
      byDay.set(d.day, { opens: d.from, closes: d.to });
  // A shop that lists no hours at all has none to show (not a week of days off).
  if (byDay.size === 0) return [];
  const rows: HoursRow[] = [];
  for (let day = 1; day <= 7; day++) {
    const hours = byDay.get(day) ?? null;
    const last = rows.at(-1);
    if (last && last.to === day - 1 && same(last, hours)) last.to = day;
    else rows.push(hours ? { from: day, to: day, ...hours } : { from: day, to: day, closed: true });
  }
  return rows;
}

function same(row: HoursRow, hours: Hours): boolean {
  if ('aroundClock' in row) return false;
  if ('closed' in row) return hours === null;
  return hours !== null && row.opens === hours.opens && row.closes === hours.closes;
}

/** A weekday's short name in the interface language (1 = Monday: 1 January 2024 was one). */
export function weekdayName(day: number, language: string): string {
  return new Intl.DateTimeFormat(dateLocale(language), {
    weekday: 'short',
    timeZone: 'UTC',
  }).format(Date.UTC(2024, 0, day));
}
