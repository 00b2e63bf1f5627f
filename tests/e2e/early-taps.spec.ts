// A tap on a server-rendered page before its script has taken it over (a slow phone: the page is
// drawn, its buttons look ready, the app's code is still on its way) is kept and replayed once the
// app has read the stored cart and address (index.html, main.tsx): the dish lands in the cart, and
// no address sheet asks for the address the customer already gave.
import { expect, test, type Page } from '@playwright/test';
import { POKROVKA, openHours, productCard, withAddress } from './shop-state.ts';

// Website only (playwright.config.ts): inside Telegram the drawn page is hidden (src/ssr/ssr.css)
// until the Mini App replaces it with its own screens, so there is nothing to tap or type into
// before the start.

/** The app's entry script arrives only when the returned function lets it. */
async function holdEntry(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('a dish tapped before the page has started goes into the cart once it has', async ({
  page,
}) => {
  await openHours(page);
  await withAddress(page, POKROVKA);
  const release = await holdEntry(page);
  // Not 'domcontentloaded': the page's module script, held here, would hold that event too.
  await page.goto('/', { waitUntil: 'commit' });
  const roll = productCard(page, 'Филадельфия');
  await roll.getByRole('button', { name: /^Добавить в корзину/ }).click();
  await expect(page.locator('#root[data-hydrated]')).toHaveCount(0);
  release();
  await expect(roll.getByTestId('cart-count')).toHaveText('1', { timeout: 20_000 });
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

// The page's scripts are asked for once the page is on screen with its pictures (index.html's start),
// so on a slow connection they do not share it with the menu's first screen.
test('a drawn page asks for its scripts only once it is on screen with its pictures', async ({
  page,
}) => {
  await page.goto('/menu/pizza');
  await expect(page.locator('#root[data-hydrated]')).toBeAttached({ timeout: 20_000 });
  const { loaded, painted, scripts } = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType(
      'navigation',
    ) as PerformanceNavigationTiming[];
    return {
      loaded: navigation!.loadEventEnd,
      painted: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((r) => /\/assets\/[^/]+\.js$/.test(new URL(r.name).pathname))
        .map((r) => r.startTime),
    };
  });
  expect(scripts.length).toBeGreaterThan(2);
  expect(Math.min(...scripts)).toBeGreaterThanOrEqual(loaded);
  expect(Math.min(...scripts)).toBeGreaterThanOrEqual(painted);
});

test('with its pictures still on their way, a tap starts the page at once and is not lost', async ({
  page,
}) => {
  await openHours(page);
  await withAddress(page, POKROVKA);
  // The shop's pictures never come: the page's load event never fires.
  await page.route(/\/wp-content\/uploads\/.+\.(webp|png|jpe?g|svg)$/, () => {});
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const entry = page.locator('script[type="module"]');
  await expect(entry).toHaveCount(0);
  const roll = productCard(page, 'Филадельфия');
  await roll.getByRole('button', { name: /^Добавить в корзину/ }).click();
  // Asked for by the tap itself, not by a timer.
  expect(await entry.count()).toBe(1);
  await expect(roll.getByTestId('cart-count')).toHaveText('1', { timeout: 20_000 });
});

// Typed before the page has started (a key starts its scripts, above): the search gets the text once
// the app is up, and Enter meanwhile does not send the form as a page load that would lose it.
test('a search typed before the page has started shows its results once it has', async ({
  page,
}) => {
  const release = await holdEntry(page);
  await page.goto('/', { waitUntil: 'commit' });
  const field = page.getByRole('searchbox', { name: 'Поиск по меню' });
  await field.waitFor();
  // Marks this document: a form sent as a page load would start another one.
  await page.evaluate(() => ((window as { typedHere?: boolean }).typedHere = true));
  await field.pressSequentially('маргар');
  await field.press('Enter');
  await expect(page.locator('#root[data-hydrated]')).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { name: 'Результаты поиска' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(field).toHaveValue('маргар');
  const names = await page.locator('.product-card__name').allTextContents();
  expect(names.length).toBeGreaterThan(0);
  expect(names.every((n) => n.toLowerCase().includes('маргар'))).toBe(true);
  expect(await page.evaluate(() => (window as { typedHere?: boolean }).typedHere)).toBe(true);
});

// A language chosen in the desktop header's select before the page has started: the app's start
// would draw the select back to the language it read, so the choice is made again once it is up.
test('a language chosen before the page has started is the one it speaks once it has', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const release = await holdEntry(page);
  await page.goto('/', { waitUntil: 'commit' });
  const select = page.getByRole('banner').getByRole('combobox', { name: /^(Язык|Language)$/ });
  await select.selectOption('en');
  await expect(page.locator('#root[data-hydrated]')).toHaveCount(0);
  release();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en', { timeout: 20_000 });
  await expect(page.getByRole('banner').getByRole('link', { name: 'My account' })).toBeVisible();
  await expect(select).toHaveValue('en');
});
