import { describe } from 'vitest';
import { cacheBucket, needsCacheReset } from '../../../src/domain/cache-version';
import { cases } from '../../fixtures/cases';

describe('needsCacheReset', () => {
  cases('stored %j, site %j -> %s', needsCacheReset, [
    ['2.0.15', '2.0.15', false],
    ['2.0.14', '2.0.15', true],
    ['2.0.15', '2.0.16', true],
    ['2.0.15', undefined, false],
    ['2.0.15', '', false],
    ['2.0.16', null, true],
    [null, '2.0.15', true],
    [' 2.0.15 ', '2.0.15', false],
  ]);
});

describe('cacheBucket: 3-minute buckets', () => {
  cases('%i ms -> %i', cacheBucket, [
    [0, 0],
    [179_999, 0],
    [180_000, 1],
    [359_999, 1],
    [Date.UTC(2024, 0, 10, 9, 0), 9_471_540],
  ]);
});
