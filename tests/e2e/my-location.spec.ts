// 'Моё местоположение' (issue 18): the delivery address from where the customer is — Telegram's
// location manager inside Telegram, the browser's geolocation on the website — with the zone and
// price at once; a refusal says so and leaves typing the address.
import type { Page } from '@playwright/test';
import { test, expect, telegramEvents } from './fixtures.ts';
import { openHours } from './shop-state.ts';

/** ул. Покровка, 17 (Moscow, zone «Центр»), give or take a few metres of GPS. */
const POKROVKA_17 = { latitude: 55.75874, longitude: 37.64508 };

test.beforeEach(async ({ page }) => {
  test.setTimeout(60_000);
  await openHours(page);
});

async function openSheet(page: Page) {
  await page.getByRole('button', { name: 'Изменить способ получения' }).click();
  const sheet = page.getByRole('dialog', { name: 'Как получить заказ' });
  await expect(sheet.getByRole('tab', { name: 'Доставка' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  return sheet;
}

test('my location fills the delivery address, with its zone and price at once', async ({
  page,
  context,
  openApp,
  host,
}) => {
  if (host === 'telegram') await openApp('/', { client: { location: POKROVKA_17 } });
  else {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(POKROVKA_17);
    await openApp('/');
  }
  const sheet = await openSheet(page);
  await sheet.getByRole('button', { name: 'Моё местоположение' }).click();

  await expect(sheet.getByPlaceholder('Например, Покровка 17')).toHaveValue('ул. Покровка, 17');
  await expect(sheet.getByTestId('delivery-quote')).toContainText('Зона «Центр»');
  if (host === 'telegram') {
    // Asked through Telegram's location manager, not the webview's geolocation.
    expect(await telegramEvents(page, 'web_app_request_location')).toHaveLength(1);
  }
  await sheet.getByRole('button', { name: 'Доставить сюда' }).click();
  await expect(sheet).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Изменить способ получения' })).toHaveText(
    /Доставка · ул\. Покровка, 17/,
  );
});

test('a refused location says so and leaves typing the address', async ({
  page,
  context,
  openApp,
  host,
}) => {
  if (host === 'telegram') await openApp('/', { client: { location: null } });
  else {
    await context.clearPermissions();
    await openApp('/');
  }
  const sheet = await openSheet(page);
  await sheet.getByRole('button', { name: 'Моё местоположение' }).click();
  await expect(sheet.getByRole('alert')).toHaveText(
    'Нет доступа к геопозиции. Введите адрес вручную или разрешите доступ в настройках.',
  );
  const input = sheet.getByPlaceholder('Например, Покровка 17');
  await expect(input).toHaveValue('');
  await input.fill('Покровка 17');
  await sheet.getByText('ул. Покровка, 17').first().click();
  await expect(sheet.getByTestId('delivery-quote')).toContainText('Зона «Центр»');
});
