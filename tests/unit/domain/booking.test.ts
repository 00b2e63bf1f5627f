import { describe, expect, it } from 'vitest';
import { shippingMethodSchema, type WorkTime } from '../../../src/domain/model';
import { workHours } from '../../fixtures/work-hours';
import {
  BOOKING_DEFAULTS,
  bookingProblems,
  bookingRestaurants,
  bookingRulesOf,
  hasFreeTable,
  tablesTaken,
  type BookingForm,
  type BookingProblems,
  type BookingRestaurant,
  type BookingRules,
} from '../../../src/domain/booking';
import { bookingDays, bookingTimes, bookingWorkTime } from '../../../src/domain/booking-times';
import * as v from 'valibot';

// Monday to Thursday 10:00-23:00, Friday until 01:00 at night, Saturday until 00:30, Sunday closed.
const week = [1, 2, 3, 4].map((day) => ({ day, from: '10:00', to: '23:00' }));
week.push({ day: 5, from: '10:00', to: '01:00' }, { day: 6, from: '12:00', to: '00:30' });
const hours = workHours(week);
const rules = (extra: Partial<BookingRules> = {}): BookingRules => ({
  ...BOOKING_DEFAULTS,
  daysAhead: 7,
  ...extra,
});
// 2026-11-18 is a Wednesday. Moscow is UTC+3, Novosibirsk UTC+7.
const at = (iso: string) => Date.parse(iso);
const WEDNESDAY_14 = at('2026-11-18T14:00:00+03:00');
const on = (times: { date: string; time: string }[], date: string) =>
  times.filter((t) => t.date === date).map((t) => t.time);

describe('bookingRestaurants: SPEC.md §3 wcso_booking restaurants', () => {
  const method = (id: string, type: string, restaurants: unknown[]) =>
    v.parse(shippingMethodSchema, { id, type, name: `m ${id}`, pickup_locations: [], restaurants });
  const r1 = { id: 'r1', name: 'На Покровке', address: 'Покровка, 17', warehouse_id: '101' };

  it.each<[string, unknown[], string[]]>([
    ['only booking methods count', [method('restaurants:3', 'restaurants', [r1])], []],
    [
      'a booking method gives its restaurants',
      [method('wcso_booking:4', 'wcso_booking', [r1])],
      ['r1'],
    ],
    [
      'a restaurant in two booking methods appears once',
      [
        method('wcso_booking:4', 'wcso_booking', [r1]),
        method('wcso_booking:5', 'wcso_booking', [r1, { ...r1, id: 'r2' }]),
      ],
      ['r1', 'r2'],
    ],
  ])('%s', (_, methods, ids) => {
    expect(bookingRestaurants(methods as never).map((r) => r.id)).toEqual(ids);
  });

  it('names a restaurant by its address when it has no name, and keeps its method', () => {
    const [r] = bookingRestaurants([
      method('wcso_booking:4', 'wcso_booking', [{ ...r1, name: '' }]),
    ]);
    expect(r).toMatchObject({
      name: 'Покровка, 17',
      methodId: 'wcso_booking:4',
      warehouseId: '101',
    });
  });
});

describe('bookingRulesOf: the restaurant limits, else the defaults', () => {
  it.each<[string, Record<string, unknown>, Partial<BookingRules>]>([
    ['nothing set', {}, { maxGuests: 10, tables: 0, daysAhead: 30 }],
    [
      'own limits',
      { max_guests: 6, tables: 18, booking_days_ahead: 14 },
      { maxGuests: 6, tables: 18, daysAhead: 14 },
    ],
    [
      'strings as WordPress sends them',
      { max_guests: '8', tables: '4' },
      { maxGuests: 8, tables: 4 },
    ],
    [
      'nonsense falls back',
      { max_guests: 0, tables: -1, booking_days_ahead: 'x' },
      { maxGuests: 10, tables: 0, daysAhead: 30 },
    ],
  ])('%s', (_, restaurant, want) => {
    expect(bookingRulesOf(restaurant)).toMatchObject(want);
  });
});

describe('bookingTimes: the restaurant clock, open hours, notice and last seating', () => {
  it.each<[string, WorkTime, number, Partial<BookingRules>, string, string[] | 'none', string?]>([
    [
      'today: from an hour after now until an hour before closing',
      hours(),
      WEDNESDAY_14,
      {},
      '18.11.2026',
      ['15:00', '15:30', '16:00'],
      '22:00',
    ],
    ['tomorrow from opening', hours(), WEDNESDAY_14, {}, '19.11.2026', ['10:00', '10:30'], '22:00'],
    [
      'Friday runs past midnight: the last seating is at midnight',
      hours(),
      WEDNESDAY_14,
      {},
      '20.11.2026',
      ['10:00'],
      '23:30',
    ],
    [
      "Saturday's first times are Friday night's hours",
      hours(),
      WEDNESDAY_14,
      {},
      '21.11.2026',
      ['00:00', '12:00'],
      '23:30',
    ],
    [
      'Sunday is closed: Saturday night ends too soon for a visit',
      hours(),
      WEDNESDAY_14,
      {},
      '22.11.2026',
      'none',
    ],
    [
      'Novosibirsk: 14:00 in Moscow is 18:00 there',
      hours({ wp_timezone: 'Asia/Novosibirsk' }),
      WEDNESDAY_14,
      {},
      '18.11.2026',
      ['19:00', '19:30'],
      '22:00',
    ],
    [
      'a longer notice and an hourly grid',
      hours(),
      WEDNESDAY_14,
      { noticeMinutes: 180, stepMinutes: 60 },
      '18.11.2026',
      ['17:00', '18:00'],
      '22:00',
    ],
    [
      'round the clock',
      bookingWorkTime(null, 'Europe/Moscow'),
      WEDNESDAY_14,
      { lastSeatingMinutes: 0 },
      '19.11.2026',
      ['00:00', '00:30'],
      '23:30',
    ],
  ])('%s', (_, workTime, now, extra, date, first, last) => {
    const times = on(bookingTimes(workTime, now, rules(extra)), date);
    if (first === 'none') return expect(times).toEqual([]);
    expect(times.slice(0, first.length)).toEqual(first);
    expect(times[times.length - 1]).toBe(last);
  });

  it('offers only the days ahead, today included, skipping closed days', () => {
    const dates = bookingDays(hours(), WEDNESDAY_14, rules({ daysAhead: 7 }));
    expect(dates).toEqual([
      '18.11.2026',
      '19.11.2026',
      '20.11.2026',
      '21.11.2026',
      '23.11.2026',
      '24.11.2026',
    ]);
  });

  it('after the last seating today is gone', () => {
    const late = at('2026-11-18T22:30:00+03:00');
    expect(bookingDays(hours(), late, rules())[0]).toBe('19.11.2026');
  });

  it('one day narrowed is the same as that day of all of them', () => {
    const all = bookingTimes(hours(), WEDNESDAY_14, rules());
    for (const date of ['18.11.2026', '20.11.2026', '21.11.2026', '24.11.2026']) {
      const day = bookingTimes(hours(), WEDNESDAY_14, rules(), { from: date, days: 1 });
      expect(day).toEqual(all.filter((t) => t.date === date));
    }
    expect(bookingTimes(hours(), WEDNESDAY_14, rules(), { from: '25.11.2026', days: 1 })).toEqual(
      [],
    );
    expect(bookingTimes(hours(), WEDNESDAY_14, rules(), { from: '17.11.2026', days: 1 })).toEqual(
      [],
    );
    expect(bookingTimes(hours(), WEDNESDAY_14, rules(), { from: 'soon', days: 1 })).toEqual([]);
  });

  it('each time knows its instant', () => {
    const [first] = bookingTimes(hours(), WEDNESDAY_14, rules());
    expect(first).toEqual({
      date: '18.11.2026',
      time: '15:00',
      start: at('2026-11-18T15:00:00+03:00'),
    });
  });
});

describe('free tables: bookings overlapping a visit', () => {
  const h = (hh: number, mm = 0) =>
    at(`2026-11-19T${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}:00+03:00`);
  const booked = [h(18), h(19), h(21)];
  it.each<[string, number, number, boolean]>([
    ['18:00 overlaps 18:00 and 19:00', h(18), 2, false],
    ['19:30 overlaps 18:00, 19:00 and 21:00', h(19, 30), 3, false],
    ['16:00 ends as 18:00 begins', h(16), 0, true],
    ['23:00 is two hours after 21:00', h(23), 0, true],
  ])('%s', (_, start, taken, freeWithTwo) => {
    expect(tablesTaken(booked, start, { visitMinutes: 120 })).toBe(taken);
    expect(hasFreeTable(booked, start, { tables: 2, visitMinutes: 120 })).toBe(freeWithTwo);
  });

  it('0 tables means not limited', () => {
    expect(hasFreeTable(booked, h(19), { tables: 0, visitMinutes: 120 })).toBe(true);
  });
});

describe('bookingProblems: the form, checked the same on both sides', () => {
  const restaurant: BookingRestaurant = {
    id: 'r1',
    methodId: 'wcso_booking:4',
    methodName: 'Бронь столика',
    name: 'Ресторан на Покровке',
    address: 'Москва, ул. Покровка, 17',
    warehouseId: '101',
    rules: rules({ maxGuests: 8 }),
  };
  const timesOn = (date: string) =>
    bookingTimes(hours(), WEDNESDAY_14, restaurant.rules, { from: date, days: 1 });
  const ok: BookingForm = {
    restaurantId: 'r1',
    date: '19.11.2026',
    time: '19:00',
    guests: 2,
    name: 'Анна',
    phone: '+7 916 123-45-67',
    comment: '',
  };
  const check = (form: Partial<BookingForm>, r: BookingRestaurant | null = restaurant) =>
    bookingProblems(
      { ...ok, ...form },
      {
        restaurant: r,
        timesOn,
        now: WEDNESDAY_14,
        timeZone: 'Europe/Moscow',
        isPhone: (p) => p.replace(/\D/g, '').length === 11,
      },
    );

  it.each<[string, Partial<BookingForm>, BookingProblems]>([
    ['a good form', {}, {}],
    ['time given as H:MM', { time: '9:00', date: '20.11.2026' }, { time: 'unavailable' }],
    ['no restaurant', { restaurantId: '' }, { restaurantId: 'required' }],
    ['no date', { date: '' }, { date: 'required' }],
    ['not a date', { date: '31.02.2026' }, { date: 'invalid' }],
    ['yesterday', { date: '17.11.2026' }, { date: 'past' }],
    ['beyond the days offered', { date: '25.11.2026' }, { date: 'too-far' }],
    ['a closed day', { date: '22.11.2026' }, { date: 'closed' }],
    ['no time', { time: '' }, { time: 'required' }],
    ['not a time', { time: '25:00' }, { time: 'invalid' }],
    ['earlier today', { date: '18.11.2026', time: '13:30' }, { time: 'past' }],
    ['too soon today', { date: '18.11.2026', time: '14:30' }, { time: 'unavailable' }],
    ['before opening', { time: '09:30' }, { time: 'unavailable' }],
    ['after the last seating', { time: '22:30' }, { time: 'unavailable' }],
    ['off the grid', { time: '19:10' }, { time: 'unavailable' }],
    ['no guests', { guests: 0 }, { guests: 'range' }],
    ['more guests than the restaurant seats', { guests: 9 }, { guests: 'range' }],
    ['the most guests', { guests: 8 }, {}],
    ['half a guest', { guests: 1.5 }, { guests: 'range' }],
    ['a blank name', { name: '  ' }, { name: 'required' }],
    ['a very long name', { name: 'А'.repeat(101) }, { name: 'too-long' }],
    ['no phone', { phone: '' }, { phone: 'required' }],
    ['a short phone', { phone: '12' }, { phone: 'invalid' }],
    ['a very long comment', { comment: 'x'.repeat(501) }, { comment: 'too-long' }],
  ])('%s', (_, form, problems) => {
    expect(check(form)).toEqual(problems);
  });

  it('an unknown restaurant: no time check, default guests limit', () => {
    expect(check({ restaurantId: 'r9', guests: 10 }, null)).toEqual({ restaurantId: 'unknown' });
  });
});
