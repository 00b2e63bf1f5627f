// A returning visitor on a lost connection (issue 15): the service worker (vite-plugin-pwa's
// Workbox worker, README "Service worker") keeps the app's files and the shop's last answers, so
// the menu opens offline, says it is offline, and the cart still takes a dish. The only spec that
// lets the worker run (playwright.config.ts blocks it for the others: installing it fetches every
// chunk of the build). Both hosts.
import type { Page } from '@playwright/test';
import { test, expect, type Host } from './fixtures.ts';
import { cartDialog, openCart } from './journey.ts';
import { controlled } from './service-worker-state.ts';
import { openHours, productCard, withPickup } from './shop-state.ts';

test.use({ serviceWorkers: 'allow' });
// Each test installs the worker, which fetches the whole precache (~1.3 MB) from the shared test
// server: 15-18 s in CI with the other worker's tests running beside it.
test.describe.configure({ timeout: 60_000 });

const DISH = 'Филадельфия';

/** The addresses in the worker's caches: its precache, and each runtime route's by name. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const all: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      all[name.startsWith('workbox-precache') ? 'precache' : name] = (await cache.keys()).map(
        (request) => new URL(request.url).pathname,
      );
    }
    return all;
  });

/** The language files the page's scripts are in (src/i18n/locales, built into assets/texts/). */
const textFiles = (urls: string[] | undefined) =>
  (urls ?? []).filter((url) => url.startsWith('/assets/texts/'));

/** The fonts' style sheets (scripts/vite-fonts.ts, built into assets/font-faces/). */
const fontSheets = (urls: string[] | undefined) =>
  (urls ?? []).filter((url) => url.startsWith('/assets/font-faces/'));

/** The Mini App's own files (adapters/telegram and the UI kit, built into assets/telegram/). */
const telegramFiles = (urls: string[] | undefined) =>
  (urls ?? []).filter((url) => url.startsWith('/assets/telegram/'));

/**
 * Until the worker keeps what it did not precache and this page uses: its language files (the ones
 * the page read before the worker took over and the rest of them: Russian, in two parts) and no
 * other language's, the style sheets of the shop's fonts (Inter and Montserrat, three in all) and
 * no other family's, and inside Telegram the Mini App's own files (the SDK's platform, the UI
 * kit's root and its style sheet), which a website visitor's worker neither precaches nor keeps.
 * Those are handed over from the page's resource timing, which Playwright's fake clock empties
 * (`page.clock` replaces `performance`): `miniApp` false leaves them out of the count.
 */
async function keptForOffline(page: Page, host: Host, miniApp = true) {
  const miniAppFiles = host === 'telegram' ? 3 : 0;
  await expect
    .poll(
      async () => {
        const cached = await cachedUrls(page);
        return [
          textFiles(cached.texts).length,
          fontSheets(cached.fonts).length,
          miniApp ? telegramFiles(cached.telegram).length : miniAppFiles,
        ];
      },
      { timeout: 15_000 },
    )
    .toEqual([2, 3, miniAppFiles]);
  const cached = await cachedUrls(page);
  expect(textFiles(cached.texts).every((url) => url.startsWith('/assets/texts/ru/'))).toBe(true);
  expect(textFiles(cached.precache)).toEqual([]);
  expect(fontSheets(cached.precache)).toEqual([]);
  expect(telegramFiles(cached.precache)).toEqual([]);
}

/** The shop's font is in use: a face of Inter has loaded. */
const inShopFont = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].some(
      (face) => face.family.replace(/["']/g, '') === 'Inter' && face.status === 'loaded',
    );
  });

test('a returning visitor opens the menu offline and fills the cart', async ({
  page,
  context,
  openApp,
  host,
}) => {
  await openHours(page);
  await withPickup(page);
  await openApp('/');
  await expect(productCard(page, DISH)).toContainText('₽');
  // The worker has installed (precached the build) and answers this page's requests.
  await controlled(page);
  // (The shop's hours are the fake clock's: the Mini App's files are counted after the reload.)
  await keptForOffline(page, host, false);
  expect((await cachedUrls(page)).precache).toContain('/app-shell.html');
  // The shop's answers this page asked for before the worker controlled it go through it now.
  await page.reload();
  await expect(productCard(page, DISH)).toContainText('₽');
  await keptForOffline(page, host);

  await context.setOffline(true);
  await page.reload();
  const card = productCard(page, DISH);
  await expect(card).toContainText('₽');
  await expect(page.getByRole('alert').filter({ hasText: 'Нет связи с магазином' })).toBeVisible();
  // In the shop's font, from the kept style sheet and files.
  await expect.poll(() => inShopFont(page)).toBe(true);

  await card.getByRole('button', { name: `Добавить в корзину: ${DISH}` }).click();
  await openCart(page, host);
  await expect(cartDialog(page).getByText(DISH)).toBeVisible();
});

test('offline, a language this device has not read is not chosen, and the page says why', async ({
  page,
  context,
  openApp,
  host,
}) => {
  await openApp('/');
  await expect(page.getByRole('heading', { name: 'Пицца', level: 2 })).toBeVisible();
  await controlled(page);
  await keptForOffline(page, host);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Открыть меню' }).click();
  const menu = page.getByTestId('burger-menu');
  const select = menu.getByRole('combobox', { name: 'Язык' });
  // The message shows for 2 s (NOTIFICATION_MS): it is waited for from before the choice, since
  // a loaded machine can take longer than that to come back from choosing (a CI run missed it).
  const message = page
    .getByRole('alert')
    .filter({ hasText: 'Не удалось загрузить. Проверьте соединение' });
  const shown = await select.elementHandle();
  await Promise.all([expect(message).toBeVisible(), select.selectOption('en')]);
  // Still in Russian, and the selector says so.
  await expect(page.getByRole('heading', { name: 'Пицца', level: 2 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(select).toHaveValue('ru');
  // The page was kept as it was: never the skeleton or the maintenance notice in its place, which
  // would have drawn the menu and its selector anew (the settings in English did not come either).
  expect(await shown!.evaluate((element) => element.isConnected)).toBe(true);
});

test('a page the app draws itself says it is offline when it starts without a network', async ({
  page,
  context,
  openApp,
  host,
}) => {
  // The cart's page is never drawn by the server: the app starts on it as from the kept shell, and
  // asks for the shop's answers while it starts, before the worker's adapter is loaded.
  await openApp('/cart');
  await expect(page.getByRole('heading', { name: 'Корзина', level: 1 })).toBeVisible();
  await controlled(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Корзина', level: 1 })).toBeVisible();
  // What the app keeps for a start without a network is in (on a busy machine the texts, fonts and
  // the Mini App's UI kit are kept some time after the page shows): a customer goes offline later.
  await keptForOffline(page, host);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Корзина', level: 1 })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Нет связи с магазином' })).toBeVisible();
});
