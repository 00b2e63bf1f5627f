import { describe, expect, it } from 'vitest';
import { bentoSpans } from '../../../src/ui/fronts/bento.ts';
import { cases } from '../../fixtures/cases';

const phone = (n: number) =>
  bentoSpans(n)
    .map((s) => s.phone)
    .join(' ');
const desk = (n: number) =>
  bentoSpans(n)
    .map((s) => s.desk)
    .join(' ');

describe('bentoSpans: the last row filled', () => {
  cases('%s tiles on a phone (6 columns) → %s', phone, [
    [0, ''],
    [1, '6'],
    [2, '3 3'],
    [3, '3 3 6'],
    [4, '3 3 3 3'],
    [5, '3 3 2 2 2'],
    [6, '3 3 2 2 2 6'],
    [7, '3 3 2 2 2 3 3'],
    [8, '3 3 2 2 2 2 2 2'],
    [12, '3 3 2 2 2 2 2 2 2 2 2 6'],
    [13, '3 3 2 2 2 2 2 2 2 2 2 3 3'],
  ]);
  cases('%s tiles from 600 px (12 columns) → %s', desk, [
    [0, ''],
    [1, '12'],
    [2, '6 6'],
    [3, '4 4 4'],
    [4, '4 4 2 2'],
    [5, '4 4 2 2 12'],
    [6, '4 4 2 2 6 6'],
    [7, '4 4 2 2 4 4 4'],
    [8, '4 4 2 2 3 3 3 3'],
    [9, '4 4 2 2 2 2 2 3 3'],
    [10, '4 4 2 2 2 2 2 2 2 2'],
    [11, '4 4 2 2 2 2 2 2 2 2 12'],
  ]);
  it('every row sums to the grid, up to 40 tiles', () => {
    for (let n = 1; n <= 40; n++) {
      for (const [key, columns] of [
        ['phone', 6],
        ['desk', 12],
      ] as const) {
        let row = 0;
        for (const span of bentoSpans(n).map((s) => s[key])) {
          if (row + span > columns) {
            expect(row).toBe(columns);
            row = 0;
          }
          row += span;
        }
        expect(row, `${n} tiles, ${key}`).toBe(columns);
      }
    }
  });
});
