// SPEC §5 "Coupon eligibility (all must hold)": when the order is made — the customer's
// birthday, the hours and weekdays, and the delivery-time slot chosen — by the stock's time zone.
import { describe } from 'vitest';
import type { Coupon } from '../../../src/domain/coupon-eligibility';
import { checksEligibility, user, type Row } from './coupon-fixtures';

type Bound = number | string | null;
/** A birthday coupon, valid `before` days before the birthday to `after` days after it. */
const birthday = (before?: number | string, after?: number | string): Partial<Coupon> =>
  before === undefined
    ? { birthday_coupon: true }
    : {
        birthday_coupon: true,
        meta_data: [
          { key: 'birthday_coupon_days_before', value: before },
          { key: 'birthday_coupon_days_after', value: after! },
        ],
      };
const bornOn = (birth: string | null) => ({ user: user(birth) });
const hours = (from: Bound, to: Bound) => ({
  coupon_avaible_day_hour_from: from,
  coupon_avaible_day_hour_to: to,
});
const days = (list: (number | string)[]) => ({ coupon_avaible_week_days: list });
const at = (iso: string) => ({ now: new Date(iso) });
const slot = (date: string, from: string, to: string) => ({ slot: { date, from, to } });

/** An evening coupon, and a slot in its hours on the day of browsing. */
const EVENING = hours('18:00', '22:00');
const EVENING_SLOT = slot('10.01.2024', '19:00', '19:30');

const rows: Row[] = [
  // Birthday: signed-in user with a birth date, today within days-before and days-after.
  ['birthday today', birthday(), bornOn('10.01.1990'), 'ok'],
  ['birthday tomorrow, no days before', birthday(), bornOn('11.01.1990'), 'birthday'],
  ['first day of the window before', birthday(3, 0), bornOn('13.01.1990'), 'ok'],
  ['one day before the window', birthday(3, 0), bornOn('14.01.1990'), 'birthday'],
  ['last day of the window after is included', birthday(0, '3'), bornOn('07.01.1990'), 'ok'],
  ['one day after the window', birthday(0, 3), bornOn('06.01.1990'), 'birthday'],
  [
    'window after a December birthday reaches into January',
    birthday(0, 12),
    bornOn('29.12.1985'),
    'ok',
  ],
  [
    'window before a January birthday starts in December',
    birthday(7, 0),
    { now: new Date('2023-12-28T09:00:00Z'), user: user('03.01.1990') },
    'ok',
  ],
  [
    'birthday meta as strings in arrays',
    { birthday_coupon: 'yes', meta_data: [{ key: 'birthday_coupon_days_before', value: ['2'] }] },
    bornOn('12.01.2000'),
    'ok',
  ],
  ['anonymous visitor', birthday(), { user: null }, 'birthday'],
  ['no birth date', birthday(), bornOn(null), 'birthday'],
  ['malformed birth date', birthday(), bornOn('1990-01-10'), 'birthday'],
  // 21:30 on 9 January in Moscow is already 01:30 on 10 January in Novosibirsk.
  [
    'birthday by the Novosibirsk calendar',
    birthday(),
    {
      now: new Date('2024-01-09T18:30:00Z'),
      timeZone: 'Asia/Novosibirsk',
      user: user('10.01.1990'),
    },
    'ok',
  ],
  [
    'same instant by the Moscow calendar',
    birthday(),
    { now: new Date('2024-01-09T18:30:00Z'), timeZone: 'Europe/Moscow', user: user('10.01.1990') },
    'birthday',
  ],
  [
    '29 February celebrated on 28 February',
    birthday(),
    { now: new Date('2023-02-28T09:00:00Z'), user: user('29.02.2000') },
    'ok',
  ],

  // The current hour is within [from,to).
  ['hour = from is inside', hours(12, 15), {}, 'ok'],
  ['hour = to is outside', hours('9', '12'), {}, 'hour'],
  ['a minute before to', hours(9, 12), at('2024-01-10T08:59:00Z'), 'ok'],
  ['window past midnight, late evening', hours(22, 2), at('2024-01-10T20:00:00Z'), 'ok'],
  ['window past midnight, at noon', hours(22, 2), {}, 'hour'],
  ['hours as HH:MM', hours('11:30', '12:30'), {}, 'ok'],
  ['only from', hours(13, ''), {}, 'hour'],
  ['only to', hours(null, 13), {}, 'ok'],
  // 12:00 in Moscow is 16:00 in Novosibirsk.
  ['hour in the stock time zone', hours(12, 15), { timeZone: 'Asia/Novosibirsk' }, 'hour'],

  // The weekday is in the allowed list (Monday=1 to Sunday=7).
  ['Wednesday allowed', days([3]), {}, 'ok'],
  ['Wednesday not allowed', days(['1', '2']), {}, 'weekday'],
  ['Sunday is 7', days(['7']), at('2024-01-07T09:00:00Z'), 'ok'],
  ['Sunday is not 0', days([0, 1]), at('2024-01-07T09:00:00Z'), 'weekday'],
  // Sunday 23:30 in Moscow is Monday 03:30 in Novosibirsk.
  ['weekday across midnight: Moscow', days([7]), at('2024-01-07T20:30:00Z'), 'ok'],
  [
    'weekday across midnight: Novosibirsk',
    days([7]),
    { now: new Date('2024-01-07T20:30:00Z'), timeZone: 'Asia/Novosibirsk' },
    'weekday',
  ],

  // The delivery-time slot matches weekday and hour.
  [
    'slot on an allowed day and hour',
    {
      coupon_avaible_week_days: [3, 6],
      coupon_avaible_day_hour_from: 10,
      coupon_avaible_day_hour_to: 16,
    },
    slot('13.01.2024', '14:00', '14:30'),
    'ok',
  ],
  ['slot on Sunday', days([3, 6]), slot('14.01.2024', '14:00', '14:30'), 'slot'],
  ['slot starting at to', hours(10, 16), slot('10.01.2024', '16:00', '16:30'), 'slot'],
  // A chosen slot is when the order is received: hours and weekdays follow it, not the browsing.
  ['evening coupon, browsing at noon, as soon as possible', EVENING, {}, 'hour'],
  ['evening coupon, browsing at noon, an evening slot', EVENING, EVENING_SLOT, 'ok'],
  [
    'lunch coupon, browsing at noon, an evening slot',
    hours('12:00', '16:00'),
    EVENING_SLOT,
    'slot',
  ],
  [
    'weekend coupon, browsing on Wednesday, a Saturday slot',
    days([6, 7]),
    slot('13.01.2024', '12:00', '12:30'),
    'ok',
  ],
  [
    'an unreadable slot does not pass a time-limited coupon',
    EVENING,
    slot('31.02.2024', 'soon', ''),
    'slot',
  ],
  ['slot ignored by unrestricted coupon', {}, slot('14.01.2024', '03:00', '03:30'), 'ok'],
];

describe('checkCouponEligibility: the day and the hour', () => {
  checksEligibility(rows);
});
