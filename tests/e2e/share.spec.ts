// Sharing a dish (issue 18): inside Telegram, Telegram's share sheet with a link that opens the
// Mini App on the dish (startapp=product_{id}); on the website the system share sheet, or the link
// copied where the browser has none.
import { test, expect, telegramEvents, expectToast } from './fixtures.ts';

const MARGHERITA = 1000;

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-18T14:00:00+03:00'));
});

test('a dish is shared as a link that opens it', async ({ page, openApp, host }) => {
  if (host === 'website') {
    // The system share sheet, as a phone's browser has it: what it was given is recorded.
    await page.addInitScript(() => {
      const w = window as unknown as { __shared: unknown[] };
      w.__shared = [];
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: async (data: unknown) => void w.__shared.push(data),
      });
    });
  }
  await openApp(`/?product_id=${MARGHERITA}`);
  const modal = page.getByTestId('product-modal');
  await modal.getByRole('button', { name: 'Поделиться: Маргарита' }).click();

  if (host === 'telegram') {
    await expect
      .poll(async () => (await telegramEvents(page, 'web_app_open_tg_link')).length)
      .toBe(1);
    const [event] = await telegramEvents(page, 'web_app_open_tg_link');
    const link = new URL(`https://t.me${String(event!.data?.path_full)}`);
    expect(link.pathname).toBe('/share/url');
    expect(link.searchParams.get('url')).toBe(
      `https://t.me/tarelka_demo_bot/shop?startapp=product_${MARGHERITA}`,
    );
    expect(link.searchParams.get('text')).toBe('Маргарита');
  } else {
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared))
      .toEqual([{ text: 'Маргарита', url: expect.stringMatching(/\/\?product_id=1000$/) }]);
  }
});

test('without a share sheet the website copies the link', async ({
  page,
  context,
  openApp,
  host,
}) => {
  test.skip(host !== 'website', 'the website’s fallback');
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

test('a category is shared as a link that opens it', async ({ page, openApp, host }) => {
  if (host === 'website') {
    await page.addInitScript(() => {
      const w = window as unknown as { __shared: unknown[] };
      w.__shared = [];
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: async (data: unknown) => void w.__shared.push(data),
      });
    });
  }
  await openApp('/menu/pizza');
  await expect(page.getByRole('heading', { name: 'Пицца', level: 1 })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('button', { name: 'Поделиться: Пицца' }).click();

  if (host === 'telegram') {
    await expect
      .poll(async () => (await telegramEvents(page, 'web_app_open_tg_link')).length)
      .toBe(1);
    const [event] = await telegramEvents(page, 'web_app_open_tg_link');
    const link = new URL(`https://t.me${String(event!.data?.path_full)}`);
    expect(link.pathname).toBe('/share/url');
    const shared = new URL(link.searchParams.get('url')!);
    expect(shared.href).toBe('https://t.me/tarelka_demo_bot/shop?startapp=category_pizza');
    expect(link.searchParams.get('text')).toBe('Пицца');
    // The friend who opens the link lands on the category.
    await openApp('/', { startParam: shared.searchParams.get('startapp')! });
    await expect(page).toHaveURL(/\/menu\/pizza/);
    await expect(page.getByRole('heading', { name: 'Пицца', level: 1 })).toBeVisible();
  } else {
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared))
      .toEqual([{ text: 'Пицца', url: expect.stringMatching(/\/menu\/pizza$/) }]);
  }
});
