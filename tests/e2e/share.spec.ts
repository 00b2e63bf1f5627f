// Sharing a dish (issue 18): inside Telegram, Telegram's share sheet with a link that opens the
// Mini App on the dish (startapp=product_{id}); on the website the system share sheet, or the link
// copied where the browser has none.
import type { Page } from '@playwright/test';
import { test, expect, telegramEvents, expectToast, forHost } from './fixtures.ts';
import { openHours } from './shop-state.ts';

const MARGHERITA = 1000;

/** The system share sheet, as a phone's browser has it: what it is given is recorded. */
const recordShares = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { __shared: unknown[] };
    w.__shared = [];
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: unknown) => void w.__shared.push(data),
    });
  });

/** The link and text the app gave Telegram's share sheet (t.me/share/url?url=…&text=…). */
async function telegramShare(page: Page) {
  await expect
    .poll(async () => (await telegramEvents(page, 'web_app_open_tg_link')).length)
    .toBe(1);
  const [event] = await telegramEvents(page, 'web_app_open_tg_link');
  const link = new URL(`https://t.me${String(event!.data?.path_full)}`);
  expect(link.pathname).toBe('/share/url');
  return { url: link.searchParams.get('url'), text: link.searchParams.get('text') };
}

/** What the page gave the system share sheet. */
const shared = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared);

test.beforeEach(async ({ page }) => {
  await openHours(page);
});

test('a dish is shared as a link that opens it', async ({ page, openApp, host }) => {
  if (host === 'website') {
    await recordShares(page);
  }
  await openApp(`/?product_id=${MARGHERITA}`);
  const modal = page.getByTestId('product-modal');
  await modal.getByRole('button', { name: 'Поделиться: Маргарита' }).click();

  if (host === 'telegram') {
    expect(await telegramShare(page)).toEqual({
      url: `https://t.me/tarelka_demo_bot/shop?startapp=product_${MARGHERITA}`,
      text: 'Маргарита',
    });
  } else {
    await expect
      .poll(() => shared(page))
      .toEqual([{ text: 'Маргарита', url: expect.stringMatching(/\/\?product_id=1000$/) }]);
  }
});

forHost('website', 'the website’s fallback', () => {
  test('without a share sheet the website copies the link', async ({ page, context, openApp }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
    });
    await openApp(`/?product_id=${MARGHERITA}`);
    await page
      .getByTestId('product-modal')
      .getByRole('button', { name: 'Поделиться: Маргарита' })
      .click();
    await expectToast(page, 'Ссылка скопирована');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /^Маргарита https?:\/\/\S+\/\?product_id=1000$/,
    );
  });
});

test('a category is shared as a link that opens it', async ({ page, openApp, host }) => {
  if (host === 'website') {
    await recordShares(page);
  }
  await openApp('/menu/pizza');
  await expect(page.getByRole('heading', { name: 'Пицца', level: 1 })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('button', { name: 'Поделиться: Пицца' }).click();

  if (host === 'telegram') {
    const { url, text } = await telegramShare(page);
    expect({ url, text }).toEqual({
      url: 'https://t.me/tarelka_demo_bot/shop?startapp=category_pizza',
      text: 'Пицца',
    });
    // The friend who opens the link lands on the category.
    await openApp('/', { startParam: new URL(url!).searchParams.get('startapp')! });
    await expect(page).toHaveURL(/\/menu\/pizza/);
    await expect(page.getByRole('heading', { name: 'Пицца', level: 1 })).toBeVisible();
  } else {
    await expect
      .poll(() => shared(page))
      .toEqual([{ text: 'Пицца', url: expect.stringMatching(/\/menu\/pizza$/) }]);
  }
});
