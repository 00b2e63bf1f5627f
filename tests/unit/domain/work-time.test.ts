import { describe, expect, it } from 'vitest';
import type { WorkTime } from '../../../src/domain/model';
import { workHours } from '../../fixtures/work-hours';
import {
  availableSlots,
  isOpenAt,
  nextOpening,
  shopTimeZones,
  workTimeOf,
  workTimeText,
} from '../../../src/domain/work-time';

// Monday to Friday 10:00-22:00, Saturday 11:00 until 02:00 at night, Sunday closed.
const week = [1, 2, 3, 4, 5]
  .map((day) => ({ day, from: '10:00', to: '22:00' }))
  .concat([{ day: 6, from: '11:00', to: '02:00' }]);
const hours = workHours(week);
const novosibirsk = hours({ wp_timezone: 'Asia/Novosibirsk' });
const at = (iso: string) => new Date(iso);
const aroundTheClock = hours({ around_clock: true, week: [] });
/** Open on one `day` of the week only, `from` - `to`. */
const oneDay = (day: number, from: string, to: string) => hours({ week: [{ day, from, to }] });

// 2024-01-08 is a Monday. Moscow is UTC+3, Novosibirsk UTC+7.
describe('isOpenAt: on the stock clock', () => {
  it.each<[string, WorkTime, string, boolean]>([
    ['Monday 09:59 Moscow', hours(), '2024-01-08T06:59:00Z', false],
    ['Monday 10:00 Moscow (from is open)', hours(), '2024-01-08T07:00:00Z', true],
    ['Monday 21:59 Moscow', hours(), '2024-01-08T18:59:00Z', true],
    ['Monday 22:00 Moscow (to is closed)', hours(), '2024-01-08T19:00:00Z', false],
    ['Saturday 23:30, hours run past midnight', hours(), '2024-01-13T20:30:00Z', true],
    ['Sunday 01:30, still Saturday hours', hours(), '2024-01-13T22:30:00Z', true],
    ['Sunday 02:00, Saturday hours over', hours(), '2024-01-13T23:00:00Z', false],
    ['Sunday noon, no hours', hours(), '2024-01-14T09:00:00Z', false],
    ['Monday 18:30 Moscow is open', hours(), '2024-01-08T15:30:00Z', true],
    ['same instant is 22:30 in Novosibirsk: closed', novosibirsk, '2024-01-08T15:30:00Z', false],
    ['Novosibirsk Tuesday 03:00 Moscow-Monday night', novosibirsk, '2024-01-09T03:00:00Z', true],
    ['around the clock on a Sunday night', aroundTheClock, '2024-01-14T00:30:00Z', true],
    ['00:00-00:00 is the whole day', oneDay(7, '00:00', '00:00'), '2024-01-14T20:59:00Z', true],
    ['00:00-00:00 ends at midnight', oneDay(7, '00:00', '00:00'), '2024-01-14T21:00:00Z', false],
    ['to 24:00', oneDay(1, '20:00', '24:00'), '2024-01-08T20:59:00Z', true],
    ['unreadable hours are closed', oneDay(1, 'утро', 'вечер'), '2024-01-08T09:00:00Z', false],
  ])('%s', (_label, workTime, iso, expected) => {
    expect(isOpenAt(workTime, at(iso))).toBe(expected);
  });
});

describe('nextOpening', () => {
  it.each<[string, WorkTime, string, string | null]>([
    [
      'Monday early morning -> Monday 10:00',
      hours(),
      '2024-01-08T05:00:00Z',
      '2024-01-08T07:00:00.000Z',
    ],
    [
      'Monday late evening -> Tuesday 10:00',
      hours(),
      '2024-01-08T20:00:00Z',
      '2024-01-09T07:00:00.000Z',
    ],
    [
      'Sunday after Saturday night -> Monday 10:00',
      hours(),
      '2024-01-14T00:00:00Z',
      '2024-01-15T07:00:00.000Z',
    ],
    ['Friday night -> Saturday 11:00', hours(), '2024-01-12T20:00:00Z', '2024-01-13T08:00:00.000Z'],
    ['already open -> now', hours(), '2024-01-08T10:00:00Z', '2024-01-08T10:00:00.000Z'],
    [
      'Novosibirsk 22:30 -> Tuesday 10:00 Novosibirsk',
      novosibirsk,
      '2024-01-08T15:30:00Z',
      '2024-01-09T03:00:00.000Z',
    ],
    ['never open', hours({ week: [] }), '2024-01-08T10:00:00Z', null],
  ])('%s', (_label, workTime, iso, expected) => {
    expect(nextOpening(workTime, at(iso))?.toISOString() ?? null).toBe(expected);
  });
});

describe("workTimeText: 'with X until Y'", () => {
  it.each<[string, WorkTime, string, { from: string; to: string } | null]>([
    ['before opening: today', hours(), '2024-01-08T05:00:00Z', { from: '10:00', to: '22:00' }],
    [
      'while open: the running hours',
      hours(),
      '2024-01-13T21:00:00Z',
      { from: '11:00', to: '02:00' },
    ],
    ['Sunday: Monday hours', hours(), '2024-01-14T09:00:00Z', { from: '10:00', to: '22:00' }],
    [
      'Novosibirsk after closing: tomorrow',
      novosibirsk,
      '2024-01-08T15:30:00Z',
      { from: '10:00', to: '22:00' },
    ],
    ['around the clock: no popup', hours({ around_clock: true }), '2024-01-08T05:00:00Z', null],
    ['never open', hours({ week: [] }), '2024-01-08T05:00:00Z', null],
  ])('%s', (_label, workTime, iso, expected) => {
    expect(workTimeText(workTime, at(iso))).toEqual(expected);
  });
});

describe('availableSlots: 30-minute grid after cooking time, inside open hours', () => {
  it.each<[string, WorkTime, string, Parameters<typeof availableSlots>[2], number, string[]]>([
    // 19:50 + 60 min cooking = 20:50, so the first slot starts at 21:00.
    [
      'Monday evening, today only',
      hours(),
      '2024-01-08T16:50:00Z',
      { cookingMinutes: 60, days: 1 },
      2,
      ['08.01.2024 21:00-21:30', '08.01.2024 21:30-22:00'],
    ],
    [
      'Monday evening and Tuesday',
      hours(),
      '2024-01-08T16:50:00Z',
      { cookingMinutes: 60 },
      26,
      ['08.01.2024 21:00-21:30', '08.01.2024 21:30-22:00', '09.01.2024 10:00-10:30'],
    ],
    // 09:20 + 40 min = 10:00 exactly: the opening slot is still offered.
    [
      'cooking time from the stock (40 min)',
      hours(),
      '2024-01-08T06:20:00Z',
      { days: 1 },
      24,
      ['08.01.2024 10:00-10:30'],
    ],
    [
      'Saturday night: the last slot before midnight',
      hours(),
      '2024-01-13T20:00:00Z',
      { cookingMinutes: 30, days: 1 },
      1,
      ['13.01.2024 23:30-00:00'],
    ],
    [
      'Saturday night runs into Sunday dates',
      hours(),
      '2024-01-13T20:00:00Z',
      { cookingMinutes: 30 },
      5,
      ['13.01.2024 23:30-00:00', '14.01.2024 00:00-00:30', '14.01.2024 00:30-01:00'],
    ],
    [
      'Moscow 18:00: slots left today',
      hours(),
      '2024-01-08T15:00:00Z',
      { cookingMinutes: 0, days: 1 },
      8,
      ['08.01.2024 18:00-18:30'],
    ],
    [
      'same instant is 22:00 in Novosibirsk: none today',
      novosibirsk,
      '2024-01-08T15:00:00Z',
      { cookingMinutes: 0, days: 1 },
      0,
      [],
    ],
    [
      'around the clock',
      hours({ around_clock: true }),
      '2024-01-08T20:10:00Z',
      { cookingMinutes: 15, days: 1 },
      1,
      ['08.01.2024 23:30-00:00'],
    ],
    [
      'hourly step',
      hours(),
      '2024-01-08T06:00:00Z',
      { cookingMinutes: 0, stepMinutes: 60, days: 1 },
      12,
      ['08.01.2024 10:00-11:00'],
    ],
    [
      'a slot must end before closing',
      hours({ week: [{ day: 1, from: '10:00', to: '10:45' }] }),
      '2024-01-08T06:00:00Z',
      { cookingMinutes: 0, days: 1 },
      1,
      ['08.01.2024 10:00-10:30'],
    ],
  ])('%s', (_label, workTime, iso, options, count, first) => {
    const slots = availableSlots(workTime, at(iso), options);
    expect(slots).toHaveLength(count);
    expect(slots.slice(0, first.length).map((s) => `${s.date} ${s.text}`)).toEqual(first);
  });

  it('a slot carries date, from, to and text', () => {
    expect(
      availableSlots(hours(), at('2024-01-08T16:50:00Z'), { cookingMinutes: 60, days: 1 })[0],
    ).toEqual({
      date: '08.01.2024',
      from: '21:00',
      to: '21:30',
      text: '21:00-21:30',
    });
  });
});

describe('workTimeOf: delivery_work_time per stock', () => {
  const raw = {
    around_clock: true,
    week: [],
    cooking_time_in_minutes: 20,
    wp_timezone: 'Asia/Omsk',
  };
  it.each<[string, unknown, string | null, string | null]>([
    ['keyed by stock', { '101': raw }, '101', 'Asia/Omsk'],
    [
      'nested under delivery, as older backends send it',
      { delivery: { '101': raw } },
      '101',
      'Asia/Omsk',
    ],
    ['another stock', { '202': raw }, '101', null],
    ['no stock chosen', { '101': raw }, null, null],
    ['not an object', 'x', '101', null],
    ['a broken entry', { '101': { week: 'x' } }, '101', 'Europe/Moscow'],
  ])('%s', (_label, all, stock, zone) => {
    expect(workTimeOf(all, stock)?.wp_timezone ?? null).toBe(zone);
  });
});

describe('shopTimeZones: every zone the shop reads its clock in', () => {
  const stock = (wp_timezone: unknown) => ({ around_clock: true, week: [], wp_timezone });
  it.each<[string, unknown, { timezone?: string }[], string[]]>([
    ['none named: the default', {}, [], ['Europe/Moscow']],
    ['keyed by stock', { '101': stock('Asia/Omsk') }, [], ['Europe/Moscow', 'Asia/Omsk']],
    [
      'nested under delivery, and the locations’ own',
      { delivery: { '101': stock('Asia/Almaty') } },
      [{ timezone: 'Asia/Yekaterinburg' }, { timezone: '' }, {}],
      ['Europe/Moscow', 'Asia/Almaty', 'Asia/Yekaterinburg'],
    ],
    [
      'each zone once; broken entries ignored',
      { '1': stock('Asia/Omsk'), '2': stock('Asia/Omsk'), '3': stock(5), '4': null },
      [{ timezone: 'Asia/Omsk' }],
      ['Europe/Moscow', 'Asia/Omsk'],
    ],
    ['not an object', 'x', [], ['Europe/Moscow']],
  ])('%s', (_label, workTime, locations, zones) => {
    expect(shopTimeZones(workTime, locations)).toEqual(zones);
  });
});
