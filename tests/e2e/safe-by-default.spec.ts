// Issue 11 in the browser, in both hosts: links from the CMS that are no links, stored state of
// the wrong types, and the server going away while a customer browses.
import type { Page } from '@playwright/test';
import { test, expect, serverAnswer, waitForInteractive } from './fixtures.ts';
import { clientRendered, openHours, productCard } from './shop-state.ts';
import { openDeliveringTo } from './journey.ts';

// The shop's first paint waits for the catalogue; on a busy machine that can take a while.
test.describe.configure({ timeout: 120_000 });
const FIRST_PAINT = { timeout: 45_000 };

/** The shop's settings as its CMS might send them: one banner and one menu entry are javascript:. */
async function withDangerousLinks(page: Page) {
  await clientRendered(page);
  await page.route('**/api/wp-json/v1/all_settings**', async (route) => {
    const response = await serverAnswer(route);
    const settings = (await response.json()) as {
      banners: Record<string, unknown>[];
      menu: { title: string; url: string }[];
    };
    settings.banners = [
      {
        id: 9901,
        gallery: 'desctop_slider',
        type: 'url',
        title: 'Опасный баннер',
        url: 'javascript:alert(document.cookie)',
        sklad: [],
        skladall: true,
        device: ['site'],
        is_stories: false,
      },
      ...(settings.banners ?? []),
    ];
    settings.menu = [...settings.menu, { title: 'Опасная ссылка', url: ' java\tscript:alert(1)' }];
    await route.fulfill({ response, json: settings });
  });
}

test('a javascript: link from the CMS is not rendered as a link', async ({
  page,
  openApp,
  host,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await withDangerousLinks(page);
  await openApp('/');
  const banner = page.getByText('Опасный баннер');
  await expect(banner).toBeVisible(FIRST_PAINT);
  await expect(page.getByRole('link', { name: /Опасный баннер/ })).toHaveCount(0);
  await banner.click();
  if (host === 'website') {
    // The footer's menu shows the entry as text, the shop's other entries stay links.
    const entry = page.getByRole('contentinfo').getByText('Опасная ссылка');
    await expect(entry).toBeVisible();
    await expect(page.getByRole('link', { name: 'Опасная ссылка' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Блог' })).toBeVisible();
    await entry.click();
  }
  await expect(page.getByRole('heading', { name: 'Пицца', level: 2 })).toBeVisible();
  expect(dialogs).toEqual([]);
});

test('every stored key filled with wrong types boots to a working shop', async ({
  page,
  openApp,
}) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('filled')) return;
    sessionStorage.setItem('filled', '1');
    const wrong: Record<string, unknown> = {
      'store:ui': { themeChoice: 12, language: { ru: true }, languageChosen: 'yes' },
      'store:user': { token: 42, user: 'Анна', autoSignIn: [] },
      'store:delivery': { kind: 7, location: 'Покровка', recent: { a: 1 }, express: 'no' },
      'store:cart': { lines: { 1: 2 }, peopleCount: 'двое' },
      'store:popups': { seen: ['1'] },
      'store:favorites': { ids: 7 },
      'store:coupons': { promocode: 5 },
      'orders:rating-asked': { 1: true },
    };
    for (const [key, value] of Object.entries(wrong))
      localStorage.setItem(key, JSON.stringify(value));
    localStorage.setItem('app_version', '{');
  });
  await openApp('/');
  await expect(page.getByRole('heading', { name: 'Тарелка', level: 1 })).toBeVisible(FIRST_PAINT);
  await expect(productCard(page, 'Маргарита')).toBeVisible(FIRST_PAINT);
  // The shop works: the address choice opens and a favourite can be added.
  await page.getByRole('button', { name: 'Изменить способ получения' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  // What could not be read is gone from storage; a reload starts clean.
  const favorites = await page.evaluate(() => localStorage.getItem('store:favorites'));
  expect(favorites).not.toContain('"ids":7');
  await page.reload();
  await expect(productCard(page, 'Маргарита')).toBeVisible(FIRST_PAINT);
});

test("the server stopped while browsing gives the shop's offline message and recovers by itself", async ({
  page,
  openApp,
}) => {
  await openHours(page); // open, so no work-time popup
  await openDeliveringTo(page, openApp);
  await expect(productCard(page, 'Маргарита')).toBeVisible(FIRST_PAINT);
  await expect(page.getByRole('button', { name: 'Изменить способ получения' })).toBeVisible();
  // The server goes away: every request is refused, as by a stopped process.
  await page.route('**/*', (route) => route.abort('connectionrefused'));
  // A screen whose code is not loaded yet: the address choice.
  await page.getByRole('button', { name: 'Изменить способ получения' }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'Нет связи с магазином' });
  await expect(notice).toBeVisible({ timeout: 15_000 });
  await expect(notice).toContainText('Мы повторим сами');
  await expect(notice.getByRole('button', { name: 'Повторить сейчас' })).toBeVisible();
  // Still the shop, not the browser's error page.
  await expect(productCard(page, 'Маргарита')).toBeVisible();
  // The server is back: without a tap the notice goes and the shop carries on (the screen's code
  // loads again, or, when the browser kept a failed file, the page reloads once by itself).
  const dialog = page.getByRole('dialog');
  const reloaded = page.waitForEvent('framenavigated', { timeout: 60_000 });
  await page.unroute('**/*');
  await Promise.race([dialog.waitFor({ state: 'visible', timeout: 60_000 }), reloaded]);
  await expect(productCard(page, 'Маргарита')).toBeVisible(FIRST_PAINT);
  // Then the address choice opens: it did by itself, or it does on a tap once the reloaded page has
  // started. A part of the shell that failed meanwhile may also reload the page once after the
  // choice opened by itself; the customer then taps again.
  await expect(async () => {
    if (!(await dialog.isVisible())) {
      await waitForInteractive(page);
      await page.getByRole('button', { name: 'Изменить способ получения' }).click();
    }
    await expect(dialog).toBeVisible({ timeout: 20_000 });
  }).toPass({ timeout: 60_000 });
  await expect(page.getByTestId('offline-notice')).toHaveCount(0);
});
