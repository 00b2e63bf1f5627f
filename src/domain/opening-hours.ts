// SPEC.md §3 delivery_work_time as a shop lists its hours on its contacts page: "Mon–Thu
// 10:00–23:00, Fri–Sat 10:00–01:00, Sun 10:00–23:00". Consecutive weekdays with the same hours
// share a row; a weekday without hours is a day off; around the clock is one row for the week.
import type { WorkTime } from './model.ts';
import { dateLocale } from './date-locale.ts';

/** Weekdays `from`…`to` (1 = Monday … 7 = Sunday), open `opens`–`closes`, or closed. */
type DayRun =
  | { from: number; to: number; opens: string; closes: string }
  | { from: number; to: number; closed: true };

export type HoursRow = DayRun | { from: 1; to: 7; aroundClock: true };

export function hoursRows(workTime: WorkTime): HoursRow[] {
  if (workTime.around_clock) return [{ from: 1, to: 7, aroundClock: true }];
  const byDay = new Map<number, { opens: string; closes: string }>();
  for (const d of workTime.week)
    if (d.day >= 1 && d.day <= 7 && d.from && d.to && !byDay.has(d.day))
      byDay.set(d.day, { opens: d.from, closes: d.to });
  // A shop that lists no hours at all has none to show (not a week of days off).
  if (byDay.size === 0) return [];
  const runs: DayRun[] = [];
  for (let day = 1; day <= 7; day++) {
    const hours = byDay.get(day);
    const run: DayRun = hours
      ? { from: day, to: day, ...hours }
      : { from: day, to: day, closed: true };
    const last = runs.at(-1);
    // The day before had the same hours (or was closed too): one run.
    if (last && sameHours(last, run)) last.to = day;
    else runs.push(run);
  }
  return runs;
}

function sameHours(a: DayRun, b: DayRun): boolean {
  if ('closed' in a || 'closed' in b) return 'closed' in a && 'closed' in b;
  return a.opens === b.opens && a.closes === b.closes;
}

/** A weekday's short name in the interface language (1 = Monday: 1 January 2024 was one). */
export function weekdayName(day: number, language: string): string {
  return new Intl.DateTimeFormat(dateLocale(language), {
    weekday: 'short',
    timeZone: 'UTC',
  }).format(Date.UTC(2024, 0, day));
}
