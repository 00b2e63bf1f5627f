// The home page draws a small menu whole and windows a big one (src/domain/first-screen.ts).
import { describe, expect, it } from 'vitest';
import { homeBlocksWindowed } from '../../../src/domain/first-screen';

describe('homeBlocksWindowed', () => {
  it.each([
    ['no blocks', [], false],
    [
      'the demo restaurant (10 blocks, 130 dishes)',
      [11, 12, 14, 13, 15, 12, 14, 13, 14, 12],
      false,
    ],
    ['exactly the limit', Array.from({ length: 20 }, () => 20), false],
    ['one card over the limit', [...Array.from({ length: 20 }, () => 20), 1], true],
    ['big blocks count only the cards they show', [5000], false],
    ['200 categories of 25 products', Array.from({ length: 200 }, () => 25), true],
  ])('%s → %s', (_label, blocks, windowed) => {
    expect(homeBlocksWindowed(blocks)).toBe(windowed);
  });
});
