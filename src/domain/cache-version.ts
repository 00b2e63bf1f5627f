/** SPEC.md §9 "Default app version '2.0.15'". */
export const DEFAULT_CACHE_VERSION = '2.0.15';

/** SPEC.md §9 "Settings and catalogue cache-bust bucket: 3 minutes". */
export const CACHE_BUCKET_MS = 3 * 60 * 1000;

/**
 * SPEC.md §4 "Version check": any difference clears the cart and caches, including a first visit
 * (nothing stored), which costs nothing and leaves the stored version set afterwards.
 */
export function needsCacheReset(
  storedVersion: string | null | undefined,
  siteVersion: string | null | undefined = DEFAULT_CACHE_VERSION,
): boolean {
  const current = siteVersion?.trim() || DEFAULT_CACHE_VERSION;
  return (storedVersion?.trim() ?? '') !== current;
}

/**
 * SPEC.md §7 "all_settings?t={3-minute bucket}": every visitor within the same three minutes
 * asks for the same URL, so CDN caches stay warm yet changes show up within minutes.
 */
export function cacheBucket(nowMs: number): number {
  return Math.floor(nowMs / CACHE_BUCKET_MS);
}
