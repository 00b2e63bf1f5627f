import { describe } from 'vitest';
import { hoursRows, weekdayName } from '../../../src/domain/opening-hours';
import type { WorkTime } from '../../../src/domain/model';
import { cases } from '../../fixtures/cases';

const week = (...days: [number, string, string][]): WorkTime => ({
  around_clock: false,
  week: days.map(([day, from, to]) => ({ day, from, to })),
  cooking_time_in_minutes: 40,
  wp_timezone: 'Europe/Moscow',
});
const every = (from: string, to: string) =>
  week(...[1, 2, 3, 4, 5, 6, 7].map((d): [number, string, string] => [d, from, to]));

describe("a stock's opening hours, as its contacts list them", () => {
  cases('hoursRows(%j) = %j', hoursRows, [
    [every('09:00', '22:00'), [{ from: 1, to: 7, opens: '09:00', closes: '22:00' }]],
    // The demo's Moscow kitchen: late on Friday and Saturday.
    [
      week(
        [1, '10:00', '23:00'],
        [2, '10:00', '23:00'],
        [3, '10:00', '23:00'],
        [4, '10:00', '23:00'],
        [5, '10:00', '01:00'],
        [6, '10:00', '01:00'],
        [7, '10:00', '23:00'],
      ),
      [
        { from: 1, to: 4, opens: '10:00', closes: '23:00' },
        { from: 5, to: 6, opens: '10:00', closes: '01:00' },
        { from: 7, to: 7, opens: '10:00', closes: '23:00' },
      ],
    ],
    // Days without hours are days off; the order the backend lists them in does not matter.
    [
      week([3, '12:00', '20:00'], [1, '12:00', '20:00'], [2, '12:00', '20:00']),
      [
        { from: 1, to: 3, opens: '12:00', closes: '20:00' },
        { from: 4, to: 7, closed: true },
      ],
    ],
    [
      week([2, '10:00', '18:00'], [4, '10:00', '18:00']),
      [
        { from: 1, to: 1, closed: true },
        { from: 2, to: 2, opens: '10:00', closes: '18:00' },
        { from: 3, to: 3, closed: true },
        { from: 4, to: 4, opens: '10:00', closes: '18:00' },
        { from: 5, to: 7, closed: true },
      ],
    ],
    // A day listed twice keeps its first hours; a day out of 1-7 or without both times is ignored.
    [
      week([1, '10:00', '18:00'], [1, '11:00', '19:00'], [8, '10:00', '18:00'], [2, '', '18:00']),
      [
        { from: 1, to: 1, opens: '10:00', closes: '18:00' },
        { from: 2, to: 7, closed: true },
      ],
    ],
    [{ ...every('10:00', '22:00'), around_clock: true }, [{ from: 1, to: 7, aroundClock: true }]],
    // No hours at all: nothing to show (not a week of days off).
    [week(), []],
  ]);

  cases('weekdayName(%s, %s) = %s', weekdayName, [
    [1, 'ru', 'пн'],
    [7, 'ru', 'вс'],
    [1, 'en', 'Mon'],
    [5, 'de', 'Fr'],
  ]);
});
