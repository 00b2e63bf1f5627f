// Google Translate for the languages the shop has no texts for (issue 17, use_google_translate), in
// both hosts: the selector offers google_languages_list after the shop's own languages; picking one
// sets the googtrans cookie, loads the widget once (the demo's local stand-in,
// /api/dev/translate-element.js, which marks what it translates '[en] …') and the page shows
// translated; another Google language goes through the loaded widget; the shop's Русский again
// clears the cookie and shows the page as the shop wrote it. The choice is remembered.
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { openHours, patchSettings, withPickup } from './shop-state.ts';

test.beforeEach(({ page }) => openHours(page));
// A reload and the widget on a shared machine.
test.setTimeout(60_000);

const SHOP = {
  translate_active: true,
  use_google_translate: true,
  google_languages_list: ['en', 'uz'],
  language_list: [
    { code: 'ru', text: 'Русский', default: true },
    { code: 'de', text: 'Deutsch', default: false },
  ],
};

/**
 * Opens the shop with Google's languages on; gives the requests for the widget's script and the
 * page's uncaught errors (the widget moves React's text: React must not trip over it).
 */
async function openShop(page: Page, openApp: (path?: string) => Promise<void>) {
  await withPickup(page);
  await patchSettings(page, SHOP);
  const loads: string[] = [];
  const errors: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/dev/translate-element.js')) loads.push(r.url());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await openApp('/');
  await expect(page.getByRole('heading', { name: /Маргарита$/ }).first()).toBeVisible({
    timeout: 20_000,
  });
  return { loads, errors };
}

/** The selector in the burger menu (both hosts on a phone); the menu is closed afterwards. */
async function withLanguageSelect(page: Page, then: (select: Locator) => Promise<unknown>) {
  await page.getByRole('button', { name: 'Открыть меню' }).click();
  const menu = page.getByRole('dialog');
  const select = menu.getByRole('combobox', { name: 'Язык' });
  await expect(select).toBeVisible();
  await then(select);
  await menu.getByRole('button', { name: 'Закрыть' }).click();
  await expect(menu).toHaveCount(0);
}

const googtrans = async (page: Page) =>
  (await page.context().cookies()).find((c) => c.name === 'googtrans')?.value ?? null;

const stub = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __translateStub?: { loaded: number; made: number } })
        .__translateStub ?? null,
  );

const pizza = (page: Page, prefix = '') =>
  page.getByRole('heading', { name: `${prefix}Маргарита`, exact: true }).first();

test('a Google language translates the page; Русский again shows it as written', async ({
  page,
  openApp,
}) => {
  const { loads, errors } = await openShop(page, openApp);
  expect(loads).toEqual([]);

  await withLanguageSelect(page, async (select) => {
    // The shop's languages first, then Google's, each named in itself.
    await expect(select.getByRole('option')).toHaveText([
      'Русский',
      'Deutsch',
      'English',
      'O‘zbek',
    ]);
    await select.selectOption({ label: 'English' });
    await expect(select).toHaveValue('en');
  });
  await expect(page.locator('html')).toHaveClass(/\btranslated-ltr\b/);
  await expect(pizza(page, '[en] ')).toBeVisible();
  expect(await googtrans(page)).toBe('/ru/en');
  expect(loads).toHaveLength(1);
  expect(await stub(page)).toMatchObject({ loaded: 1, made: 1 });

  // React keeps drawing under the translation: a dish added, one more, then taken out again
  // (React replaces text the widget has moved; adapters/translate-widget.ts keeps it from tripping).
  const roll = page
    .getByTestId('product-card')
    .filter({ has: page.getByRole('heading', { name: '[en] Филадельфия', exact: true }) })
    .first();
  await roll.getByRole('button', { name: 'Добавить в корзину: Филадельфия' }).click();
  await roll.getByRole('button', { name: 'Больше: Филадельфия' }).click();
  await expect(roll.getByText('[en] 2', { exact: true })).toBeVisible();
  await roll.getByRole('button', { name: 'Меньше: Филадельфия' }).click();
  await roll.getByRole('button', { name: 'Меньше: Филадельфия' }).click();
  await expect(roll.getByRole('button', { name: 'Добавить в корзину: Филадельфия' })).toBeVisible();
  await expect(roll.getByRole('heading', { name: '[en] Филадельфия' })).toBeVisible();

  // Another Google language: the widget already on the page switches, nothing loads again.
  await withLanguageSelect(page, (select) => select.selectOption({ label: 'O‘zbek' }));
  await expect(pizza(page, '[uz] ')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'uz');
  expect(await googtrans(page)).toBe('/ru/uz');
  expect(loads).toHaveLength(1);
  expect(await stub(page)).toMatchObject({ loaded: 1, made: 1 });

  // The shop's own language: the cookie goes and the page is shown anew (the menu with it),
  // untranslated.
  await page.getByRole('button', { name: 'Открыть меню' }).click();
  await page
    .getByRole('dialog')
    .getByRole('combobox', { name: 'Язык' })
    .selectOption({ label: 'Русский' });
  await expect(pizza(page)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('html')).not.toHaveClass(/translated/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  expect(await googtrans(page)).toBe(null);
  expect(await stub(page)).toBe(null);
  expect(loads).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('the Google language is remembered: the next visit is translated at once', async ({
  page,
  openApp,
}) => {
  const { loads, errors } = await openShop(page, openApp);
  await withLanguageSelect(page, (select) => select.selectOption({ label: 'English' }));
  await expect(pizza(page, '[en] ')).toBeVisible();

  await page.reload();
  await expect(pizza(page, '[en] ')).toBeVisible({ timeout: 20_000 });
  expect(await googtrans(page)).toBe('/ru/en');
  expect(await stub(page)).toMatchObject({ loaded: 1, made: 1 });
  expect(loads).toHaveLength(2);
  await withLanguageSelect(page, (select) => expect(select).toHaveValue('en'));
  expect(errors).toEqual([]);
});
