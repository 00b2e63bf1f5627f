import { describe, expect, it } from 'vitest';
import {
  bookingOfOrder,
  bookingState,
  bookingWhen,
  isOtherClock,
  type BookingFacts,
} from '../../../src/domain/booking-label.ts';
import { cases } from '../../fixtures/cases';

const meta = (entries: Record<string, unknown>) =>
  Object.entries(entries).map(([key, value], i) => ({ id: i + 1, key, value }));

const VENDOR_META = meta({
  booking_id: 7,
  booking_date: '19.11.2026',
  booking_time: '19:00',
  people_count: 3,
  local_pickup_name: 'Ресторан на Покровке',
  pickup_address: 'Москва, ул. Покровка, 17',
});

/** The reference backend's `booking` (server/booking/booking-service.ts), status left out. */
const WHOLE = {
  id: 7,
  order_id: 12,
  restaurant: { id: 'r1', name: 'Ресторан на Красном', address: 'Новосибирск, Красный пр-т, 25' },
  date: '19.11.2026',
  time: '20:30',
  time_zone: 'Asia/Novosibirsk',
  starts_at: '2026-11-19T13:30:00.000Z',
  guests: 4,
  name: 'Иван',
  phone: '+79130001122',
  comment: 'У окна',
};

const facts = (over: Partial<BookingFacts>): BookingFacts => ({
  id: null,
  date: '19.11.2026',
  time: '19:00',
  guests: 1,
  restaurant: '',
  address: '',
  timeZone: null,
  startsAt: null,
  name: '',
  phone: '',
  comment: '',
  ...over,
});

describe('bookingOfOrder', () => {
  it.each([
    [
      'the vendor meta only (a merchant backend)',
      { order_kind: 'booking', meta_data: VENDOR_META },
      facts({
        id: 7,
        guests: 3,
        restaurant: 'Ресторан на Покровке',
        address: 'Москва, ул. Покровка, 17',
      }),
    ],
    [
      'the whole booking wins over the meta',
      { order_kind: 'booking', booking: WHOLE, meta_data: VENDOR_META },
      facts({
        id: 7,
        time: '20:30',
        guests: 4,
        restaurant: 'Ресторан на Красном',
        address: 'Новосибирск, Красный пр-т, 25',
        timeZone: 'Asia/Novosibirsk',
        startsAt: Date.parse('2026-11-19T13:30:00Z'),
        name: 'Иван',
        phone: '+79130001122',
        comment: 'У окна',
      }),
    ],
    ['an ordinary order', { order_kind: 'delivery', meta_data: VENDOR_META }, null],
    ['a booking with nothing to read', { order_kind: 'booking' }, null],
    [
      'an unreadable date',
      {
        order_kind: 'booking',
        meta_data: meta({ booking_date: '2026-11-19', booking_time: '19:00' }),
      },
      null,
    ],
    [
      'guests missing: one',
      {
        order_kind: 'booking',
        meta_data: meta({ booking_date: '19.11.2026', booking_time: '09:30' }),
      },
      facts({ time: '09:30' }),
    ],
    [
      'a damaged booking object falls back to the meta',
      { order_kind: 'booking', booking: 'broken', meta_data: VENDOR_META },
      facts({
        id: 7,
        guests: 3,
        restaurant: 'Ресторан на Покровке',
        address: 'Москва, ул. Покровка, 17',
      }),
    ],
  ])('%s', (_name, order, expected) => {
    expect(bookingOfOrder(order)).toEqual(expected);
  });
});

describe('bookingWhen', () => {
  it.each([
    ['ru', { date: '19.11.2026', time: '19:00' }, 'чт, 19 нояб. · 19:00'],
    ['en', { date: '19.11.2026', time: '19:00' }, 'Thu, Nov 19 · 19:00'],
    ['ru', { date: '01.01.2027', time: '12:30' }, 'пт, 1 янв. · 12:30'],
    ['ru', { date: 'soon', time: '12:30' }, '12:30'],
  ])('%s %j', (locale, booking, expected) => {
    expect(bookingWhen(booking, locale)).toBe(expected);
  });
});

describe('isOtherClock', () => {
  const at = Date.parse('2026-11-19T13:30:00Z'); // 20:30 in Novosibirsk, 16:30 in Moscow
  it.each([
    ['Novosibirsk seen from Moscow', 'Asia/Novosibirsk', at, 'Europe/Moscow', true],
    ['Moscow seen from Moscow', 'Europe/Moscow', at, 'Europe/Moscow', false],
    ['another name, the same clock', 'Europe/Moscow', at, 'Europe/Simferopol', false],
    ['zone unknown', null, at, 'Europe/Moscow', false],
    ['instant unknown', 'Asia/Novosibirsk', null, 'Europe/Moscow', false],
    ['a zone the device does not know', 'Mars/Olympus', at, 'Europe/Moscow', false],
  ])('%s', (_name, timeZone, startsAt, device, expected) => {
    expect(isOtherClock({ timeZone, startsAt }, device)).toBe(expected);
  });
});

describe('bookingState', () => {
  cases('%s → %s', bookingState, [
    ['processing', 'booked'],
    ['pending', 'booked'],
    ['making', 'booked'],
    ['on-hold', 'booked'],
    ['completed', 'visited'],
    ['cancelled', 'cancelled'],
    ['refunded', 'cancelled'],
    ['no-show', null],
  ]);
});
