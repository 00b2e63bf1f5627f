import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../src/ui/format.ts';
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
