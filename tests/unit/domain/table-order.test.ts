// Table QR codes (issue 18): the three forms of the code and the seat they resolve to.
import { describe, expect, it } from 'vitest';
import type { ShippingMethod } from '../../../src/domain/model.ts';
import {
  parseTableCode,
  tableFromScan,
  tableFromSearch,
  tableFromStartParam,
  tableSeat,
  type TableSeat,
} from '../../../src/domain/table-order.ts';
import { cases } from '../../fixtures/cases';

describe('parseTableCode', () => {
  cases('%j → %j', parseTableCode, [
    ['r1_12', { restaurantId: 'r1', table: '12' }],
    ['r1_A3', { restaurantId: 'r1', table: 'A3' }],
    ['main_hall_7', { restaurantId: 'main_hall', table: '7' }],
    ['  r1_12 ', { restaurantId: 'r1', table: '12' }],
    ['r1', null],
    ['_12', null],
    ['r1_', null],
    ['r1_12;drop', null],
    ['r1_' + '1'.repeat(13), null],
    ['', null],
    [null, null],
  ]);
});

describe('the three forms of a table code', () => {
  cases('start parameter %j → %j', tableFromStartParam, [
    ['table_r1_12', { restaurantId: 'r1', table: '12' }],
    ['product_12', null],
    ['table_', null],
    [null, null],
  ]);

  cases('website query %j → %j', tableFromSearch, [
    ['?table=r1_5', { restaurantId: 'r1', table: '5' }],
    ['?product_id=3&table=r1_5', { restaurantId: 'r1', table: '5' }],
    ['?table=', null],
    ['', null],
  ]);

  cases('scanned %j → %j', tableFromScan, [
    ['https://t.me/tarelka_bot/shop?startapp=table_r1_9', { restaurantId: 'r1', table: '9' }],
    ['https://tarelka.example/?table=r1_9', { restaurantId: 'r1', table: '9' }],
    ['table_r1_9', { restaurantId: 'r1', table: '9' }],
    ['https://example.com/menu', null],
    ['WIFI:S:Tarelka;P:1234;;', null],
  ]);
});

const restaurant = (id: string, tables: number, name = `Ресторан ${id}`) => ({
  id,
  name,
  address: '',
  coord: '55.75,37.64',
  warehouse_id: '101',
  tables,
});
const methods = [
  { id: 'flat_rate:1', type: 'flat_rate', name: 'Доставка', pickup_locations: [], restaurants: [] },
  {
    id: 'wcso_booking:4',
    type: 'wcso_booking',
    name: 'Бронь столика',
    pickup_locations: [],
    restaurants: [restaurant('r2', 10)],
  },
  {
    id: 'restaurants:3',
    type: 'restaurants',
    name: 'В зале',
    pickup_locations: [],
    restaurants: [restaurant('r1', 18), restaurant('r3', 0)],
  },
] as unknown as ShippingMethod[];

describe('tableSeat', () => {
  it.each<[string, string, Partial<TableSeat> | null]>([
    ['r1', '12', { methodId: 'restaurants:3', table: '12' }],
    ['r1', '18', { methodId: 'restaurants:3', table: '18' }],
    ['r1', 'A3', { methodId: 'restaurants:3', table: 'A3' }],
    ['r3', '99', { restaurantId: 'r3', table: '99' }], // uncounted tables
    ['r1', '19', null], // beyond its 18 tables
    ['r1', '0', null],
    ['r2', '1', null], // a booking restaurant is not an eat-in method
    ['r9', '1', null],
  ])('restaurant %s, table %s → %j', (restaurantId, table, expected) => {
    const seat = tableSeat(methods, { restaurantId, table });
    if (expected === null) expect(seat).toBeNull();
    else expect(seat).toMatchObject(expected);
  });

  it('names the restaurant and its stock', () => {
    expect(tableSeat(methods, { restaurantId: 'r1', table: '4' })).toEqual({
      methodId: 'restaurants:3',
      restaurantId: 'r1',
      restaurantName: 'Ресторан r1',
      warehouseId: '101',
      coord: '55.75,37.64',
      table: '4',
    });
  });
});
