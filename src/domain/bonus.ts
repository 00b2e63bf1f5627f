import { roundMoney } from './money';

export interface BonusLimits {
  /** points_balance; one point pays one rouble. */
  balance: number;
  /** percent_max: the share of the order bonuses may pay; null when the backend sets no cap. */
  percentMax: number | null;
  /** The cart total the bonus is taken from (before the bonus itself). */
  total: number;
}

export type BonusDecision =
  | { ok: true; amount: number }
  | { ok: false; reason: 'invalid' | 'above-available' | 'above-cap'; max: number };

/**
 * SPEC.md §5 "Bonus application is accepted only if not above the available bonuses", with the
 * percent_max share of the total as a second cap. Whole points only: bonuses are not split.
 */
export function maxApplicableBonus(limits: BonusLimits): number {
  const percent = limits.percentMax === null ? 100 : Math.min(100, Math.max(0, limits.percentMax));
  const cap = roundMoney((Math.max(0, limits.total) * percent) / 100);
  return Math.max(0, Math.floor(Math.min(Math.max(0, limits.balance), cap)));
}

/** SPEC.md §5 bonus application: a request is taken as is or refused with the reason. */
export function acceptBonus(requested: number, limits: BonusLimits): BonusDecision {
  const max = maxApplicableBonus(limits);
  if (!Number.isFinite(requested) || requested < 0 || !Number.isInteger(requested)) {
    return { ok: false, reason: 'invalid', max };
  }
  if (requested > Math.floor(Math.max(0, limits.balance))) {
    return { ok: false, reason: 'above-available', max };
  }
  if (requested > max) return { ok: false, reason: 'above-cap', max };
  return { ok: true, amount: requested };
}
