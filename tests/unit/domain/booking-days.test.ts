import { describe } from 'vitest';
import { daysBetween, longDay, shortDay } from '../../../src/domain/booking-days';
import { cases } from '../../fixtures/cases';

describe("a booking's day", () => {
  cases('daysBetween(%s, %s) = %s', daysBetween, [
    ['20.11.2026', '20.11.2026', 0],
    ['20.11.2026', '21.11.2026', 1],
    ['30.11.2026', '01.12.2026', 1],
    ['31.12.2026', '01.01.2027', 1],
    ['28.02.2028', '01.03.2028', 2],
    ['21.11.2026', '20.11.2026', -1],
    ['20.11.2026', 'завтра', NaN],
    ['', '20.11.2026', NaN],
  ]);

  // Calendar dates of the restaurant, written as UTC dates: no device zone moves them.
  cases('shortDay(%s, %s) = %j', shortDay, [
    ['20.11.2026', 'ru', { weekday: 'пт', day: '20 нояб.' }],
    ['20.11.2026', 'en', { weekday: 'Fri', day: 'Nov 20' }],
    ['01.01.2027', 'de', { weekday: 'Fr', day: '1. Jan.' }],
    ['not a date', 'ru', { weekday: '', day: 'not a date' }],
  ]);

  cases('longDay(%s, %s) = %s', longDay, [
    ['20.11.2026', 'ru', 'пятница, 20 ноября'],
    ['20.11.2026', 'en', 'Friday, November 20'],
    ['31.12.2026', 'fr', 'jeudi 31 décembre'],
    ['32.13.2026', 'ru', '32.13.2026'],
  ]);
});
