// The vendor's `platform` field of bookings and call-back requests (src/domain/request.ts).
import { describe, expect, it } from 'vitest';
import { submittedFrom } from '../../../src/domain/request';

describe('submittedFrom', () => {
  it.each([
    ['telegram', 'telegram'],
    ['web', 'site'],
  ] as const)('%s → %s', (host, platform) => {
    expect(submittedFrom(host)).toBe(platform);
  });
});
