// What a page costs the phone, read from inside it (npm run bench's browser part; the heap and
// the next frames also for tests/e2e/big-catalog.spec.ts): long tasks (PerformanceObserver 'longtask'),
// when the first priced product appeared, input events' processing time (Event Timing), and after
// a forced garbage collection the JS heap (Chromium's DevTools protocol).
import type { Page } from '@playwright/test';

interface Probe {
  long: { start: number; duration: number }[];
  firstPrice: number | null;
  events: { name: string; processing: number; duration: number }[];
}

export async function installProbe(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const probe: Probe = { long: [], firstPrice: null, events: [] };
    (window as unknown as { __probe: Probe }).__probe = probe;
    new PerformanceObserver((list) =>
      list
        .getEntries()
        .forEach((e) => probe.long.push({ start: e.startTime, duration: e.duration })),
    ).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) =>
      list.getEntries().forEach((e) => {
        const timing = e as PerformanceEventTiming;
        probe.events.push({
          name: timing.name,
          processing: timing.processingEnd - timing.processingStart,
          duration: timing.duration,
        });
      }),
    ).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
    new MutationObserver((_, observer) => {
      if (document.querySelector('.product-card__price')) {
        probe.firstPrice = performance.now();
        observer.disconnect();
      }
    }).observe(document, { subtree: true, childList: true });
  });
}

export const readProbe = (page: Page): Promise<Probe> =>
  page.evaluate(() => (window as unknown as { __probe: Probe }).__probe);

export const resetProbe = (page: Page): Promise<void> =>
  page.evaluate(() => {
    const probe = (window as unknown as { __probe: Probe }).__probe;
    probe.long = [];
    probe.events = [];
  });

export const longest = (probe: Probe): number =>
  Math.max(0, ...probe.long.map((t) => Math.round(t.duration)));

/** Used JS heap in MB after a full garbage collection. */
export async function heapMb(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize / 1024 / 1024;
}

/** Waits until the page has painted twice (whatever a scroll or a keystroke set off is on screen). */
export const nextFrames = (page: Page): Promise<unknown> =>
  page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(null)))),
  );

/**
 * Scrolls the page to its end two viewports at a time, each drawn before the next (one round trip
 * for the whole way down). No named function inside: tsx (npm run bench) would wrap it in a helper
 * the page does not have.
 */
export const scrollToEnd = (page: Page): Promise<void> =>
  page.evaluate(async () => {
    let last = -1;
    while (window.scrollY !== last) {
      last = window.scrollY;
      window.scrollBy(0, window.innerHeight * 2);
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    }
  });
