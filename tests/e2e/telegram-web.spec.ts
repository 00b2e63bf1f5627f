// Telegram's web clients: the shop in an iframe under web.telegram.org, speaking postMessage, with
// third-party storage blocked (every storage read throws in the frame), on Web A and Web K.
import type { FrameLocator, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { darkTheme, freshTelegramUser } from './telegram-env.ts';
import { cloudData, shareCloudStorage, type CloudStorageOfUser } from './telegram-cloud.ts';
import {
  expectWebEvent,
  openInTelegramWeb,
  sendWebEvent,
  shopFrame,
  webEvents,
} from './telegram-web.ts';
import { openHours } from './shop-state.ts';

test.skip(({ host }) => host !== 'telegram', 'Telegram host only');

test.beforeEach(async ({ page }) => {
  // Every request of the frame goes through the test's router: slower than a direct page.
  test.setTimeout(90_000);
  await openHours(page);
});

const uniqueUser = () =>
  freshTelegramUser({ first_name: 'Ирина', last_name: 'Веб', language_code: 'ru' });

/** Pickup at Тверская, chosen as a customer would (nothing can be stored beforehand in this frame). */
export async function choosePickup(app: FrameLocator) {
  await app.getByRole('button', { name: 'Изменить способ получения' }).click();
  await app.getByRole('tab', { name: 'Самовывоз' }).click();
  await app.getByTestId('place-option').filter({ hasText: 'Тарелка на Тверской' }).click();
  await app.getByTestId('place-confirm').click();
  await expect(app.getByRole('button', { name: 'Изменить способ получения' })).toHaveText(
    /Самовывоз · Тарелка на Тверской/,
  );
  // The shop's one-off popup for this stock (nothing remembers it was seen).
  await app.getByRole('button', { name: 'Понятно' }).click();
  await expect(app.getByTestId('popup')).toHaveCount(0);
}

const framePath = (page: Page) => new URL(shopFrame(page).url()).pathname;

for (const platform of ['weba', 'webk'] as const) {
  test(`${platform}: signs in, drives the MainButton, BackButton and theme over postMessage with storage blocked`, async ({
    page,
    baseURL,
  }) => {
    const logs: string[] = [];
    page.on('console', (m) => logs.push(m.text()));
    const signIn = page.waitForResponse(
      (r) => r.url().includes('/telega/v1/auth/webapp') && r.status() === 200,
    );
    const app = await openInTelegramWeb(page, baseURL!, { platform, user: uniqueUser() });

    await expect(app.getByTestId('product-card').first()).toBeVisible();
    await expect(app.locator('html')).toHaveAttribute('data-host', 'telegram');
    expect(
      logs.some((l) => l.includes('session storage refused: launch parameters in memory')),
    ).toBe(true);
    await signIn;
    await expect
      .poll(async () => (await webEvents(page)).map((e) => e.type))
      .toEqual(expect.arrayContaining(['web_app_ready', 'web_app_expand']));

    // A cart line: the MainButton shows the cart; Telegram's press opens it.
    await choosePickup(app);
    await app
      .getByRole('article', { name: 'Филадельфия', exact: true })
      .first()
      .getByRole('button', { name: /^Добавить в корзину/ })
      .click();
    await expectWebEvent(page, 'web_app_setup_main_button', {
      is_visible: true,
      text: expect.stringMatching(/^Корзина · 590\s₽$/),
    });
    // Closing Telegram Web now asks first: the cart holds a dish.
    await expectWebEvent(page, 'web_app_setup_closing_behavior', { need_confirmation: true });
    await sendWebEvent(page, 'main_button_pressed');
    await expect(app.getByRole('dialog', { name: 'Корзина' })).toBeVisible();
    await expectWebEvent(page, 'web_app_setup_main_button', { text: 'Перейти к оформлению' });
    await app.locator('body').press('Escape');
    await expect(app.getByRole('dialog', { name: 'Корзина' })).toHaveCount(0);

    // The BackButton follows the router and Telegram's press goes back.
    await app.getByTestId('banner').first().click();
    await expect.poll(() => framePath(page)).toMatch(/^\/catalog\/\d+$/);
    await expectWebEvent(page, 'web_app_setup_back_button', { is_visible: true });
    await sendWebEvent(page, 'back_button_pressed');
    await expect.poll(() => framePath(page)).toBe('/');
    await expectWebEvent(page, 'web_app_setup_back_button', { is_visible: false });

    // The client's theme, live.
    await expect(app.locator('html')).toHaveAttribute('data-theme', 'light');
    await sendWebEvent(page, 'theme_changed', { theme_params: darkTheme });
    await expect(app.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
}

test('weba with storage blocked: a favourite comes back from CloudStorage when Telegram Web is opened again', async ({
  page,
  baseURL,
}) => {
  const cloud: CloudStorageOfUser = new Map();
  await shareCloudStorage(page.context(), cloud);
  const user = uniqueUser();
  let app = await openInTelegramWeb(page, baseURL!, { platform: 'weba', user });
  const heart = (frame: FrameLocator) =>
    frame
      .getByRole('article', { name: 'Маргарита', exact: true })
      .first()
      .getByRole('button', { name: 'Добавить в избранное' });
  await heart(app).click();
  await expect(heart(app)).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(() => cloudData(cloud, 'favorites'))
    .toMatchObject({ ids: [expect.any(Number)] });

  // The frame kept nothing (its storage is refused); the user's CloudStorage did.
  await page.reload();
  app = page.frameLocator('#mini-app');
  await expect(heart(app)).toHaveAttribute('aria-pressed', 'true');
});

test('webk: a table’s order paid with Telegram’s invoice shows as paid live, the payment made by Telegram Web', async ({
  page,
  baseURL,
}) => {
  const app = await openInTelegramWeb(page, baseURL!, {
    platform: 'webk',
    user: uniqueUser(),
    startParam: 'table_r1_12',
    config: { invoice: 'pay' },
  });
  // The shop's one-off popup for the table's restaurant.
  await app.getByRole('button', { name: 'Понятно' }).click();
  await app
    .getByRole('navigation', { name: 'Категории' })
    .getByRole('link', { name: 'Роллы и суши' })
    .click();
  await app.getByRole('button', { name: 'Добавить в корзину: Филадельфия' }).first().click();
  await expectWebEvent(page, 'web_app_setup_main_button', { is_visible: true });
  await sendWebEvent(page, 'main_button_pressed');
  await expect(app.getByRole('dialog', { name: 'Корзина' })).toBeVisible();
  await sendWebEvent(page, 'main_button_pressed');
  await expect(app.getByRole('heading', { name: 'Оформление заказа' })).toBeVisible();
  await app.getByLabel('Как к вам обращаться').fill('Ирина');
  await app.getByLabel('Телефон').fill('+7 900 123-45-67');
  await app.getByRole('radio', { name: /Оплата в Telegram/ }).check();

  const placed = page.waitForResponse(
    (r) => r.request().method() === 'POST' && /\/wc\/v3\/orders(\?|$)/.test(r.url()),
  );
  await sendWebEvent(page, 'main_button_pressed');
  expect(await (await placed).json()).toMatchObject({ status: 'pending', payment_url: null });
  // The app asked Telegram Web for the invoice; Telegram Web paid it through its payment servers.
  await expect.poll(async () => (await webEvents(page, 'web_app_open_invoice')).length).toBe(1);
  await expect.poll(() => framePath(page)).toMatch(/^\/order\/\d+$/);
  await expect(app.getByTestId('order-status')).toHaveText(/Принят|Готовится/);
  await expect(app.getByRole('button', { name: 'Оплатить в Telegram' })).toHaveCount(0);
});
