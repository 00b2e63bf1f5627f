import { describe, expect, it } from 'vitest';
import { parsePeopleCount, parseStoredLines } from '../../../src/domain/stored-cart';
import { lineKey } from '../../../src/domain/cart-price';
import { cases } from '../../fixtures/cases';

const good = { id: 5, name: 'Пицца', price: 500, count: 2 };

describe('parseStoredLines: a damaged cart loses only what cannot be read', () => {
  it.each([
    ['not an array', '{"lines":1}', 0],
    ['null', null, 0],
    ['garbage items', [null, 'x', 7, {}], 0],
    ['a line without a name', [{ ...good, name: undefined }], 0],
    ['a negative price', [{ ...good, price: -1 }], 0],
    ['a zero count', [{ ...good, count: 0 }], 0],
    ['a fractional count', [{ ...good, count: 1.5 }], 0],
    ['a string id', [{ ...good, id: '5' }], 0],
    ['a readable line among broken ones', [{ id: 'x' }, good, null], 1],
  ])('%s', (_label, raw, expected) => {
    expect(parseStoredLines(raw)).toHaveLength(expected);
  });

  it('fills defaults and rebuilds the key', () => {
    const [line] = parseStoredLines([{ ...good, key: 'forged', supplements: 'bad' }]);
    expect(line).toMatchObject({
      add_to_basket_once: 1,
      supplements: [],
      options: [],
      countable: true,
      free_limits: null,
    });
    expect(line!.key).toBe(lineKey(line!));
  });

  it('two copies of one line merge; a gift keeps its own key', () => {
    const lines = parseStoredLines([good, good, { ...good, isGift: true, count: 1 }]);
    expect(lines.map((l) => [l.count, l.isGift ?? false])).toEqual([
      [4, false],
      [1, true],
    ]);
    expect(lines[1]!.key.startsWith('gift:')).toBe(true);
  });

  cases('people count %j -> %d', parsePeopleCount, [
    [3, 3],
    [undefined, 1],
    [0, 1],
    [-2, 1],
    [2.5, 1],
    ['4', 1],
    [500, 1],
  ]);
});
