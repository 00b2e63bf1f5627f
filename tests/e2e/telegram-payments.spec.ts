// Telegram Payments (issue 18): inside Telegram an order is paid with Telegram's invoice
// (openInvoice). The emulated client pays through the demo's fake Bot API, which asks the shop's
// webhook the pre-checkout question and sends it the successful payment; only then is the order
// paid, and the order page shows it live. The website does not offer the method.
import type { Page } from '@playwright/test';
import {
  test,
  expect,
  pressMainButton,
  setTelegramClient,
  telegramEvents,
  expectToast,
} from './fixtures.ts';
import { productCard } from './shop-state.ts';

const OPEN_HOURS = new Date('2026-11-18T14:00:00+03:00');
test.beforeEach(async ({ page }) => {
  test.setTimeout(60_000);
  await page.clock.setFixedTime(OPEN_HOURS);
});

/** The rolls, as a customer finds them: the category bar. */
const rollsCategory = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Категории' })
    .getByRole('link', { name: 'Роллы и суши' })
    .click();

/** A dish for table 12 (no address asked), to the checkout form with name and phone filled. */
async function toCheckout(page: Page) {
  await page.getByRole('button', { name: 'Понятно' }).click();
  await rollsCategory(page);
  await productCard(page, 'Филадельфия')
    .getByRole('button', { name: /^Добавить в корзину/ })
    .click();
  await expect(productCard(page, 'Филадельфия').getByTestId('cart-count')).toHaveText('1');
  await pressMainButton(page);
  await expect(page.getByRole('dialog', { name: 'Корзина' })).toBeVisible();
  await pressMainButton(page);
  await expect(page.getByRole('heading', { name: 'Оформление заказа' })).toBeVisible();
  await page.getByLabel('Как к вам обращаться').fill('Анна');
  await page.getByLabel('Телефон', { exact: true }).fill('+7 900 123-45-67');
}

const status = (page: Page) => page.getByTestId('order-status');

test('an order paid with Telegram’s invoice shows as paid live, once the bot heard of the payment', async ({
  page,
  openApp,
  host,
}) => {
  test.skip(host !== 'telegram', 'Telegram Payments live inside Telegram');
  await openApp('/', { startParam: 'table_r1_12', client: { invoice: 'pay' } });
  await toCheckout(page);
  await page.getByRole('radio', { name: /Оплата в Telegram/ }).check();

  const placed = page.waitForResponse(
    (r) => r.request().method() === 'POST' && /\/wc\/v3\/orders(\?|$)/.test(r.url()),
  );
  const invoiceLink = page.waitForResponse((r) => /\/telega\/v1\/invoice$/.test(r.url()));
  await pressMainButton(page);
  const order = (await (await placed).json()) as { status: string; payment_url: unknown };
  expect(order).toMatchObject({ status: 'pending', payment_url: null });
  const { invoice_link } = (await (await invoiceLink).json()) as { invoice_link: string };
  expect(invoice_link).toMatch(/^https:\/\/t\.me\/\$/);

  // The app opened the invoice Telegram-style, with the link's slug.
  const opened = await telegramEvents(page, 'web_app_open_invoice');
  expect(opened.map((e) => e.data?.slug)).toEqual([invoice_link.replace('https://t.me/$', '')]);
  await expect(page).toHaveURL(/\/order\/\d+/);
  await expect(status(page)).toHaveText(/Принят|Готовится/);
  await expect(page.getByTestId('order-pay-telegram')).toHaveCount(0);
});

test('an invoice closed without paying leaves the order waiting, and it can be paid from its page', async ({
  page,
  openApp,
  host,
}) => {
  test.skip(host !== 'telegram', 'Telegram Payments live inside Telegram');
  await openApp('/', { startParam: 'table_r1_12', client: { invoice: 'cancel' } });
  await toCheckout(page);
  await page.getByRole('radio', { name: /Оплата в Telegram/ }).check();
  await pressMainButton(page);

  await expect(page).toHaveURL(/\/order\/\d+/);
  await expectToast(page, 'Оплата не завершена');
  await expect(status(page)).toHaveText('Ожидает оплаты');
  // Whatever the client might claim, the order is not paid: the server still waits.
  const pay = page.getByRole('button', { name: 'Оплатить в Telegram' });
  await expect(pay).toBeVisible();

  await setTelegramClient(page, { invoice: 'pay' });
  await pay.click();
  await expect(status(page)).toHaveText(/Принят|Готовится/);
  expect(await telegramEvents(page, 'web_app_open_invoice')).toHaveLength(2);
});

test('the website does not offer paying in Telegram', async ({ page, openApp, host }) => {
  test.skip(host !== 'website', 'the website’s checkout');
  await openApp('/?table=r1_12');
  await page.getByRole('button', { name: 'Понятно' }).click();
  await rollsCategory(page);
  await productCard(page, 'Филадельфия')
    .getByRole('button', { name: /^Добавить в корзину/ })
    .click();
  await page.getByTestId('cart-bar').click();
  await page.getByRole('button', { name: 'Перейти к оформлению' }).click();
  await expect(page.getByRole('heading', { name: 'Оформление заказа' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Наличными/ })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Оплата в Telegram/ })).toHaveCount(0);
});
