import { describe } from 'vitest';
import { roundMoney, toAmount } from '../../../src/domain/money';
import { cases } from '../../fixtures/cases';

describe('roundMoney: kopecks', () => {
  cases('%d -> %d', roundMoney, [
    [0.1 + 0.2, 0.3],
    [84.9915, 84.99],
    [1.005, 1.01],
    [2.675, 2.68],
    [-1.005, -1.01],
    [-0.001, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ]);
});

describe('toAmount: WordPress numbers and strings', () => {
  cases('%j -> %d', toAmount, [
    [300, 300],
    ['300.00', 300],
    ['12,5', 12.5],
    [' 10 ', 10],
    ['', 0],
    [null, 0],
    [undefined, 0],
    ['abc', 0],
  ]);
});
