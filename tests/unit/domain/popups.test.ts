import { describe, expect, it } from 'vitest';
import { popupSchema } from '../../../src/domain/model';
import { parsePopupDate, popupsToShow, type PopupContext } from '../../../src/domain/popups';
import * as v from 'valibot';

const popup = (id: number, extra: Record<string, unknown> = {}) =>
  v.parse(popupSchema, { id, ...extra });

// Wednesday 10 January 2024, 12:00 in Moscow.
const ctx = (extra: Partial<PopupContext> = {}): PopupContext => ({
  warehouseId: '1',
  zone: 'center',
  now: new Date('2024-01-10T09:00:00Z'),
  timeZone: 'Europe/Moscow',
  stockEmpty: false,
  seen: {},
  ...extra,
});

describe('popupsToShow', () => {
  it.each<[string, Record<string, unknown>, Partial<PopupContext>, boolean]>([
    ['no conditions', {}, {}, true],
    ['for this stock', { sklad: [1, 2] }, {}, true],
    ['for another stock', { sklad: ['2'] }, {}, false],
    ['stock popup before a location is chosen', { sklad: ['1'] }, { warehouseId: null }, false],
    ['for this delivery zone', { id_delivery_zone: 'center' }, {}, true],
    ['for another delivery zone', { id_delivery_zone: 'north' }, {}, false],
    ['zone popup on pickup', { id_delivery_zone: 'center' }, { zone: null }, false],
    ['inside the dates', { popup_from: '01.01.2024', popup_to: '31.01.2024' }, {}, true],
    ['first day counts from midnight', { popup_from: '10.01.2024' }, {}, true],
    [
      'last day counts until midnight',
      { popup_to: '10.01.2024' },
      { now: new Date('2024-01-10T20:59:00Z') },
      true,
    ],
    [
      'the day after the last',
      { popup_to: '10.01.2024' },
      { now: new Date('2024-01-10T21:00:00Z') },
      false,
    ],
    ['not started yet', { popup_from: '2024-01-11' }, {}, false],
    [
      'ISO dates with time',
      { popup_from: '2024-01-10 11:00', popup_to: '2024-01-10T13:00' },
      {},
      true,
    ],
    ['ACF Ymd dates', { popup_from: '20240101', popup_to: '20240109' }, {}, false],
    [
      'dates by the stock clock: Novosibirsk already the 11th',
      { popup_to: '10.01.2024' },
      { now: new Date('2024-01-10T17:30:00Z'), timeZone: 'Asia/Novosibirsk' },
      false,
    ],
    ['banned on Wednesdays', { ban_days_popup: [3] }, {}, false],
    ['banned on other days', { ban_days_popup: [6, 7] }, {}, true],
    [
      'banned on Sunday (7)',
      { ban_days_popup: [7] },
      { now: new Date('2024-01-07T09:00:00Z') },
      false,
    ],
    ['one-off, never seen', { repeat_mode: 'one-off', repeatable: 2 }, {}, true],
    [
      'one-off, seen fewer times than repeatable',
      { repeat_mode: 'one-off', repeatable: 2 },
      { seen: { 1: 1 } },
      true,
    ],
    [
      'one-off, seen as often as repeatable',
      { repeat_mode: 'one-off', repeatable: 2 },
      { seen: { '1': 2 } },
      false,
    ],
    [
      'one-off with repeatable 0 shows once',
      { repeat_mode: 'one-off', repeatable: 0 },
      { seen: { 1: 1 } },
      false,
    ],
    ['stock_empty while the stock has dishes', { stock_empty: true }, {}, false],
    ['stock_empty once the stock is empty', { stock_empty: true }, { stockEmpty: true }, true],
    ['stock_empty before it is known', { stock_empty: true }, { stockEmpty: null }, false],
    ['an ordinary popup on an empty stock', {}, { stockEmpty: true }, true],
    ['not one-off: always', { repeat_mode: 'always', repeatable: 1 }, { seen: { 1: 10 } }, true],
  ])('%s', (_label, extra, ctxExtra, shown) => {
    expect(popupsToShow([popup(1, extra)], ctx(ctxExtra))).toHaveLength(shown ? 1 : 0);
  });

  it('keeps the admin order', () => {
    const list = [popup(3), popup(1, { sklad: ['9'] }), popup(2)];
    expect(popupsToShow(list, ctx()).map((p) => p.id)).toEqual([3, 2]);
  });
});

describe('parsePopupDate', () => {
  it.each<[string, 'start' | 'end', string | null]>([
    ['10.01.2024', 'start', '2024-01-09T21:00:00.000Z'],
    ['10.01.2024', 'end', '2024-01-10T20:59:59.999Z'],
    ['10/01/2024', 'start', '2024-01-09T21:00:00.000Z'],
    ['2024-01-10 15:30', 'end', '2024-01-10T12:30:00.000Z'],
    ['', 'start', null],
    ['скоро', 'start', null],
  ])('%j (%s)', (text, edge, expected) => {
    const ms = parsePopupDate(text, edge, 'Europe/Moscow');
    expect(ms === null ? null : new Date(ms).toISOString()).toBe(expected);
  });
});
