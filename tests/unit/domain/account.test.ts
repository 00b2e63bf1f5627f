// Account rules: birth dates (SPEC.md §3) and where the wheel stops. Saved addresses: their own
// table (saved-address.test.ts).
import { describe, expect, it } from 'vitest';
import { birthFromInput, birthToInput, isValidBirth } from '../../../src/domain/account-forms.ts';
import { easeOut, segmentAtPointer, wheelStopRotation } from '../../../src/domain/fortune-wheel.ts';

describe('birth date', () => {
  it('converts between dd.mm.yyyy and a date input', () => {
    expect(birthToInput('14.03.1991')).toBe('1991-03-14');
    expect(birthFromInput('1991-03-14')).toBe('14.03.1991');
    expect(birthToInput('')).toBe('');
    expect(birthFromInput('')).toBe('');
  });

  it.each([
    ['14.03.1991', true],
    ['29.02.2000', true],
    ['29.02.2001', false],
    ['31.04.1990', false],
    ['01.01.1899', false],
    ['23.11.2026', false],
    ['1991-03-14', false],
  ])('%s valid on 2026-11-22: %s', (birth, valid) => {
    expect(isValidBirth(birth, '2026-11-22')).toBe(valid);
  });
});

describe('fortune wheel', () => {
  it.each([
    [0, 8],
    [3, 8],
    [7, 8],
    [5, 6],
  ])('stops with segment %i of %i under the pointer, turning forward', (index, count) => {
    for (const current of [0, 1.3, -2, 40]) {
      for (const offset of [-0.4, 0, 0.4]) {
        const stop = wheelStopRotation(current, index, count, 5, offset);
        expect(segmentAtPointer(stop, count)).toBe(index);
        expect(stop - current).toBeGreaterThanOrEqual(5 * 2 * Math.PI);
        expect(stop - current).toBeLessThan(6 * 2 * Math.PI);
      }
    }
  });

  it('eases out from 0 to 1', () => {
    expect(easeOut(0)).toBe(0);
    expect(easeOut(1)).toBe(1);
    expect(easeOut(0.5)).toBeGreaterThan(0.5);
    expect(easeOut(2)).toBe(1);
  });
});
