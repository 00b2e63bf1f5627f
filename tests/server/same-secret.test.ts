import { describe, expect, it } from 'vitest';
import { sameSecret } from '../../server/http/same-secret.ts';

describe('sameSecret', () => {
  it.each([
    ['wc_order_abc', 'wc_order_abc', true],
    ['wc_order_abd', 'wc_order_abc', false],
    ['', '', true],
    ['', 'secret', false],
    ['secre', 'secret', false],
    // As long in characters, longer in bytes: no RangeError, just no.
    ['секрет', 'secret', false],
    ['секрет', 'секрет', true],
  ])('%j against %j → %s', (given, expected, same) => {
    expect(sameSecret(given, expected)).toBe(same);
  });
});
