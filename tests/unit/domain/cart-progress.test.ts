// cartGoal: the minimum order first, then the nearest cheaper delivery tier, read as deliveryPrice
// reads the tiers.
import { describe, expect, it } from 'vitest';
import { cartGoal, type CartGoalInput } from '../../../src/domain/cart-progress.ts';

const centre = {
  sum: [
    { min_sum_order: 0, deliv_price: 199 },
    { min_sum_order: 1500, deliv_price: 0 },
  ],
  express_cost: 149,
};
const stepped = {
  sum: [
    { min_sum_order: 0, deliv_price: 449 },
    { min_sum_order: 2000, deliv_price: 249 },
    { min_sum_order: 4000, deliv_price: 0 },
  ],
  express_cost: 0,
};
const base: CartGoalInput = {
  itemsNet: 1190,
  minimum: 700,
  minimumMissing: 0,
  condition: centre,
  express: false,
  deliveryPriceHidden: false,
};

describe('cartGoal', () => {
  it.each<[string, Partial<CartGoalInput>, ReturnType<typeof cartGoal>]>([
    [
      "'Ещё 310 ₽ до бесплатной доставки'",
      {},
      { kind: 'delivery', missing: 310, target: 1500, ratio: 1190 / 1500, price: 0 },
    ],
    [
      'the minimum comes first while it is not reached',
      { itemsNet: 590, minimumMissing: 110 },
      { kind: 'minimum', missing: 110, target: 700, ratio: 590 / 700 },
    ],
    ['free delivery reached: nothing to lead on to', { itemsNet: 1500 }, null],
    ['pickup: no delivery tiers', { condition: null }, null],
    ['a hidden delivery price promises no tier', { deliveryPriceHidden: true }, null],
    [
      'the nearest cheaper tier, not the farthest',
      { condition: stepped, itemsNet: 1000 },
      { kind: 'delivery', missing: 1000, target: 2000, ratio: 0.5, price: 249 },
    ],
    [
      'past the first step, the next one',
      { condition: stepped, itemsNet: 3000 },
      { kind: 'delivery', missing: 1000, target: 4000, ratio: 0.75, price: 0 },
    ],
    [
      'express: the tier still lowers the price, express cost stays on top',
      { express: true },
      { kind: 'delivery', missing: 310, target: 1500, ratio: 1190 / 1500, price: 149 },
    ],
    [
      'tiers in the admin’s order: a later lower threshold wins, as deliveryPrice reads it',
      {
        condition: {
          sum: [
            { min_sum_order: 0, deliv_price: 300 },
            { min_sum_order: 2000, deliv_price: 0 },
            { min_sum_order: 1000, deliv_price: 100 },
          ],
          express_cost: 0,
        },
        itemsNet: 500,
      },
      { kind: 'delivery', missing: 500, target: 1000, ratio: 0.5, price: 100 },
    ],
    ['no tiers: the price is unknown', { condition: { sum: [], express_cost: 0 } }, null],
  ])('%s', (_name, patch, expected) => {
    expect(cartGoal({ ...base, ...patch })).toEqual(expected);
  });
});
