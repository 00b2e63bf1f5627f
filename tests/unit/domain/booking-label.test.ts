import { describe, expect, it } from 'vitest';
import { bookingOfOrder, bookingWhen } from '../../../src/domain/booking-label.ts';

const meta = (entries: Record<string, unknown>) =>
  Object.entries(entries).map(([key, value]) => ({ key, value }));

describe('bookingOfOrder', () => {
  it.each([
    [
      'a booking',
      {
        order_kind: 'booking',
        meta_data: meta({
          booking_id: 7,
          booking_date: '19.11.2026',
          booking_time: '19:00',
          people_count: 3,
          local_pickup_name: 'Ресторан на Покровке',
        }),
      },
      { id: 7, date: '19.11.2026', time: '19:00', guests: 3, restaurant: 'Ресторан на Покровке' },
    ],
    ['an ordinary order', { order_kind: 'delivery', meta_data: meta({}) }, null],
    ['no meta', { order_kind: 'booking' }, null],
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
      { id: null, date: '19.11.2026', time: '09:30', guests: 1, restaurant: '' },
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
