// The table's QR code: a Telegram deep link (startapp=table_r1_12), the website's /?table=r1_12, or
// Telegram's QR scanner open the menu for eating in at that table; the order goes to that restaurant
// and table with no address, and the receipt says so.
import type { Page } from '@playwright/test';
import {
  test,
  expect,
  forHost,
  type Host,
  type OpenApp,
  expectTelegramEvent,
  sendTelegramEvent,
  telegramEvents,
  expectToast,
} from './fixtures.ts';
import { openHours } from './shop-state.ts';
import {
  addToCart,
  cardCount,
  deliveryBar,
  fillContacts,
  goToCheckout,
  ORDERS_URL,
  payBy,
  placeOrder,
} from './journey.ts';

/**
 * Opens the shop by a table's code (the QR's link on the website, the start parameter in Telegram)
 * and sees what it says of it, and the delivery bar.
 */
async function openAtTable(
  { page, openApp, host }: { page: Page; openApp: OpenApp; host: Host },
  code: string,
  says: { toast: string; bar: RegExp },
) {
  if (host === 'telegram') await openApp('/', { startParam: `table_${code}` });
  else await openApp(`/?table=${code}`);
  await expectToast(page, says.toast);
  await expect(deliveryBar(page)).toHaveText(says.bar);
}

test.beforeEach(async ({ page }) => {
  test.setTimeout(60_000);
  await openHours(page);
});

test('a table’s code opens the menu for that table; the order goes there without an address', async ({
  page,
  openApp,
  host,
}) => {
  await openAtTable({ page, openApp, host }, 'r1_12', {
    toast: 'Вы за столом: Ресторан на Покровке, стол 12',
    bar: /В зале · Ресторан на Покровке, стол 12/,
  });
  if (host === 'website') await expect(page).toHaveURL((url) => url.search === '');

  // The shop's one-off popup for this stock, then a dish: no address is asked.
  await page.getByRole('button', { name: 'Понятно' }).click();
  await addToCart(page, 'Филадельфия');
  await expect(cardCount(page, 'Филадельфия')).toHaveText('1');
  await goToCheckout(page, host);
  await expect(page.getByTestId('checkout-where')).toHaveText(/Ресторан на Покровке, стол 12/);
  await expect(page.getByPlaceholder('Например, Покровка 17')).toHaveCount(0);
  await fillContacts(page);
  await payBy(page);

  const placed = page.waitForResponse(
    (r) => r.request().method() === 'POST' && ORDERS_URL.test(r.url()),
  );
  await placeOrder(page, host);
  const order = (await (await placed).json()) as { table: unknown; billing: { address_1: string } };
  expect(order.table).toEqual({ restaurant_id: 'r1', number: '12' });
  expect(order.billing.address_1).toBe('');

  await expect(page).toHaveURL(/\/order\/\d+/);
  await expect(page.getByTestId('order-place')).toContainText(
    'Стол 12 · Ресторан на Покровке, Москва, ул. Покровка, 17',
  );
});

test('a code that names no table here says so and changes nothing', async ({
  page,
  openApp,
  host,
}) => {
  await openAtTable({ page, openApp, host }, 'r1_99', {
    toast: 'Такого стола нет: отсканируйте QR-код на столе ещё раз',
    bar: /Укажите адрес/,
  });
});

forHost('telegram', () => {
  test('Telegram’s QR scanner reads the table’s code', async ({ page, openApp }) => {
    await openApp('/');
    await deliveryBar(page).click();
    await page.getByTestId('scan-table').click();
    await expectTelegramEvent(page, 'web_app_open_scan_qr_popup', {
      text: 'Наведите камеру на QR-код на столе',
    });
    // Another code first (the scanner stays open), then the table's.
    await sendTelegramEvent(page, 'qr_text_received', { data: 'https://example.com/wifi' });
    await sendTelegramEvent(page, 'qr_text_received', {
      data: 'https://t.me/tarelka_bot/shop?startapp=table_r1_7',
    });
    await expect
      .poll(async () => (await telegramEvents(page, 'web_app_close_scan_qr_popup')).length)
      .toBe(1);
    await expectToast(page, 'Вы за столом: Ресторан на Покровке, стол 7');
    await expect(deliveryBar(page)).toHaveText(/В зале · Ресторан на Покровке, стол 7/);
  });
});
