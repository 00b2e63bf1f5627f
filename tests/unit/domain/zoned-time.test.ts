import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatDayMonthYear,
  formatHourMinute,
  localParts,
  parseDayMonthYear,
  parseHourMinute,
  weekdayOf,
  zonedInstant,
} from '../../../src/domain/zoned-time';
import { cases } from '../../fixtures/cases';

describe('localParts: the shop clock, not the device clock', () => {
  it.each([
    // 2024-01-07 is a Sunday; 20:30 UTC is 23:30 in Moscow and already Monday 03:30 in Novosibirsk.
    ['Europe/Moscow', '2024-01-07T20:30:00Z', { day: 7, hour: 23, minute: 30, weekday: 7 }],
    ['Asia/Novosibirsk', '2024-01-07T20:30:00Z', { day: 8, hour: 3, minute: 30, weekday: 1 }],
    ['Europe/Moscow', '2024-01-08T09:00:00Z', { day: 8, hour: 12, minute: 0, weekday: 1 }],
  ])('%s at %s', (zone, iso, expected) => {
    expect(localParts(new Date(iso), zone)).toMatchObject(expected);
  });
});

describe('zonedInstant', () => {
  it.each([
    ['Europe/Moscow', { year: 2024, month: 1, day: 8 }, 600, '2024-01-08T07:00:00.000Z'],
    ['Asia/Novosibirsk', { year: 2024, month: 1, day: 8 }, 600, '2024-01-08T03:00:00.000Z'],
    // minute 1440 is the next midnight: closing times past midnight rely on it
    ['Europe/Moscow', { year: 2024, month: 12, day: 31 }, 1440, '2024-12-31T21:00:00.000Z'],
  ])('%s %o minute %i', (zone, date, minute, iso) => {
    expect(new Date(zonedInstant(date, minute, zone)).toISOString()).toBe(iso);
  });
});

describe('calendar helpers', () => {
  cases('parseDayMonthYear(%j)', parseDayMonthYear, [
    ['15.03.1990', { year: 1990, month: 3, day: 15 }],
    ['1.1.2000', { year: 2000, month: 1, day: 1 }],
    ['29.02.2024', { year: 2024, month: 2, day: 29 }],
    ['29.02.2023', null],
    ['32.01.2024', null],
    ['1990-03-15', null],
    ['', null],
  ]);

  cases('parseHourMinute(%j) = %j', parseHourMinute, [
    ['10:30', 630],
    ['10', 600],
    [9, 540],
    ['00:00', 0],
    ['24:00', 1440],
    ['23:59:59', 1439],
    ['24:30', null],
    ['10:60', null],
    ['ten', null],
  ]);

  cases('formatHourMinute(%i) = %s', formatHourMinute, [
    [0, '00:00'],
    [630, '10:30'],
    [1440, '00:00'],
    [1470, '00:30'],
  ]);

  cases('weekdayOf(%o) = %i (Sunday=7)', weekdayOf, [
    [{ year: 2024, month: 1, day: 7 }, 7],
    [{ year: 2024, month: 1, day: 8 }, 1],
    [{ year: 2024, month: 1, day: 13 }, 6],
  ]);

  it('addDays crosses month and year ends', () => {
    expect(addDays({ year: 2024, month: 12, day: 31 }, 1)).toEqual({
      year: 2025,
      month: 1,
      day: 1,
    });
    expect(formatDayMonthYear(addDays({ year: 2024, month: 3, day: 1 }, -1))).toBe('29.02.2024');
  });
});
