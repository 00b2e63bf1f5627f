// The shop's analytics with consent, in both hosts (issue 17): a shop with a counter asks about
// cookies once; declined, nothing is loaded; accepted, the counter runs (the demo's local stand-in
// for Yandex Metrika, /api/dev/analytics-stub.js) and hears the dish added to the cart.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { POKROVKA, openHours, patchSettings, productCard, withAddress } from './shop-state.ts';

const FIRST_LOAD = { timeout: 20_000 };
const COUNTER = '<script async src="/api/dev/analytics-stub.js"></script>';

const banner = (page: Page) => page.getByRole('region', { name: /Мы используем cookie/ });

/**
 * Opens a shop with a counter in its settings (this visitor's demo patch) and a chosen address, at
 * its cookie banner. Gives the requests for the counter's file made from the start.
 */
async function openShopWithCounter(page: Page, openApp: (path?: string) => Promise<void>) {
  // The shop open whatever the hour the test runs at: at night its closed-hours popup covers the
  // banner.
  await openHours(page);
  await withAddress(page, POKROVKA);
  await patchSettings(page, { include: { metrix: COUNTER, scripts: '' } });
  const loads: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/dev/analytics-stub.js')) loads.push(r.url());
  });
  await openApp('/');
  await expect(banner(page)).toBeVisible(FIRST_LOAD);
  return loads;
}

/** What the demo's counter has heard: its loads and the e-commerce entries, or null before it runs. */
const counter = (page: Page) =>
  page.evaluate(
    () =>
      (
        window as unknown as {
          __analyticsStub?: { loaded: number; ecommerce: Record<string, unknown>[] };
        }
      ).__analyticsStub ?? null,
  );

/** The settings sheet's analytics switch. */
const analyticsSwitch = (page: Page) =>
  page.getByRole('dialog', { name: 'Настройки' }).getByLabel('Разрешить аналитические cookie');

test('declined: the banner goes, nothing is loaded, and it does not ask again', async ({
  page,
  openApp,
}) => {
  const loads = await openShopWithCounter(page, openApp);
  await banner(page).getByRole('button', { name: 'Только необходимые' }).click();
  await expect(banner(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('product-card').first()).toBeVisible(FIRST_LOAD);
  await expect(banner(page)).toHaveCount(0);
  expect(loads).toEqual([]);
  expect(await page.evaluate(() => 'ym' in window)).toBe(false);
});

test('accepted: the counter runs once and hears the dish added to the cart', async ({
  page,
  openApp,
}) => {
  const loads = await openShopWithCounter(page, openApp);
  // Before an answer: nothing.
  expect(loads).toEqual([]);
  await banner(page).getByRole('button', { name: 'Принять' }).click();
  await expect(banner(page)).toHaveCount(0);
  const stub = () => counter(page);
  await expect.poll(async () => (await stub())?.loaded).toBe(1);

  await productCard(page, 'Филадельфия')
    .getByRole('button', { name: /^Добавить в корзину/ })
    .click();
  await expect
    .poll(async () => (await stub())?.ecommerce ?? [])
    .toContainEqual({
      currencyCode: 'RUB',
      add: {
        products: [expect.objectContaining({ name: 'Филадельфия', quantity: 1, price: 590 })],
      },
    });
  expect(loads).toHaveLength(1);

  // Remembered: a reload asks nothing and runs the counter at once.
  await page.reload();
  await expect(page.getByTestId('product-card').first()).toBeVisible(FIRST_LOAD);
  await expect.poll(async () => (await stub())?.loaded).toBe(1);
  await expect(banner(page)).toHaveCount(0);
});

test('withdrawn in the settings: the next dish added is not told; allowed again, it is', async ({
  page,
  openApp,
}) => {
  await openShopWithCounter(page, openApp);
  await banner(page).getByRole('button', { name: 'Принять' }).click();
  await expect.poll(async () => (await counter(page))?.loaded).toBe(1);
  const added = async () =>
    ((await counter(page))?.ecommerce ?? []).filter((e) => 'add' in e).length;
  const add = (name: string) =>
    productCard(page, name)
      .getByRole('button', { name: /^Добавить в корзину/ })
      .click();
  const settings = async () => {
    await page.getByRole('button', { name: 'Настройки', exact: true }).click();
    await expect(analyticsSwitch(page)).toBeVisible();
  };
  const close = async () => {
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Настройки' })).toHaveCount(0);
  };

  await settings();
  await expect(analyticsSwitch(page)).toBeChecked();
  await analyticsSwitch(page).uncheck();
  await close();
  await add('Филадельфия');
  await expect(productCard(page, 'Филадельфия').getByTestId('cart-count')).toHaveText('1');
  expect(await added()).toBe(0);

  // Allowed again: the next change is told, not the one made meanwhile.
  await settings();
  await expect(analyticsSwitch(page)).not.toBeChecked();
  await analyticsSwitch(page).check();
  await close();
  await add('Калифорния с крабом');
  await expect.poll(added).toBe(1);
  expect(JSON.stringify((await counter(page))?.ecommerce)).not.toContain('Филадельфия');

  // The answer is remembered: no banner after a reload, and the sheet shows it.
  await page.reload();
  await expect(page.getByTestId('product-card').first()).toBeVisible(FIRST_LOAD);
  await expect(banner(page)).toHaveCount(0);
});
