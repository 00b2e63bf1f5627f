import { describe, expect, it } from 'vitest';
import {
  reorderItems,
  reorderPlan,
  type OrderLineLike,
  type ReorderItem,
  type ReorderProduct,
} from '../../../src/domain/reorder.ts';
import { optionGroup, PIZZA_SIZE } from './option-fixtures.ts';

const line = (over: Partial<OrderLineLike>): OrderLineLike => ({
  id: 1,
  product_id: 1000,
  name: 'Пепперони',
  quantity: 1,
  type: 'main',
  parent_item_id: null,
  meta_data: [],
  ...over,
});

describe('reorderItems', () => {
  it.each([
    ['nothing', [], []],
    [
      'a dish with options, twice',
      [
        line({
          quantity: 2,
          meta_data: [{ key: 'options', value: [{ attributeId: 'size', optionId: '30' }] }],
        }),
      ],
      [
        {
          productId: 1000,
          name: 'Пепперони',
          count: 2,
          options: [{ attributeId: 'size', optionId: '30' }],
          supplements: [],
        },
      ],
    ],
    [
      'supplements per dish go with their dish; gifts stay out',
      [
        line({ id: 1, quantity: 2 }),
        line({
          id: 2,
          product_id: 1100,
          name: 'Сыр',
          type: 'ingredient',
          parent_item_id: 1,
          quantity: 4,
          meta_data: [{ key: 'quantity_per_item', value: 2 }],
        }),
        line({
          id: 3,
          product_id: 1101,
          name: 'Соус',
          type: 'ingredient',
          parent_item_id: 1,
          quantity: 2,
        }),
        line({ id: 4, product_id: 1200, name: 'Ролл в подарок', type: 'gift' }),
      ],
      [
        {
          productId: 1000,
          name: 'Пепперони',
          count: 2,
          options: [],
          supplements: [
            { productId: 1100, name: 'Сыр', count: 2 },
            { productId: 1101, name: 'Соус', count: 1 },
          ],
        },
      ],
    ],
    [
      'unreadable options are dropped, a line without a product is skipped',
      [
        line({ meta_data: [{ key: 'options', value: [{ attributeId: 1 }, 'x'] }] }),
        line({ id: 5, product_id: 0 }),
      ],
      [{ productId: 1000, name: 'Пепперони', count: 1, options: [], supplements: [] }],
    ],
  ])('%s', (_name, lines, expected) => {
    expect(reorderItems(lines)).toEqual(expected);
  });
});

describe('reorderPlan', () => {
  const crust = optionGroup('crust', 'Борт', [0, 1], { cheese: ['Сырный борт', 129] });
  const product = (over: Partial<ReorderProduct> & { id: number }): ReorderProduct => ({
    name: `Товар ${over.id}`,
    price: 100,
    in_stock: true,
    attributes: [],
    supplements: [],
    ...over,
  });
  const pizza = product({
    id: 1000,
    name: 'Маргарита',
    price: 490,
    attributes: [PIZZA_SIZE, crust],
    supplements: [1100, 1101, 1102],
  });
  const set = product({
    id: 2000,
    name: 'Сет',
    attributes: [optionGroup('rolls', 'Роллы', [2, 3], { a: ['A', 0], b: ['B', 0] })],
  });
  const catalog = new Map(
    [
      pizza,
      set,
      product({ id: 1100, name: 'Соус сырный', price: 49 }),
      product({ id: 1101, name: 'Соус барбекю', price: 59, in_stock: false }),
      product({ id: 1103, name: 'Соус чесночный', price: 39 }),
    ].map((p) => [p.id, p]),
  );

  const item = (over: Partial<ReorderItem>): ReorderItem => ({
    productId: 1000,
    name: 'Маргарита',
    count: 1,
    options: [],
    supplements: [],
    ...over,
  });
  const SIZE_25 = { attributeId: 'size', optionId: '25' };
  const SIZE_30 = { attributeId: 'size', optionId: '30' };
  const CHEESE_CRUST = { attributeId: 'crust', optionId: 'cheese' };
  const add = (over: object) => ({
    kind: 'add',
    product: pizza,
    count: 1,
    options: [SIZE_25],
    supplements: [],
    lost: [],
    ...over,
  });

  it.each<[string, ReorderItem[], unknown[]]>([
    ['nothing', [], []],
    [
      'a dish as it was: its options, its supplement at today’s price and name',
      [
        item({
          count: 2,
          options: [SIZE_30, CHEESE_CRUST],
          supplements: [{ productId: 1100, name: 'Сыр. соус', count: 2 }],
        }),
      ],
      [
        add({
          count: 2,
          options: [SIZE_30, CHEESE_CRUST],
          supplements: [{ id: 1100, name: 'Соус сырный', price: 49, count: 2 }],
        }),
      ],
    ],
    [
      'a dish gone from the menu is named, in the order’s order',
      [item({ productId: 4242, name: 'Сезонная пицца' }), item({})],
      [{ kind: 'gone', name: 'Сезонная пицца' }, add({})],
    ],
    [
      'an option gone: an optional one is dropped, a required one takes its default',
      [
        item({
          options: [
            { attributeId: 'size', optionId: '40' },
            { attributeId: 'crust', optionId: 'pepperoni' },
          ],
        }),
      ],
      [add({ options: [SIZE_25] })],
    ],
    [
      'a supplement out of stock, or no longer offered with the dish, is named with its dish',
      [
        item({
          supplements: [
            { productId: 1101, name: 'Соус барбекю', count: 1 },
            { productId: 1103, name: 'Соус чесночный', count: 1 },
            { productId: 1102, name: 'Халапеньо', count: 1 },
          ],
        }),
      ],
      [
        add({
          lost: ['Соус барбекю (Маргарита)', 'Соус чесночный (Маргарита)', 'Халапеньо (Маргарита)'],
        }),
      ],
    ],
    [
      'a choice that breaks the product’s rules now is not guessed at',
      [item({ productId: 2000, name: 'Сет', options: [{ attributeId: 'rolls', optionId: 'a' }] })],
      [{ kind: 'gone', name: 'Сет' }],
    ],
  ])('%s', (_name, items, expected) => {
    expect(reorderPlan(items, (id) => catalog.get(id))).toEqual(expected);
  });
});
