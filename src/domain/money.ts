/**
 * SPEC.md §9 prices: money is kept in roubles with kopecks (2 decimals), the precision of the
 * displayed customer price, so a total never disagrees with the prices it was built from.
 * Half-kopecks round away from zero after float noise is removed (0.1+0.2 is 0.30, not 0.31).
 */
export function roundMoney(amount: number): number {
  if (!Number.isFinite(amount)) return 0;
  const kopecks = Number((Math.abs(amount) * 100).toFixed(6));
  return (Math.sign(amount) * Math.round(kopecks)) / 100 || 0;
}

/** Amounts from WordPress arrive as numbers or strings ('300.00', ''); anything else is 0. */
export function toAmount(value: number | string | null | undefined): number {
  if (value === null || value === undefined || value === '') return 0;
  const n = typeof value === 'number' ? value : Number(String(value).replace(',', '.').trim());
  return Number.isFinite(n) ? n : 0;
}
