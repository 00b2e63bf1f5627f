// Fixed-window counters in the rate_limits table: sign-in codes, guest orders, bookings and
// call-back requests count here, so limits hold across restarts and between routes.
import type { Db } from '../db/db.ts';
import type { Limit } from '../config.ts';

interface Row {
  window_start: number;
  count: number;
}

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
    const row = this.row(key);
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
    const row = this.row(key);
    if (!row || t - row.window_start > windowMs) {
      this.db
        .prepare(
          'INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, 1) ON CONFLICT(key) DO UPDATE SET window_start = excluded.window_start, count = 1',
        )
        .run(key, t);
      return;
    }
    this.db.prepare('UPDATE rate_limits SET count = count + 1 WHERE key = ?').run(key);
  }

  private row(key: string): Row | undefined {
    return this.db.prepare('SELECT window_start, count FROM rate_limits WHERE key = ?').get(key) as
      Row | undefined;
  }

  private sweep(t: number): void {
    if (t - this.sweptAt < SWEEP_EVERY_MS) return;
    this.sweptAt = t;
    this.db.prepare('DELETE FROM rate_limits WHERE window_start < ?').run(t - KEEP_MS);
  }
}
