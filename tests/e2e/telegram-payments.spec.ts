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
  type Host,
  type OpenApp,
  forHost,
} from './fixtures.ts';
import { openHours } from './shop-state.ts';
import { freshTelegramUser } from './telegram-env.ts';
import { addToCart, cardCount, fillContacts, goToCheckout, ORDERS_URL } from './journey.ts';

test.beforeEach(async ({ page }) => {
  test.setTimeout(60_000);
  await openHours(page);
});

/** The rolls, as a customer finds them: the category bar. */
const rollsCategory = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Категории' })
    .getByRole('link', { name: 'Роллы и суши' })
    .click();

/** A dish for table 12 (no address asked), to the checkout form with name and phone filled. */
async function toCheckout(page: Page, host: Host) {
  await page.getByRole('button', { name: 'Понятно' }).click();
  await rollsCategory(page);
  await addToCart(page, 'Филадельфия');
  await expect(cardCount(page, 'Филадельфия')).toHaveText('1');
  await goToCheckout(page, host);
  await fillContacts(page);
}

const status = (page: Page) => page.getByTestId('order-status');

/** Inside Telegram at table 12, the client answering invoices so: to checkout, paying in Telegram. */
async function payingInTelegram(page: Page, openApp: OpenApp, invoice: 'pay' | 'cancel') {
  // A user of its own: an order left waiting for its payment stays active (telegram-env.ts).
  await openApp('/', { startParam: 'table_r1_12', client: { invoice }, user: freshTelegramUser() });
  await toCheckout(page, 'telegram');
  await page.getByRole('radio', { name: /Оплата в Telegram/ }).check();
}

forHost('telegram', 'Telegram Payments live inside Telegram', () => {
  test('an order paid with Telegram’s invoice shows as paid live, once the bot heard of the payment', async ({
    page,
    openApp,
  }) => {
    await payingInTelegram(page, openApp, 'pay');

    const placed = page.waitForResponse(
      (r) => r.request().method() === 'POST' && ORDERS_URL.test(r.url()),
    );
    const invoiceLink = page.waitForResponse((r) => /\/telega\/v1\/invoice$/.test(r.url()));
    await pressMainButton(page);
    const answer = await placed;
    // The order keeps the customer's language (WPML's order meta): its invoice speaks it.
    expect(answer.request().postDataJSON().meta_data).toContainEqual({
      key: 'wpml_language',
      value: 'ru',
    });
    const order = (await answer.json()) as { id: number; status: string; payment_url: unknown };
    expect(order).toMatchObject({ status: 'pending', payment_url: null });
    const { invoice_link } = (await (await invoiceLink).json()) as { invoice_link: string };
    expect(invoice_link).toMatch(/^https:\/\/t\.me\/\$/);
    const slug = invoice_link.replace('https://t.me/$', '');
    const shown = await page.request.get(`/api/dev/telegram-bot-api/client/invoice/${slug}`);
    expect(await shown.json()).toMatchObject({
      title: `Заказ №${order.id}`,
      description: 'Тарелка: Филадельфия × 1',
    });

    // The app opened the invoice Telegram-style, with the link's slug.
    const opened = await telegramEvents(page, 'web_app_open_invoice');
    expect(opened.map((e) => e.data?.slug)).toEqual([invoice_link.replace('https://t.me/$', '')]);
    await expect(page).toHaveURL(/\/order\/\d+/);
    await expect(status(page)).toHaveText(/Принят|Готовится/);
    await expect(page.getByTestId('order-pay-telegram')).toHaveCount(0);
  });
});

forHost('telegram', 'Telegram Payments live inside Telegram', () => {
  test('an invoice closed without paying leaves the order waiting, and it can be paid from its page', async ({
    page,
    openApp,
  }) => {
    await payingInTelegram(page, openApp, 'cancel');
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
});

forHost('website', 'the website’s checkout', () => {
  test('the website does not offer paying in Telegram', async ({ page, openApp, host }) => {
    await openApp('/?table=r1_12');
    await toCheckout(page, host);
    await expect(page.getByRole('radio', { name: /Наличными/ })).toBeVisible();
    await expect(page.getByRole('radio', { name: /Оплата в Telegram/ })).toHaveCount(0);
  });
});
