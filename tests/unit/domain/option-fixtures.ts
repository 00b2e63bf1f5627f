// A dish's option groups for the tests of options, reordering and the cart.
import type { ProductAttribute } from '../../../src/domain/model';

/**
 * An option group of `id`: between `min` and `max` choices of `options`, written as
 * option id -> [name, price] (in the order written; whole-number ids go in ascending order).
 */
export const optionGroup = (
  id: string,
  name: string,
  [min, max]: [number, number],
  options: Record<string, [string, number]>,
): ProductAttribute => ({
  id,
  name,
  required: min > 0,
  min,
  max,
  options: Object.entries(options).map(([optionId, [optionName, price]]) => ({
    id: optionId,
    name: optionName,
    price,
  })),
});

/** A pizza's size: 25 cm, or 30 cm for 200 more; one must be chosen. */
export const PIZZA_SIZE = optionGroup('size', 'Размер', [1, 1], {
  25: ['25 см', 0],
  30: ['30 см', 200],
});
