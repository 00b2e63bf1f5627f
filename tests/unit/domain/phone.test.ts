import { describe, expect, it } from 'vitest';
import { formatPhone, normalizePhone } from '../../../src/domain/phone';
import { cases } from '../../fixtures/cases';

describe("normalizePhone: 'введите корректный номер' when null", () => {
  cases('%j -> %j', normalizePhone, [
    ['+7 900 123-45-67', '+79001234567'],
    ['8 (900) 123-45-67', '+79001234567'],
    ['89001234567', '+79001234567'],
    ['9001234567', '+79001234567'],
    ['+7 (495) 123-45-67', '+74951234567'],
    ['+375 29 123-45-67', '+375291234567'],
    ['  +79001234567  ', '+79001234567'],
    ['12345', null],
    ['+7 900 123', null],
    ['телефон', null],
    ['', null],
  ]);

  it('uses another default country', () => {
    expect(normalizePhone('29 123-45-67', 'BY')).toBe('+375291234567');
  });
});

describe('formatPhone', () => {
  cases('%j -> %j', formatPhone, [
    ['+79001234567', '+7 900 123 45 67'],
    ['8 900 1234567', '+7 900 123 45 67'],
    ['звоните нам', 'звоните нам'],
  ]);
});
