// Whether the shop's server answers. A screen's code that fails to load with the server gone is
// not a deploy (which a reload fixes) but a lost connection: the shop says so in its own words and
// tries again by itself, instead of reloading the tab into the browser's error page.
import { makeAutoObservable, runInAction } from 'mobx';
import type { Clock } from './root-store.ts';

/** Answers whether the server responded at all (any HTTP status counts). */
export type Probe = () => Promise<boolean>;

/** Asks for the page's own origin, bypassing every cache; only a network failure means "gone". */
export const originProbe: Probe = async () => {
  try {
    await fetch(`${window.location.origin}/runtime-config.js`, {
      method: 'HEAD',
      cache: 'no-store',
    });
    return true;
  } catch {
    return false;
  }
};

/** Waits between probes while offline: 1 s, 2 s, 4 s, then every 5 s. */
const FIRST_WAIT_MS = 1000;
const MAX_WAIT_MS = 5000;

export class ConnectionStore {
  /** The server did not answer; waiting for it (the offline notice shows). */
  offline = false;
  private waiting: Promise<void> | null = null;
  private wakeUp: (() => void) | null = null;

  constructor(
    private probe: Probe,
    private clock: Pick<Clock, 'setTimeout'>,
  ) {
    makeAutoObservable<ConnectionStore, 'probe' | 'clock' | 'waiting' | 'wakeUp'>(this, {
      probe: false,
      clock: false,
      waiting: false,
      wakeUp: false,
    });
    if (typeof window !== 'undefined') window.addEventListener('online', () => this.retryNow());
  }

  /** Whether the server answers right now. */
  reachable(): Promise<boolean> {
    return this.probe();
  }

  /** Resolves once the server answers again; meanwhile `offline` is true. One wait for all. */
  untilReachable(): Promise<void> {
    this.offline = true;
    this.waiting ??= this.poll().finally(() => {
      runInAction(() => (this.offline = false));
      this.waiting = null;
    });
    return this.waiting;
  }

  /** The customer's "try now" (or the browser's online event): the next probe goes at once. */
  retryNow(): void {
    this.wakeUp?.();
  }

  private async poll(): Promise<void> {
    let wait = FIRST_WAIT_MS;
    for (;;) {
      await new Promise<void>((resolve) => {
        this.wakeUp = resolve;
        this.clock.setTimeout(resolve, wait);
      });
      this.wakeUp = null;
      if (await this.probe()) return;
      wait = Math.min(MAX_WAIT_MS, wait * 2);
    }
  }
}
