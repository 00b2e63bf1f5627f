import { describe, expect, it } from 'vitest';
import { reorderItems, type OrderLineLike } from '../../../src/domain/reorder.ts';

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
