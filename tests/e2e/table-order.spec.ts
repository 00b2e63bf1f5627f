// The table's QR code: a Telegram deep link (startapp=table_r1_12), the website's /?table=r1_12, or
// Telegram's QR scanner open the menu for eating in at that table; the order goes to that restaurant
// and table with no address, and the receipt says so.
import {
  test,
  expect,
  expectTelegramEvent,
  pressMainButton,
  sendTelegramEvent,
  telegramEvents,
  expectToast,
} from './fixtures.ts';
import { productCard } from './shop-state.ts';

const OPEN_HOURS = new Date('2026-11-18T14:00:00+03:00');
test.beforeEach(async ({ page }) => {
  test.setTimeout(60_000);
  await page.clock.setFixedTime(OPEN_HOURS);
});

test('a table’s code opens the menu for that table; the order goes there without an address', async ({
  page,
  openApp,
  host,
}) => {
  if (host === 'telegram') await openApp('/', { startParam: 'table_r1_12' });
  else await openApp('/?table=r1_12');

  await expectToast(page, 'Вы за столом: Ресторан на Покровке, стол 12');
  await expect(page.getByRole('button', { name: 'Изменить способ получения' })).toHaveText(
    /В зале · Ресторан на Покровке, стол 12/,
  );
  if (host === 'website') await expect(page).toHaveURL((url) => url.search === '');

  // The shop's one-off popup for this stock, then a dish: no address is asked.
  await page.getByRole('button', { name: 'Понятно' }).click();
  await productCard(page, 'Филадельфия')
    .getByRole('button', { name: /^Добавить в корзину/ })
    .click();
  await expect(productCard(page, 'Филадельфия').getByTestId('cart-count')).toHaveText('1');
  if (host === 'telegram') {
    await pressMainButton(page);
    await expect(page.getByRole('dialog', { name: 'Корзина' })).toBeVisible();
    await pressMainButton(page);
  } else {
    await page.getByTestId('cart-bar').click();
    await page.getByRole('button', { name: 'Перейти к оформлению' }).click();
  }
  await expect(page.getByRole('heading', { name: 'Оформление заказа' })).toBeVisible();
  await expect(page.getByTestId('checkout-where')).toHaveText(/Ресторан на Покровке, стол 12/);
  await expect(page.getByPlaceholder('Например, Покровка 17')).toHaveCount(0);
  await page.getByLabel('Как к вам обращаться').fill('Анна');
  await page.getByLabel('Телефон', { exact: true }).fill('+7 900 123-45-67');
  const cash = page.getByRole('radio', { name: /Наличными/ });
  await cash.check();

  const placed = page.waitForResponse(
    (r) => r.request().method() === 'POST' && /\/wc\/v3\/orders(\?|$)/.test(r.url()),
  );
  if (host === 'telegram') await pressMainButton(page);
  else await page.getByRole('button', { name: /^Оформить заказ/ }).click();
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
  if (host === 'telegram') await openApp('/', { startParam: 'table_r1_99' });
  else await openApp('/?table=r1_99');
  await expectToast(page, 'Такого стола нет: отсканируйте QR-код на столе ещё раз');
  await expect(page.getByRole('button', { name: 'Изменить способ получения' })).toHaveText(
    /Укажите адрес/,
  );
});

test.describe('telegram', () => {
  test.skip(({ host }) => host !== 'telegram', 'Telegram host only');

  test('Telegram’s QR scanner reads the table’s code', async ({ page, openApp }) => {
    await openApp('/');
    await page.getByRole('button', { name: 'Изменить способ получения' }).click();
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
    await expect(page.getByRole('button', { name: 'Изменить способ получения' })).toHaveText(
      /В зале · Ресторан на Покровке, стол 7/,
    );
  });
});
