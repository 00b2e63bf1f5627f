import { describe } from 'vitest';
import { sameSecret } from '../../server/http/same-secret.ts';
import { cases } from '../fixtures/cases.ts';

describe('sameSecret', () => {
  cases('%j against %j → %s', sameSecret, [
    ['wc_order_abc', 'wc_order_abc', true],
    ['wc_order_abd', 'wc_order_abc', false],
    ['', '', true],
    ['', 'secret', false],
    ['secre', 'secret', false],
    // As long in characters, longer in bytes: no RangeError, just no.
    ['секрет', 'secret', false],
    ['секрет', 'секрет', true],
  ]);
});
