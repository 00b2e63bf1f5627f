import { describe } from 'vitest';
import { bonusReasonKey } from '../../../src/domain/bonus-reasons.ts';
import { cases } from '../../fixtures/cases';

describe('bonusReasonKey: a bonus history line named in the customer language', () => {
  cases('%j → %s', bonusReasonKey, [
    ['welcome', 'lk.bonuses.reasons.welcome'],
    ['orderPaid', 'lk.bonuses.reasons.orderPaid'],
    ['orderRefund', 'lk.bonuses.reasons.orderRefund'],
    ['orderEarned', 'lk.bonuses.reasons.orderEarned'],
    ['referral', 'lk.bonuses.reasons.referral'],
    ['wheel', 'lk.bonuses.reasons.wheel'],
    // A line from before kinds were kept, another backend's, or junk: its own reason shows.
    ['', null],
    ['Welcome', null],
    ['toString', null],
    [undefined, null],
    [null, null],
    [7, null],
  ]);
});
