// Why a line of the customer's bonus history moved their points (the reference backend's ledger,
// GET systeminfo/v2/bonus/history): a kind the storefront names in the customer's language, with
// the order it concerns. A backend's line without a known kind shows its own `reason` text.
import { isOneOf } from './one-of.ts';

export const BONUS_KINDS = [
  'welcome',
  'orderPaid',
  'orderRefund',
  'orderEarned',
  'referral',
  'wheel',
] as const;
export type BonusKind = (typeof BONUS_KINDS)[number];

/** The text key of a history line's kind, or null when its own `reason` is to be shown. */
export function bonusReasonKey(kind: unknown): `lk.bonuses.reasons.${BonusKind}` | null {
  return typeof kind === 'string' && isOneOf(BONUS_KINDS, kind)
    ? `lk.bonuses.reasons.${kind}`
    : null;
}
