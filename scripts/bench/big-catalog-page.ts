// Issue 19's phone budgets for a grocery-size menu, measured in a real browser: the 5,000-product
// home page loads without a task over 100 ms and shows its first priced product within 1.5 s,
// scrolling it to its end keeps every task within 100 ms, and a search keystroke's own work fits in
// a 16 ms frame (the results follow in an interruptible render, so no task over 100 ms either).
// These are timings of the machine as much as of the page, so they are measured here, as the
// median of a few rounds on a served build, and not asserted by the browser tests: those check what
// the customer sees (tests/e2e/big-catalog.spec.ts), whatever else the machine is doing.
// The phone is Playwright's Pixel 7 at 390 px, on Debian's Chromium (or Playwright's own browser).
import { chromium, devices, type Browser, type Page } from '@playwright/test';
import { startServer } from './server-probe.ts';
import { systemChromium } from '../system-chromium.ts';
import {
  installProbe,
  longest,
  nextFrames,
  readProbe,
  resetProbe,
  scrollToEnd,
} from '../../tests/e2e/perf-probe.ts';

const TARGETS = { task: 100, firstPrice: 1500, keystroke: 16 } as const;
const QUERY = 'сочный ролл';

interface Round {
  loadTask: number;
  firstPrice: number;
  scrollTask: number;
  keystroke: number;
  searchTask: number;
}

async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    serviceWorkers: 'block',
  });
  return context.newPage();
}

/** The home page until the whole catalogue is on it (the page stops being aria-busy). */
async function loadHome(page: Page, base: string) {
  await installProbe(page);
  await page.goto(`${base}/`);
  await page.locator('.home[aria-busy="false"]').waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await nextFrames(page);
  return readProbe(page);
}

async function round(browser: Browser, base: string): Promise<Round> {
  const page = await phonePage(browser);
  try {
    const loaded = await loadHome(page, base);
    if (loaded.firstPrice === null) throw new Error('no priced product on the home page');

    await resetProbe(page);
    await scrollToEnd(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await nextFrames(page);
    const scrolled = await readProbe(page);

    await resetProbe(page);
    await page.getByRole('searchbox', { name: 'Поиск' }).click();
    for (const key of QUERY) {
      await page.keyboard.type(key);
      await nextFrames(page);
    }
    await page
      .getByTestId('results-count')
      .filter({ hasText: /Найдено: [1-9]/ })
      .waitFor();
    await nextFrames(page);
    const searched = await readProbe(page);
    const typing = searched.events.filter((e) =>
      /^(keydown|keypress|keyup|beforeinput|input)$/.test(e.name),
    );
    return {
      loadTask: longest(loaded),
      firstPrice: Math.round(loaded.firstPrice),
      scrollTask: longest(scrolled),
      // Event Timing reports events over 16 ms only: none reported is within the frame.
      keystroke: Math.max(0, ...typing.map((e) => Math.round(e.processing))),
      searchTask: longest(searched),
    };
  } finally {
    await page.context().close();
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Prints the medians of `rounds` rounds against the targets; true when all are met. */
export async function bigCatalogPage(catalogSize: number, rounds = 3): Promise<boolean> {
  const server = await startServer(catalogSize, { storefront: true });
  const browser = await chromium.launch({
    executablePath: systemChromium,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    // A live shop's server has rendered its home page before, and the browser has started.
    await round(browser, server.base);
    const results: Round[] = [];
    for (let i = 0; i < rounds; i++) results.push(await round(browser, server.base));
    const m = (key: keyof Round) => median(results.map((r) => r[key]));
    const rows: [string, number, number][] = [
      ['longest task while loading', m('loadTask'), TARGETS.task],
      ['first priced product', m('firstPrice'), TARGETS.firstPrice],
      ['longest task while scrolling to the end', m('scrollTask'), TARGETS.task],
      ['slowest search keystroke (its own work)', m('keystroke'), TARGETS.keystroke],
      ['longest task while searching', m('searchTask'), TARGETS.task],
    ];
    console.log(
      `the ${catalogSize.toLocaleString('en')}-product home page in Chromium, a 390 px phone ` +
        `(median of ${rounds}):`,
    );
    for (const [label, ms, target] of rows) {
      const ok = ms <= target;
      console.log(
        `  ${label.padEnd(42)} ${String(ms).padStart(6)} ms  ${ok ? '✓' : '✗'} target ≤ ${target} ms`,
      );
    }
    return rows.every(([, ms, target]) => ms <= target);
  } finally {
    await browser.close();
    await server.stop();
  }
}
