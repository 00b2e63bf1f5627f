import { describe, expect, it, vi } from 'vitest';
import { formatAmount, formatMoney } from '../../../src/ui/format.ts';
import { numberLocale } from '../../../src/domain/written-locale.ts';
import { cases } from '../../fixtures/cases';

describe('formatMoney', () => {
  cases('%s %s in %s → %s', formatMoney, [
    [490, '₽', 'ru-RU', '490\u00a0₽'],
    [1000, '₽', 'ru-RU', '1\u00a0000\u00a0₽'],
    [1199.5, '₽', 'ru-RU', '1\u00a0199,50\u00a0₽'],
    [0.1 + 0.2, '₽', 'ru-RU', '0,30\u00a0₽'],
    [12345.678, 'сум', 'uz-UZ', '12\u00a0345,68\u00a0сум'],
    [1000, '$', 'en-US', '1,000\u00a0$'],
    [1000.5, '$', 'en-US', '1,000.50\u00a0$'],
    [0, '₽', 'ru-RU', '0\u00a0₽'],
  ]);

  it('the same answer on a second call (the cached formatter) and per locale', () => {
    expect(formatMoney(2500, '₽')).toBe(formatMoney(2500, '₽', 'ru-RU'));
    expect(formatMoney(2500, '₽', 'en-US')).toBe('2,500\u00a0₽');
    expect(formatMoney(2500, '₽', 'ru-RU')).toBe('2\u00a0500\u00a0₽');
  });
});

describe("numberLocale: a price in the interface's language", () => {
  // The interface language's code (i18next's) as the locale prices are written in; the languages
  // written as Russian or Turkish are, whatever number data the browser carries.
  cases('%s', (lang: string) => formatMoney(1095.5, '₽', numberLocale(lang)), [
    ['ru', '1\u00a0095,50\u00a0₽'],
    ['en', '1,095.50\u00a0₽'],
    ['de', '1.095,50\u00a0₽'],
    ['zh-CN', '1,095.50\u00a0₽'],
    ['kk', '1\u00a0095,50\u00a0₽'],
    ['be', '1\u00a0095,50\u00a0₽'],
    ['tt', '1\u00a0095,50\u00a0₽'],
    ['uz', '1\u00a0095,50\u00a0₽'],
    ['hy', '1\u00a0095,50\u00a0₽'],
    ['az', '1.095,50\u00a0₽'],
  ]);
});

describe('formatMoney in ru-RU writes what Intl.NumberFormat writes (without Intl)', () => {
  const intl = (amount: number) => {
    const decimals = Number.isInteger(amount) ? 0 : 2;
    const format = new Intl.NumberFormat('ru-RU', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: 2,
    });
    return `${format.format(amount)}\u00a0₽`;
  };
  // Halves in their shortest decimal form (1.005 is 1,01 as ICU rounds it), nines that carry into
  // a new group, negatives that round to zero, the largest amounts, exponent forms left to Intl.
  const edges = [
    0,
    -0,
    1,
    -1,
    0.5,
    0.005,
    0.015,
    1.005,
    1.015,
    2.675,
    1.125,
    0.125,
    999.995,
    999999.999,
    -0.001,
    -0.004,
    -0.005,
    -2.5,
    -1234.565,
    0.1 + 0.2,
    1e-7,
    5e-324,
    123456789012.345,
    999999999999999,
    1e15,
    1e21,
    1.7976931348623157e308,
    4.35,
    8.345,
    10.075,
    1199.5,
  ];
  // A seeded generator: the same amounts every run.
  let seed = 1;
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  const generated = Array.from({ length: 4000 }, (_, i) => {
    const scale = 10 ** Math.floor(random() * 9);
    const value = random() * scale;
    if (i % 4 === 0) return Math.round(value);
    if (i % 4 === 1) return Math.round(value * 100) / 100;
    if (i % 4 === 2) return Math.round(value * 1000) / 1000 + 0.005;
    return -value;
  });
  it.each(edges)('%s', (amount) => {
    expect(formatMoney(amount, '₽')).toBe(intl(amount));
  });
  it('makes no Intl object for them', () => {
    const made = vi.spyOn(Intl, 'NumberFormat');
    try {
      for (const amount of [0, 490, 1199.5, -1234.565, 999999.999]) formatMoney(amount, '₽');
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });
  it('4,000 generated amounts', () => {
    const differ = generated.filter((a) => formatMoney(a, '₽') !== intl(a));
    expect(differ).toEqual([]);
  });
});

describe('formatAmount: a portion or a quantity, up to two decimals', () => {
  cases('%s in %s → %s', formatAmount, [
    [1.5, 'ru-RU', '1,5'],
    [1.5, 'en', '1.5'],
    [0.333, 'de', '0,33'],
    [1500, 'ru-RU', '1\u00a0500'],
    [1500, 'en', '1,500'],
    [500, 'tr', '500'],
  ]);
});

describe('formatAmount in ru-RU writes what Intl.NumberFormat writes (without Intl)', () => {
  const intl = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });
  // Whole numbers (whose zeros stay), fractions with trailing zeros, nines that round up to a
  // whole, a negative rounding to zero, exponent forms (left to Intl).
  const edges = [
    0, 10, 100, 1000, 1.5, 1.05, 1.1, 0.999, 9.995, 99.999, 0.001, -0.001, -1.5, 2.675, 1e-7, 1e21,
    10.1, 1.005,
  ];
  it.each(edges)('%s', (amount) => {
    expect(formatAmount(amount, 'ru-RU')).toBe(intl.format(amount));
  });
  it('makes no Intl object for them', () => {
    const made = vi.spyOn(Intl, 'NumberFormat');
    try {
      for (const amount of [0, 1.5, 500, 0.25, 1000.75]) formatAmount(amount, 'ru-RU');
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });
  it('4,000 generated amounts', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const amounts = Array.from({ length: 4000 }, (_, i) => {
      const value = random() * 10 ** Math.floor(random() * 6);
      return i % 3 === 0
        ? Math.round(value * 10) / 10
        : i % 3 === 1
          ? Math.round(value * 1000) / 1000
          : -value;
    });
    expect(amounts.filter((a) => formatAmount(a, 'ru-RU') !== intl.format(a))).toEqual([]);
  });
});
