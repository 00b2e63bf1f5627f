import { afterEach, describe, expect, it } from 'vitest';
import { TZDate } from '@date-fns/tz';
import {
  addDays,
  forgetZoneSpans,
  formatDayMonthYear,
  knowZoneSpans,
  zoneSpan,
  type ZoneSpan,
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

describe('zoneSpan: one UTC offset, cut at a change of offset', () => {
  const at = (iso: string) => Date.parse(iso);
  const DAY = 86_400_000;
  it.each([
    // zone, anchor, offset, from, to (null: the reach itself, no change inside)
    ['Europe/Moscow', '2026-11-27T12:00:00Z', 180, null, null],
    ['Asia/Kathmandu', '2026-11-27T12:00:00Z', 345, null, null],
    // Berlin springs forward at 01:00 UTC on 29 March 2026, and falls back at 01:00 UTC on 25 Oct.
    ['Europe/Berlin', '2026-03-27T12:00:00Z', 60, null, '2026-03-29T01:00:00.000Z'],
    ['Europe/Berlin', '2026-03-30T12:00:00Z', 120, '2026-03-29T01:00:00.000Z', null],
    ['Europe/Berlin', '2026-10-27T12:00:00Z', 60, '2026-10-25T01:00:00.000Z', null],
    // New York falls back at 06:00 UTC on 1 November 2026; Lord Howe moves by half an hour.
    ['America/New_York', '2026-10-30T12:00:00Z', -240, null, '2026-11-01T06:00:00.000Z'],
    ['Australia/Lord_Howe', '2026-04-01T00:00:00Z', 660, null, '2026-04-04T15:00:00.000Z'],
  ])('%s around %s: offset %i, from %s to %s', (zone, iso, offset, from, to) => {
    const anchor = at(iso);
    const span = zoneSpan(zone, anchor)!;
    expect(span.offset).toBe(offset);
    expect(new Date(span.from).toISOString()).toBe(
      from ?? new Date(anchor - 3 * DAY).toISOString(),
    );
    expect(span.to).toBe(to ? at(to) : anchor + 10 * DAY + 1);
  });

  it('is null for a zone the zone database does not know', () => {
    expect(zoneSpan('Mars/Olympus_Mons', at('2026-11-27T12:00:00Z'))).toBeNull();
  });
});

describe('known spans: the same clock as the zone database, without it', () => {
  afterEach(() => forgetZoneSpans());
  const anchors = [
    ['Europe/Moscow', '2026-11-27T12:00:00Z'],
    ['Europe/Berlin', '2026-03-27T12:00:00Z'],
    ['Europe/Berlin', '2026-10-22T12:00:00Z'],
    ['America/New_York', '2026-10-30T12:00:00Z'],
    ['Australia/Lord_Howe', '2026-04-01T00:00:00Z'],
    ['Asia/Kathmandu', '2026-02-28T20:00:00Z'],
    // Chile moves its clocks at midnight: 00:00-00:59 of 7 September 2025 never shows.
    ['America/Santiago', '2025-09-04T12:00:00Z'],
    ['America/Santiago', '2026-04-02T12:00:00Z'],
  ] as const;

  it.each(anchors)('%s around %s: localParts and zonedInstant agree with TZDate', (zone, iso) => {
    const anchor = Date.parse(iso);
    const instants = Array.from(
      { length: 600 },
      (_, i) => anchor - 3 * 86_400_000 + i * 37 * 60_000,
    );
    const first = new Date(anchor - 3 * 86_400_000);
    const days = Array.from({ length: 14 }, (_, i) =>
      addDays(
        { year: first.getUTCFullYear(), month: first.getUTCMonth() + 1, day: first.getUTCDate() },
        i,
      ),
    );
    // Every ten minutes of each day, and its last minute and the next midnight.
    const minutes = [...Array.from({ length: 144 }, (_, i) => i * 10), 1439, 1440];
    // The zone database's answers, through @date-fns/tz's TZDate itself.
    const expectedParts = instants.map((t) => {
      const d = new TZDate(t, zone);
      const weekday = d.getDay() === 0 ? 7 : d.getDay();
      return {
        year: d.getFullYear(),
        month: d.getMonth() + 1,
        day: d.getDate(),
        weekday,
        hour: d.getHours(),
        minute: d.getMinutes(),
      };
    });
    const expectedInstants = days.flatMap((d) =>
      minutes.map((m) => new TZDate(d.year, d.month - 1, d.day, 0, m, zone).getTime()),
    );
    // Without spans, the zone database answers the same.
    expect(instants.map((t) => localParts(t, zone))).toEqual(expectedParts);
    expect(days.flatMap((d) => minutes.map((m) => zonedInstant(d, m, zone)))).toEqual(
      expectedInstants,
    );
    knowZoneSpans([zoneSpan(zone, anchor)!]);
    expect(instants.map((t) => localParts(t, zone))).toEqual(expectedParts);
    expect(days.flatMap((d) => minutes.map((m) => zonedInstant(d, m, zone)))).toEqual(
      expectedInstants,
    );
  });

  it('reads a known span without the zone database', () => {
    // A zone name the database does not know: only the span can answer.
    knowZoneSpans([{ zone: 'Test/Nowhere', from: 0, to: Date.parse('2030-01-01'), offset: 330 }]);
    expect(localParts(Date.parse('2026-11-27T20:00:00Z'), 'Test/Nowhere')).toEqual({
      year: 2026,
      month: 11,
      day: 28,
      hour: 1,
      minute: 30,
      weekday: 6,
    });
    expect(zonedInstant({ year: 2026, month: 11, day: 28 }, 90, 'Test/Nowhere')).toBe(
      Date.parse('2026-11-27T20:00:00Z'),
    );
  });

  it('leaves out malformed spans (the page state is not trusted blindly)', () => {
    const bad = [
      { zone: 'Europe/Moscow', from: 10, to: 5, offset: 0 },
      { zone: 'Europe/Moscow', from: 0, to: Infinity, offset: 999 },
      { zone: 7, from: 0, to: 1e13, offset: 0 },
      null,
    ] as unknown as ZoneSpan[];
    knowZoneSpans(bad);
    knowZoneSpans('nonsense' as unknown as ZoneSpan[]);
    expect(localParts(Date.parse('2026-11-27T20:00:00Z'), 'Europe/Moscow').hour).toBe(23);
  });
});
