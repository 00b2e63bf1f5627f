// The vendor's `platform` field of bookings and call-back requests (src/domain/request.ts).
import { describe } from 'vitest';
import { submittedFrom } from '../../../src/domain/request';
import { cases } from '../../fixtures/cases';

describe('submittedFrom', () => {
  cases('%s → %s', submittedFrom, [
    ['telegram', 'telegram'],
    ['web', 'site'],
  ]);
});
