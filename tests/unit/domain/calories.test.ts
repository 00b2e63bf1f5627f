import { describe } from 'vitest';
import { caloriesContext } from '../../../src/domain/calories.ts';
import { cases } from '../../fixtures/cases';

describe('caloriesContext: per 100 ml of a drink, per 100 g of the rest', () => {
  cases('%s -> %s', caloriesContext, [
    ['мл', 'ml'],
    [' Л ', 'ml'],
    ['л', 'ml'],
    ['г', undefined],
    ['кг', undefined],
    ['шт', undefined],
    ['', undefined],
    ['порция', undefined],
  ]);
});
