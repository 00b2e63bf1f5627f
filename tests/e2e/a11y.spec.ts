// Accessibility (issue 13): axe-core over the pages a customer goes through — the 404, home, the
// address sheet, a category, the product sheet, the cart, checkout (empty and with its errors),
// the order's page, sign-in and the account — in both hosts, each page checked in the light and
// the dark theme (switched live, as the system or Telegram switches it). Any critical or serious
// WCAG 2.1 A/AA finding fails, listed with its page and element. Three walks per host (they run
// side by side in CI); each page is checked once per host.
import axe from 'axe-core';
import type { Page } from '@playwright/test';
import { test, expect, pressMainButton, sendTelegramEvent, type Host } from './fixtures.ts';
import { darkTheme, freshTelegramUser, lightTheme } from './telegram-env.ts';
import {
  brandColour,
  POKROVKA,
  productCard,
  ringedIn,
  withAddress,
  openHours,
} from './shop-state.ts';
import { latestCode, uniquePhone } from './signed-in.ts';
import { tabTo } from './journey.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/**
 * The rules whose outcome depends on the theme. A theme changes colours only (CSS variables), never
 * the markup, so a page's second theme is checked with these alone: every rule again would double
 * the time and find the same structure.
 */
const THEME_RULES = ['color-contrast', 'link-in-text-block'];

/** The theme the Telegram client asks for, followed by the page. */
async function setTheme(page: Page, dark: boolean) {
  const secondaryText = () =>
    page.evaluate(() => document.documentElement.style.getPropertyValue('--text-secondary'));
  const before = await secondaryText();
  await sendTelegramEvent(page, 'theme_changed', {
    theme_params: dark ? darkTheme : lightTheme,
  });
  await expect(page.locator('html')).toHaveAttribute('data-theme', dark ? 'dark' : 'light');
  // The hint grey made readable on the new surfaces follows a moment later (its colour arithmetic
  // is a chunk of its own): checked before it, the page showed the old theme's grey on the new
  // background.
  await expect.poll(secondaryText).not.toBe(before);
}

/**
 * Critical and serious findings on the page as it is now, one line per rule and element. axe goes
 * into the page once per document (it stays through the app's own navigations) and runs there.
 * @axe-core/playwright's builder evaluated axe's 1.3 MB source again for every check and finished
 * each one in a new blank page: some 3 to 6 s a check beside 0.3 to 1.5 s of axe's own work, and
 * the walks below make about fifty checks in all. The pages checked have no frames of their own.
 */
async function findings(page: Page, where: string, themeOnly: boolean): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const runOnly = themeOnly
    ? { type: 'rule' as const, values: THEME_RULES }
    : { type: 'tag' as const, values: TAGS };
  const violations = await page.evaluate(
    async (options) =>
      (await (window as unknown as { axe: typeof axe }).axe.run(document, options)).violations,
    { runOnly, resultTypes: ['violations'] as axe.resultGroups[] },
  );
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .flatMap((v) =>
      v.nodes.map(
        (n) =>
          `${where}: ${v.id} (${v.impact}) ${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(0, 2).join(' ')}`,
      ),
    );
}

/** Checks each page in the theme it is in, then switches and checks the other one. */
function scanner(page: Page, host: Host) {
  const found: string[] = [];
  let dark = false;
  return {
    found,
    async check(where: string) {
      found.push(...(await findings(page, `${where}, ${dark ? 'dark' : 'light'}`, false)));
      // The website's theme is the shop's (default_dark) or the customer's toggle, never the
      // system's (SPEC.md §1): nothing switches it live under an open sheet, so the website's walk
      // is checked in the shop's theme; Telegram's client switches live and is checked in both.
      if (host === 'website') return;
      dark = !dark;
      await setTheme(page, dark);
      found.push(...(await findings(page, `${where}, ${dark ? 'dark' : 'light'}`, true)));
    },
  };
}

test.beforeEach(async ({ page }) => {
  // Each walk checks some ten states; axe takes seconds on a page of a hundred cards.
  test.setTimeout(300_000);
  await openHours(page);
  // Axe reads colours as drawn: no transition caught half-way.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await withAddress(page, POKROVKA);
});

test('axe: the 404, home and the address sheet', async ({ page, openApp, host }) => {
  const { check, found } = scanner(page, host);
  await openApp('/no/such/page');
  await expect(page.getByTestId('not-found')).toBeVisible({ timeout: 30_000 });
  await check('404');

  await page.getByRole('link', { name: 'На главную' }).click();
  await expect(productCard(page, 'Филадельфия')).toBeVisible({ timeout: 30_000 });
  await check('home');

  await page.getByRole('button', { name: 'Изменить способ получения' }).click();
  await expect(page.getByPlaceholder('Например, Покровка 17')).toBeVisible();
  await check('address sheet');
  expect(found, found.join('\n')).toEqual([]);
});

test('axe: a category, the product sheet, the cart, checkout and the order', async ({
  page,
  openApp,
  host,
}) => {
  const { check, found } = scanner(page, host);
  await openApp('/menu/pizza');
  await expect(productCard(page, 'Маргарита')).toBeVisible({ timeout: 30_000 });
  await check('category');
  // Headings never skip a level: the category is the page's h1, so its dishes are h2 here (h3 on
  // home, under each category's h2).
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(productCard(page, 'Маргарита').getByRole('heading', { level: 2 })).toHaveText(
    'Маргарита',
  );

  await productCard(page, 'Маргарита').getByRole('link').first().click();
  const product = page.getByTestId('product-modal');
  await expect(product.getByRole('radio').first()).toBeVisible();
  await check('product sheet');
  // Two of them: over the zone's minimum order, so the cart leads on to checkout.
  await product.getByRole('button', { name: 'Больше', exact: true }).click();
  await product.getByRole('button', { name: /^Добавить за/ }).click();
  await expect(product).toHaveCount(0);

  if (host === 'telegram') await pressMainButton(page);
  else await page.getByTestId('cart-bar').click();
  await expect(page.getByRole('dialog', { name: 'Корзина' })).toBeVisible();
  await check('cart');

  if (host === 'telegram') await pressMainButton(page);
  else await page.getByRole('button', { name: 'Перейти к оформлению' }).click();
  await expect(page).toHaveURL(/\/order$/);
  await expect(page.getByLabel('Как к вам обращаться')).toBeVisible();
  await check('checkout');
  // Placed without a phone: the errors are shown, and readable too.
  const placeOrder = () =>
    host === 'telegram'
      ? pressMainButton(page)
      : page.getByRole('button', { name: /^Оформить заказ/ }).click();
  await placeOrder();
  await expect(page.getByTestId('checkout-error-phone')).toBeVisible();
  await check('checkout with errors');

  await page.getByLabel('Как к вам обращаться').fill('Анна');
  await page.getByLabel('Телефон', { exact: true }).fill('+7 900 123-45-67');
  await page.getByRole('radio', { name: /Наличными/ }).check();
  // The ways to pay are cards in the shop's colour, the chosen one marked (they were bare radio
  // buttons in the browser's blue).
  const brand = await brandColour(page);
  const chosen = page.getByTestId('checkout-payment').filter({ hasText: 'Наличными' });
  await expect(chosen.getByRole('radio')).toHaveCSS('accent-color', brand);
  await expect(chosen).toHaveCSS('box-shadow', ringedIn(brand));
  await placeOrder();
  await expect(page).toHaveURL(/\/order\/\d+/, { timeout: 15_000 });
  await expect(page.getByTestId('order-status')).toBeVisible();
  await check('order page');
  expect(found, found.join('\n')).toEqual([]);
});

test("the keyboard's place shows: a ring in the shop's colour, a story's ring, a banner's inner ring, a dish's card", async ({
  page,
  openApp,
}) => {
  await openApp('/');
  await expect(page.getByTestId('story').first()).toBeVisible({ timeout: 30_000 });
  const brand = await brandColour(page);
  const text = await page.evaluate(() => getComputedStyle(document.body).color);
  const focused = page.locator(':focus');

  await tabTo(page, '[data-testid="delivery-bar"]');
  await expect(focused).toHaveCSS('outline-style', 'solid');
  await expect(focused).toHaveCSS('outline-color', brand);
  // A banner scrolls in its row and is often in the shop's colour: a ring inside its card.
  await tabTo(page, '.banner');
  await expect(focused).toHaveCSS('outline-style', 'none');
  await expect(focused.locator('.banner__body')).toHaveCSS('outline-color', text);
  await expect(focused.locator('.banner__body')).toHaveCSS('outline-offset', '-3px');
  // A story: its round ring, not a square around the button.
  await tabTo(page, '[data-testid="story"]');
  await expect(focused).toHaveCSS('outline-style', 'none');
  await expect(focused.locator('.story__ring')).toHaveCSS('outline-color', text);
  // A dish's link rings its whole rounded card.
  await tabTo(page, '.product-card__link');
  await expect(focused).toHaveCSS('outline-style', 'none');
  const card = page.locator('.product-card', { has: focused });
  await expect(card).toHaveCSS('outline-style', 'solid');
  await expect(card).toHaveCSS('outline-color', brand);
});

test('a dish opened from a shared link: the sheet takes the focus without a ring round it; Tab rings its first control', async ({
  page,
  openApp,
}) => {
  await openApp('/?product_id=1000');
  const sheet = page.getByRole('dialog', { name: 'Маргарита' });
  await expect(sheet).toBeFocused({ timeout: 30_000 });
  await expect(sheet).toHaveCSS('outline-style', 'none');
  const brand = await brandColour(page);
  await page.keyboard.press('Tab');
  const focused = sheet.locator(':focus');
  await expect(focused).toHaveCount(1);
  await expect(focused).toHaveCSS('outline-style', 'solid');
  await expect(focused).toHaveCSS('outline-color', brand);
});

test('axe: sign-in and the account', async ({ page, openApp, host, request }) => {
  const { check, found } = scanner(page, host);
  if (host === 'website') {
    await openApp('/contacts?auth=1');
    const sheet = page.getByRole('dialog', { name: 'Вход' });
    await expect(sheet.getByLabel('Номер телефона')).toBeVisible({ timeout: 30_000 });
    await check('sign-in');
    const phone = uniquePhone();
    await sheet.getByLabel('Номер телефона').fill(phone);
    await sheet.getByRole('button', { name: 'Получить код' }).click();
    await expect(sheet.getByLabel('Код из сообщения')).toBeVisible();
    await check('sign-in code');
    await sheet.getByLabel('Код из сообщения').fill(await latestCode(request, phone));
    await expect(sheet).toBeHidden();
    // Signed in: the header's account link leads to the account (not to the sign-in) once updated.
    await expect(page.getByRole('link', { name: 'Личный кабинет', exact: true })).toHaveAttribute(
      'href',
      '/lk',
    );
    await page.getByRole('link', { name: 'Личный кабинет', exact: true }).click();
  } else {
    // Signed in from initData; the account opens from the header.
    await openApp('/contacts', {
      user: freshTelegramUser(),
    });
    await expect(page.getByRole('link', { name: 'Личный кабинет', exact: true })).toHaveAttribute(
      'href',
      '/lk',
      {
        timeout: 30_000,
      },
    );
    await page.getByRole('link', { name: 'Личный кабинет', exact: true }).click();
  }
  await expect(page).toHaveURL(/\/lk$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Личная информация' })).toBeVisible();
  await check('account');
  await page.getByRole('link', { name: 'История заказов' }).click();
  await expect(page).toHaveURL(/\/lk\/orders$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await check('account orders');
  expect(found, found.join('\n')).toEqual([]);
});
