import { describe, expect, it } from 'vitest';
import {
  RATING_REVIEW_MAX,
  ratingProblem,
  ratingRefusal,
  shouldAskRating,
} from '../../../src/domain/order-rating';

describe('ratingProblem: stars 1–5 and a comment of reasonable length', () => {
  it.each<[string, unknown, string, string | null]>([
    ['five stars', 5, '', null],
    ['one star with a comment', 1, 'Холодная пицца', null],
    ['no stars chosen', 0, '', 'stars'],
    ['six stars', 6, '', 'stars'],
    ['half a star', 4.5, '', 'stars'],
    ['stars as text', '5', '', 'stars'],
    ['a comment at the limit', 3, 'x'.repeat(RATING_REVIEW_MAX), null],
    ['spaces around do not count', 3, `  ${'x'.repeat(RATING_REVIEW_MAX)}  `, null],
    ['a comment over the limit', 3, 'x'.repeat(RATING_REVIEW_MAX + 1), 'review-too-long'],
  ])('%s', (_label, rating, review, problem) => {
    expect(ratingProblem(rating, review)).toBe(problem);
  });
});

describe('ratingRefusal and shouldAskRating: once, after the order is handed over', () => {
  it.each<[string, boolean, boolean, string | null, boolean]>([
    ['completed', false, false, null, true],
    ['completed', false, true, null, false],
    ['completed', true, false, 'already-rated', false],
    ['kurier', false, false, 'not-completed', false],
    ['done', false, false, 'not-completed', false],
    ['cancelled', false, false, 'not-completed', false],
    ['pending', false, false, 'not-completed', false],
  ])('%s, rated %s, asked before %s', (status, rated, asked, refusal, ask) => {
    expect(ratingRefusal({ status, rated })).toBe(refusal);
    expect(shouldAskRating({ status, rated }, asked)).toBe(ask);
  });
});
