import { describe, expect, it } from 'vitest';
import { acceptBonus, maxApplicableBonus, type BonusLimits } from '../../../src/domain/bonus';

const limits = (extra: Partial<BonusLimits> = {}): BonusLimits => ({
  balance: 500,
  percentMax: 30,
  total: 1000,
  ...extra,
});

describe('maxApplicableBonus', () => {
  it.each<[string, Partial<BonusLimits>, number]>([
    ['percent cap below balance', {}, 300],
    ['balance below cap', { balance: 120 }, 120],
    ['no cap set: the balance', { percentMax: null }, 500],
    ['100% cap, total smaller than balance', { percentMax: 100, total: 450 }, 450],
    ['0% cap', { percentMax: 0 }, 0],
    ['whole points only', { total: 999 }, 299],
    ['negative balance', { balance: -10 }, 0],
    ['empty cart', { total: 0 }, 0],
    ['cap above 100 treated as 100', { percentMax: 150, balance: 5000 }, 1000],
  ])('%s', (_label, extra, expected) => {
    expect(maxApplicableBonus(limits(extra))).toBe(expected);
  });
});

describe('acceptBonus: not above the available bonuses, nor above the cap', () => {
  it.each<[string, number, Partial<BonusLimits>, object]>([
    ['within both', 200, {}, { ok: true, amount: 200 }],
    ['exactly the cap', 300, {}, { ok: true, amount: 300 }],
    ['zero', 0, {}, { ok: true, amount: 0 }],
    ['above the cap', 301, {}, { ok: false, reason: 'above-cap', max: 300 }],
    [
      'above the available bonuses',
      600,
      { percentMax: 100 },
      { ok: false, reason: 'above-available', max: 500 },
    ],
    ['exactly the balance', 500, { percentMax: 100 }, { ok: true, amount: 500 }],
    ['negative', -1, {}, { ok: false, reason: 'invalid' }],
    ['fraction', 10.5, {}, { ok: false, reason: 'invalid' }],
    ['NaN', Number.NaN, {}, { ok: false, reason: 'invalid' }],
  ])('%s', (_label, requested, extra, expected) => {
    expect(acceptBonus(requested, limits(extra))).toMatchObject(expected);
  });
});
