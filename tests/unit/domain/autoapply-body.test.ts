// SPEC.md §7 autoapply body: the cart's items, and the moment the order is received.
import { describe, expect, it } from 'vitest';
import { autoapplyItems, receiveMoment } from '../../../src/domain/autoapply-body';
import type { CartLine } from '../../../src/domain/cart-price';
import { keyedLine } from './cart-fixtures';

const line = (extra: Partial<CartLine> = {}) =>
  keyedLine({
    id: 5,
    name: 'Пицца',
    price: 650,
    regular_price: 650,
    count: 2,
    measure_unit: 'г',
    categories: [],
    portion_nat_size: 430,
    ...extra,
  });

describe('autoapplyItems', () => {
  it('keys by product id; a second line of the product keeps its own entry', () => {
    const items = autoapplyItems([
      line({ variation_id: 51, variation_data: { Размер: '25 см' } }),
      line({ variation_id: 53, variation_data: { Размер: '35 см' }, price: 1000, count: 1 }),
      line({ id: 9, isGift: true }),
    ]);
    expect(Object.keys(items)).toEqual(['5', '5:2']);
    expect(items['5:2']).toMatchObject({
      product: { id: 5, name: 'Пицца' },
      quantity: 1,
      variation: 53,
      variation_data: { Размер: '35 см' },
      price: 1000,
    });
  });

  it.each([
    ['units are count × step', line({ count: 3, add_to_basket_once: 2, price: 10 }), 6, 20],
    [
      'the price is the cart’s: combo, weight and supplements in',
      line({
        count: 1,
        price: 200,
        measure_unit: 'кг',
        portion_nat_size: 0.5,
        acf: { combo_discount_type: 'percent', combo_discount: 10 },
        supplements: [{ id: 1, name: 'Соус', price: 10, count: 1 }],
      }),
      1,
      100,
    ],
    ['a simple product has variation 0', line(), 2, 650],
  ])('%s', (_label, l, quantity, price) => {
    const [item] = Object.values(autoapplyItems([l]));
    expect(item).toMatchObject({ quantity, price, variation: l.variation_id ?? 0 });
  });
});

describe('receiveMoment', () => {
  // 23:30 on 10 January in Moscow is already 11 January in Novosibirsk.
  const LATE = Date.parse('2024-01-10T20:30:00Z');
  it.each([
    [
      'a slot: its day and hours',
      { date: '12.01.2024', time_from: '19:00', time_to: '19:30' },
      'Europe/Moscow',
      { take_date: '12.01.2024', time_from: '19:00', time_to: '19:30' },
    ],
    [
      'as soon as possible: today on the shop’s clock',
      null,
      'Europe/Moscow',
      { take_date: '10.01.2024' },
    ],
    [
      'the shop’s calendar, not the browser’s',
      null,
      'Asia/Novosibirsk',
      { take_date: '11.01.2024' },
    ],
  ])('%s', (_label, slot, tz, expected) => {
    expect(receiveMoment(slot, LATE, tz)).toEqual(expected);
  });
});
