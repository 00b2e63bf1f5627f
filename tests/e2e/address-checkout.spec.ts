// Issue 12 in both hosts: a signed-in customer picks a saved address in the one address sheet,
// adds flat, entrance, floor and intercom, orders, and /order/{id} and the order JSON show them;
// a guest orders, closes the tab, comes back and finds the order; a reload keeps the checkout
// form; with the API stalled, placing says so in time and a second press makes exactly one order.
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect as baseExpect, serverAnswer } from './fixtures.ts';
import { returningVisitor, withPickup, openHours } from './shop-state.ts';
import { signedIn } from './signed-in.ts';
import { COURIER_BILLING, COURIER_META } from '../fixtures/courier-details.ts';
import {
  addFromSheet,
  deliveryBar,
  fillContacts,
  goToCheckout,
  payBy,
  placeOrder,
} from './journey.ts';

// Long flows on a shared two-core machine: patient, never a fixed wait.
const expect = baseExpect.configure({ timeout: 15_000 });

const BURGER = 1027; // 'Классический бургер', 390 ₽

/** The signed-in customer's token, as the app keeps it. */
async function tokenOf(page: Page): Promise<string> {
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('store:user') ?? ''))
    .toContain('"token":"');
  const raw = await page.evaluate(() => localStorage.getItem('store:user') ?? '{}');
  return (JSON.parse(raw) as { token: string }).token;
}

/** Saved addresses made on the account the way the storefront saves them. */
async function saveAddresses(request: APIRequestContext, token: string) {
  const url = '/api/wp-json/wc/auth/user/get_addresses';
  const headers = { authorization: `Bearer ${token}` };
  const data = [
    // Home: a block of flats whose flat the customer never gave.
    {
      name: 'Дом',
      AddressLine: 'ул. Покровка, 17',
      coordinates: ['55.7587', '37.6451'],
      city: 'Москва',
      default: true,
    },
    // Outside every zone: shown, explained, not pickable.
    {
      name: 'Дача',
      AddressLine: 'Ленинградская ул., 1',
      coordinates: ['55.8970', '37.4297'],
      private_house: true,
    },
    // Another city: shown and explained.
    {
      name: 'Родители',
      AddressLine: 'Красный пр-т, 25',
      apartment: '7',
      coordinates: ['55.0331', '82.9174'],
      city: 'Новосибирск',
    },
  ];
  for (const address of data) {
    const res = await request.post(url, { headers, data: { data: address } });
    expect(res.status()).toBe(200);
  }
}

// A fresh e2e server builds its catalogue files on the first request: do it before the first test.
test.beforeAll(async ({ request }) => {
  await request.get('/api/wp-content/uploads/app_sync/prodcat.json');
  await request.get('/api/wp-content/uploads/app_sync/prodcat_main_categories_only.json');
});

test.beforeEach(async ({ page }) => {
  test.slow();
  // A Wednesday afternoon in Moscow, like the e2e server's clock: the shop is open.
  await openHours(page);
  await returningVisitor(page);
});

test(
  'a signed-in customer picks a saved address, adds the flat and the rest, and the order carries them',
  signedIn(120_000, async ({ page, host, request }) => {
    await saveAddresses(request, await tokenOf(page));
    await page.reload();
    await expect(page.getByRole('link', { name: 'Личный кабинет', exact: true })).toHaveAttribute(
      'href',
      '/lk',
    );

    // One sheet: the way to receive on top, the saved addresses first.
    await deliveryBar(page).click();
    const sheet = page.getByRole('dialog', { name: 'Как получить заказ' });
    await expect(sheet.getByRole('tab', { name: 'Доставка' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const saved = sheet.getByTestId('saved-address');
    await expect(saved).toHaveCount(3);
    // The default comes first; the others are shown and explained.
    await expect(saved.first()).toContainText('Дом');
    await expect(saved.first()).toContainText('Основной');
    const dacha = saved.filter({ hasText: 'Дача' });
    await expect(dacha).toContainText('Ваш адрес вне зоны доставки');
    await expect(dacha).toBeDisabled();

    // One tap picks home; its flat is missing, so the sheet asks for the details right there.
    await saved.filter({ hasText: /^Дом/ }).click();
    await expect(sheet.getByTestId('delivery-quote')).toContainText('Зона «Центр»');
    await sheet.getByLabel('Квартира или офис').fill('12');
    await sheet.getByLabel('Подъезд').fill('2');
    await sheet.getByLabel('Этаж').fill('5');
    await sheet.getByLabel('Домофон').fill('12К');
    await sheet.getByLabel('Комментарий для курьера').fill('Шлагбаум со двора');
    await sheet.getByRole('button', { name: 'Доставить сюда' }).click();
    await expect(sheet).toHaveCount(0);
    await expect(deliveryBar(page)).toHaveText(/Доставка · ул\. Покровка, 17/);

    // Back in the sheet: home is the one in use, with its details now; the parents' address in
    // Novosibirsk is explained rather than hidden.
    await deliveryBar(page).click();
    const home = saved.filter({ hasText: /^Дом/ });
    await expect(home).toHaveAttribute('aria-pressed', 'true');
    await expect(home).toContainText('кв. 12, подъезд 2, этаж 5, домофон 12К');
    await expect(saved.filter({ hasText: 'Родители' })).toContainText(
      'Новосибирск — другой город: меню и цены сменятся',
    );
    await sheet.getByRole('button', { name: 'Закрыть' }).click();
    await expect(sheet).toHaveCount(0);

    await addFromSheet(page, BURGER, 2); // the Moscow centre zone's minimum is 700 ₽
    await goToCheckout(page, host);
    // The details came along to checkout, where they can still be changed.
    await expect(page.getByLabel('Квартира или офис')).toHaveValue('12');
    await expect(page.getByLabel('Домофон')).toHaveValue('12К');
    await fillContacts(page, 'Анна', '+7 916 555-12-34');
    await payBy(page);
    await placeOrder(page, host);

    await expect(page).toHaveURL(/\/order\/(\d+)$/);
    await expect(page.getByTestId('order-status')).toHaveText('Принят');
    await expect(page.getByTestId('order-place')).toHaveText(
      'Москва, ул. Покровка, 17, кв. 12, подъезд 2, этаж 5, домофон 12К',
    );
    await expect(page.getByTestId('order-courier-note')).toHaveText('Шлагбаум со двора');

    // The order itself, as the merchant's backend keeps it.
    const id = /\/order\/(\d+)$/.exec(page.url())![1];
    const res = await request.get(`/api/wp-json/wc/v3/orders/${id}`, {
      headers: { authorization: `Bearer ${await tokenOf(page)}` },
    });
    const order = (await res.json()) as {
      billing: Record<string, string>;
      meta_data: { key: string; value: string }[];
    };
    expect(order.billing).toMatchObject(COURIER_BILLING);
    const meta = Object.fromEntries(order.meta_data.map((m) => [m.key, m.value]));
    expect(meta).toMatchObject({
      ...COURIER_META,
      lat: '55.7587',
      long: '37.6451',
    });
  }),
);

test('a guest orders, closes the tab at the payment, comes back and finds the order', async ({
  page,
  context,
  openApp,
  host,
  telegramUser,
}) => {
  test.setTimeout(150_000);
  await withPickup(page);
  // Inside Telegram, a customer who logged out of the shop orders as a guest.
  await page.addInitScript(() => {
    if (!localStorage.getItem('store:user'))
      localStorage.setItem('store:user', JSON.stringify({ autoSignIn: false }));
  });
  await openApp('/');
  await addFromSheet(page, BURGER);
  await goToCheckout(page, host);
  await expect(page.getByRole('link', { name: 'Личный кабинет', exact: true })).not.toHaveAttribute(
    'href',
    '/lk',
  );
  await fillContacts(page, 'Гость', '+7 900 765-43-21');
  // Online payment: the order waits for it, and the guest leaves at the bank's page.
  await payBy(page, /Онлайн картой/);
  await placeOrder(page, host);
  await expect(page).toHaveURL(/\/api\/demo-pay\/(\d+)\?key=/);
  const id = /\/demo-pay\/(\d+)/.exec(page.url())![1]!;
  await page.close();

  // Later, a new tab on the same device: the strip under the header leads back to the order.
  const again = await context.newPage();
  await again.clock.setFixedTime(new Date('2026-11-18T14:01:00+03:00'));
  if (host === 'telegram') {
    const { launchHash, TELEGRAM_PROXY_SCRIPT } = await import('./telegram-env.ts');
    await again.addInitScript({ content: TELEGRAM_PROXY_SCRIPT });
    await again.goto('/' + launchHash({ user: telegramUser }));
  } else {
    await again.goto('/');
  }
  await expect(again.getByTestId('product-card').first()).toBeVisible({ timeout: 30_000 });
  const row = again.getByTestId('active-orders').getByTestId('active-order');
  await expect(row).toContainText(`№${id}`);
  await expect(row).toContainText('Ожидает оплаты');
  // Opened from the keyboard: inside Telegram the strip sits under a header that keeps settling.
  await row.press('Enter');
  await expect(again).toHaveURL(new RegExp(`/order/${id}\\?key=`));
  await expect(again.getByTestId('order-status')).toHaveText('Ожидает оплаты');
  await expect(again.getByTestId('order-pay')).toBeVisible();
  await expect(again.getByTestId('order-lines')).toContainText('Классический бургер');
});

test('a reload keeps the checkout form', async ({ page, openApp, host }) => {
  await withPickup(page);
  await openApp('/');
  await addFromSheet(page, BURGER);
  await goToCheckout(page, host);
  await fillContacts(page, 'Мария', '+7 900 111-22-33');
  await page.getByTestId('checkout-people').fill('3');
  await page.getByRole('radio', { name: /Картой при получении/ }).check();
  await page.getByTestId('checkout-comment').fill('Без лука, пожалуйста');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Оформление заказа' })).toBeVisible();
  await expect(page.getByLabel('Как к вам обращаться')).toHaveValue('Мария');
  await expect(page.getByLabel('Телефон', { exact: true })).toHaveValue('+7 900 111-22-33');
  await expect(page.getByTestId('checkout-people')).toHaveValue('3');
  await expect(page.getByRole('radio', { name: /Картой при получении/ })).toBeChecked();
  await expect(page.getByTestId('checkout-comment')).toHaveValue('Без лука, пожалуйста');
});

test('with the API stalled, placing says so in time; a second press makes exactly one order', async ({
  page,
  openApp,
  host,
}) => {
  test.setTimeout(120_000);
  await withPickup(page);
  await openApp('/');
  await addFromSheet(page, BURGER);
  await goToCheckout(page, host);
  await fillContacts(page);
  await payBy(page);

  // The order reaches the shop, but its answer never comes back while `stalled` holds.
  let stalled = true;
  const keys: string[] = [];
  const bodies: unknown[] = [];
  const created: number[] = [];
  await page.route(/\/wc\/v3\/orders$/, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    keys.push((await route.request().headerValue('idempotency-key')) ?? '');
    bodies.push({
      body: route.request().postDataJSON() as unknown,
      // Who sends it: a sign-in landing between the presses would make it another customer's key.
      signedIn:
        Boolean(await route.request().headerValue('authorization')) ||
        new URL(route.request().url()).searchParams.has('token'),
    });
    const response = await serverAnswer(route);
    const body = (await response.json()) as { id: number };
    if (response.status() === 201) created.push(body.id);
    if (!stalled) return route.fulfill({ response });
    await new Promise<void>(() => undefined); // held: the browser gives up on it
  });

  const pressed = Date.now();
  await placeOrder(page, host);
  const failure = page.getByTestId('checkout-failure');
  await expect(failure).toHaveText(
    'Сервер не ответил вовремя. Корзина и данные на месте — нажмите ещё раз: заказ не задвоится.',
    { timeout: 25_000 },
  );
  expect(Date.now() - pressed).toBeLessThan(20_000);
  // Nothing was lost: the form and the cart are as they were.
  await expect(page).toHaveURL(/\/order$/);
  await expect(page.getByLabel('Как к вам обращаться')).toHaveValue('Анна');
  await expect(page.getByTestId('checkout-lines')).toContainText('Классический бургер');

  stalled = false;
  // The first press may have sent its order more than once (the client retries a stalled POST).
  const firstPressTries = bodies.length;
  await placeOrder(page, host);
  // The second press sends the same order again under the same key (a different body under it is
  // refused with 422; this names the field that changed, if one ever does).
  await expect.poll(() => bodies.length).toBeGreaterThan(firstPressTries);
  for (const [i, body] of bodies.entries()) expect(body, `try ${i + 1}`).toEqual(bodies[0]);
  // A guest's order page carries its key; inside Telegram the customer is signed in.
  await expect(page).toHaveURL(/\/order\/(\d+)(\?key=|$)/);
  const id = Number(/\/order\/(\d+)/.exec(page.url())![1]);
  // Every try carried the same key, and the shop made one order: the one shown.
  expect(new Set(keys).size).toBe(1);
  expect(keys.length).toBeGreaterThanOrEqual(2);
  expect(created).toEqual([id]);
  // The demo shop moves a pickup on every 5 s: whatever step it is at, it is that one order.
  await expect(page.getByTestId('order-status')).toHaveText(
    /Принят|Готовится|Готов к выдаче|Выдан/,
  );
});
