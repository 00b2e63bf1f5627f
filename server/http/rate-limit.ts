// Fixed-window counters in the rate_limits table: sign-in codes, guest orders, bookings and
// call-back requests count here, so limits hold across restarts and between routes.
import type { Db } from '../db/db.ts';
import type { Limit } from '../config.ts';
import { countInWindow, dropWindowsBefore, startWindow, windowRow } from './rate-limit-store.ts';

/** How often stale windows are swept, and how old a window must be to go. */
const SWEEP_EVERY_MS = 60 * 60_000;
const KEEP_MS = 2 * 24 * 60 * 60_000;

export class RateLimiter {
  private sweptAt = 0;

  constructor(
    private db: Db,
    private now: () => number,
  ) {}

  /** Events counted for the key in its current window. */
  count(key: string, [, windowMs]: Limit): number {
    const row = windowRow(this.db, key);
    return row && this.now() - row.window_start <= windowMs ? row.count : 0;
  }

  /** Counts one event unless the window's limit is used up; false (nothing counted) when it is. */
  take(key: string, limit: Limit): boolean {
    return this.db.transaction(() => {
      if (this.count(key, limit) >= limit[0]) return false;
      this.add(key, limit);
      return true;
    })();
  }

  /** Counts one event whatever the total (wrong codes are counted after the fact). */
  add(key: string, [, windowMs]: Limit): void {
    const t = this.now();
    this.sweep(t);
    const row = windowRow(this.db, key);
    if (!row || t - row.window_start > windowMs) startWindow(this.db, key, t);
    else countInWindow(this.db, key);
  }

  private sweep(t: number): void {
    if (t - this.sweptAt < SWEEP_EVERY_MS) return;
    this.sweptAt = t;
    dropWindowsBefore(this.db, t - KEEP_MS);
  }
}
