// Issue 19: a grocery-size catalogue (5,000 products in 200 categories) stays instant on a phone.
// The shop runs on a server of its own (big-catalog-server.ts). The demo shop of the usual e2e
// server is measured first as the machine's baseline: when its own longest task is within 100 ms
// the machine is quiet enough to hold the 5,000-product page to the budgets (no task over
// 100 ms while loading, the first priced product within 1.5 s, a keystroke within a 16 ms frame).
// On a machine busy with other work (the demo's own tasks run long) those timings measure the
// machine, not the page: the load test then reports its numbers and is skipped with the reason,
// and a keystroke is held to the frame scaled by the same slowdown. The DOM, the heap, the far
// categories and the search results are checked whatever the machine.
import type { Browser, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { BIG_PORT, startBigShop } from './big-catalog-server.ts';
import { withSettings } from './shop-state.ts';
import { heapMb, installProbe, longest, nextFrames, readProbe, resetProbe } from './perf-probe.ts';

const SIZE = 5000;
const BIG = `http://localhost:${BIG_PORT}`;

// In order, in one worker (one server); a failure does not skip the others.
test.describe.configure({ mode: 'default' });
test.setTimeout(360_000);

let stop: () => Promise<void> = async () => {};
test.beforeAll(async () => {
  test.setTimeout(300_000);
  stop = await startBigShop(SIZE);
  // A live shop's server has rendered its home page before (its caches warm, its renderer loaded),
  // as npm run lighthouse and npm run bench have it: the timings are the page's, not a cold start's.
  await fetch(`${BIG}/`);
});
test.afterAll(async () => stop());

/**
 * Opens a home page and waits until the full catalogue is on it (the page stops being aria-busy).
 * Waits with CSS selectors only: a role query computes accessible names across the whole page, and
 * on 5,000 products that would be a long task of the test's own making.
 */
async function loadHome(page: Page, base: string) {
  await installProbe(page);
  await page.goto(`${base}/`);
  await expect(page.getByTestId('product-card').first()).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('.home[aria-busy="false"]')).toBeVisible({ timeout: 60_000 });
  // Whatever the full catalogue sets off (parsing slices, the re-render) has run by the next frames.
  await page.waitForLoadState('networkidle');
  await nextFrames(page);
  return readProbe(page);
}

/** The baseline: the 130-dish demo shop's home page on this machine, now. */
let baseline: { longestTask: number; firstPrice: number } | null = null;
async function budgetFor(browser: Browser) {
  if (!baseline) {
    const demoPage = await browser.newPage();
    await demoPage.request.get('/'); // warm, as the big shop's (beforeAll)
    const demo = await loadHome(demoPage, '');
    await demoPage.close();
    baseline = { longestTask: longest(demo), firstPrice: Math.round(demo.firstPrice ?? 0) };
  }
  const slowdown = Math.max(1, baseline.longestTask / 100);
  return {
    baseline,
    quiet: baseline.longestTask <= 100,
    task: 100,
    firstPrice: 1500,
    keystroke: Math.round(16 * slowdown * (slowdown > 1 ? 1.5 : 1)),
  };
}

test('the 5,000-product home page loads without a long task, priced products first', async ({
  page,
  browser,
}) => {
  const budget = await budgetFor(browser);
  const big = await loadHome(page, BIG);
  await expect(page.getByRole('link', { name: /Показать все/ }).first()).toBeVisible();
  const report = {
    big: { longestTask: longest(big), firstPrice: Math.round(big.firstPrice ?? -1) },
    budget,
  };
  test.info().annotations.push({ type: 'home load', description: JSON.stringify(report) });
  console.log('home load', JSON.stringify(report));
  expect(big.firstPrice).not.toBeNull();
  test.skip(
    !budget.quiet,
    `machine too busy to time tasks: the demo shop's own longest task took ${budget.baseline.longestTask} ms`,
  );
  expect(big.firstPrice!).toBeLessThanOrEqual(budget.firstPrice);
  expect(longest(big)).toBeLessThanOrEqual(budget.task);
});

test('scrolled to its end, the home page holds a bounded DOM and heap', async ({ page }) => {
  await loadHome(page, BIG);
  await resetProbe(page);
  // Two viewports at a time, each drawn before the next (one round trip for the whole way down).
  await page.evaluate(async () => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    let last = -1;
    while (window.scrollY !== last) {
      last = window.scrollY;
      window.scrollBy(0, window.innerHeight * 2);
      await frame();
    }
  });
  // The last category's block is drawn, its cards and all.
  const blocks = page.locator('.category-block');
  await expect(blocks.last().getByTestId('product-card').first()).toBeVisible();
  await expect(blocks).toHaveCount(200);
  const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
  const heap = await heapMb(page);
  const scrolling = await readProbe(page);
  const report = {
    elements,
    heapMb: Math.round(heap),
    longestTaskWhileScrolling: longest(scrolling),
  };
  test.info().annotations.push({ type: 'scrolled', description: JSON.stringify(report) });
  console.log('scrolled', JSON.stringify(report));
  expect(elements).toBeLessThanOrEqual(3000);
  expect(heap).toBeLessThanOrEqual(50);
});

test('the category bar and /menu/{slug} still reach a far category', async ({ page }) => {
  await loadHome(page, BIG);
  await page
    .locator('.category-bar')
    .getByRole('link', { name: 'Категория 150', exact: true })
    .click();
  const heading = page.getByRole('heading', { name: 'Категория 150', level: 2 });
  await expect(heading).toBeInViewport();
  const block = page.locator('#cat-gen-category-149');
  await expect(block.getByTestId('product-card').first()).toBeVisible();

  // A landing shop's /menu/{slug} scrolls the one-page menu to the category's block.
  // The page is rendered in the browser from these settings (a server-rendered page carries the
  // server's own).
  await withSettings(page, (s) => {
    (s.facade as { catalog_front: string }).catalog_front = 'lending';
  });
  await page.goto(`${BIG}/menu/gen-category-180`);
  await expect(page.getByRole('heading', { name: 'Категория 181', level: 2 })).toBeInViewport({
    timeout: 60_000,
  });
  await expect(
    page.locator('#cat-gen-category-180').getByTestId('product-card').first(),
  ).toBeVisible();
});

test('a far block says when the menu did not load, and loads it on asking again', async ({
  page,
}) => {
  // The server's page carries the first blocks' dishes; the far ones come with the whole catalogue.
  let reachable = false;
  await page.route('**/app_sync/prodcat.json*', (route) =>
    reachable ? route.fallback() : route.abort('connectionfailed'),
  );
  await page.goto(`${BIG}/`);
  await expect(page.getByTestId('product-card').first()).toBeVisible({ timeout: 60_000 });
  const block = page.locator('#cat-gen-category-120');
  await block.scrollIntoViewIfNeeded({ timeout: 60_000 });
  const failed = block.getByRole('alert');
  await expect(failed).toContainText('Не удалось загрузить меню.', { timeout: 60_000 });

  reachable = true;
  await failed.getByRole('button', { name: 'Повторить' }).click();
  await expect(block.getByTestId('product-card').first()).toBeVisible({ timeout: 60_000 });
  await expect(
    page.getByRole('alert').filter({ hasText: 'Не удалось загрузить меню.' }),
  ).toHaveCount(0);
});

test('search answers every keystroke within a frame and finds the products', async ({
  page,
  browser,
}) => {
  const budget = await budgetFor(browser);
  await loadHome(page, BIG);
  await resetProbe(page);
  const field = page.getByRole('searchbox', { name: 'Поиск' });
  await field.click();
  for (const key of 'сочный ролл') {
    await page.keyboard.type(key);
    await nextFrames(page);
  }
  await expect(page.getByTestId('results-count')).toContainText(/Найдено: [1-9]\d*/);
  const first = page.getByTestId('product-card').first();
  await expect(first).toContainText(/Сочный ролл/);
  const probe = await readProbe(page);
  const typing = probe.events.filter((e) =>
    /^(keydown|keypress|keyup|beforeinput|input)$/.test(e.name),
  );
  const slowest = Math.max(0, ...typing.map((e) => Math.round(e.processing)));
  const report = { slowestKeystrokeMs: slowest, longestTask: longest(probe), budget };
  test.info().annotations.push({ type: 'search', description: JSON.stringify(report) });
  console.log('search', JSON.stringify(report));
  // A keystroke's own work fits in a frame; the results follow in an interruptible render.
  expect(slowest).toBeLessThanOrEqual(budget.keystroke);
  if (budget.quiet) expect(longest(probe)).toBeLessThanOrEqual(budget.task);
});
