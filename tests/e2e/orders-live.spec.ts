// Following an order live in both hosts: a signed-in customer orders a delivery with a promo code
// and bonuses, pays on the demo payment page, comes back to /order/{id} and watches the status move
// over the websocket (not by polling) up to 'Выдан'; then rates the order once. The shell's strip
// of active orders follows the same way. The e2e server moves an order one step every 5 s
// (DEMO_ORDER_STEP_MS in scripts/e2e-server.mjs).
import type { APIRequestContext, Page } from '@playwright/test';
import {
  test,
  expect,
  telegramEvents,
  type Host,
  sendTelegramEvent,
  expectToast,
} from './fixtures.ts';

import { signedIn, signInWithCode } from './signed-in.ts';
import {
  addFromSheet,
  atPokrovka,
  cartToCheckout,
  fillContacts,
  openCart,
  payBy,
  placeOrder,
  startEachTest,
  DEMO_CLOCK_START,
  TOMORROW,
} from './journey.ts';

const BURGER = 1027; // 'Классический бургер', 390 ₽
const ORDER_PATH = /\/order\/(\d+)$/;

const addBurgers = (page: Page, count: number) => addFromSheet(page, BURGER, count);

async function toCheckout(page: Page, host: Host) {
  await cartToCheckout(page, host);
  await expect(page.getByTestId('checkout-where')).toHaveText(/ул\. Покровка, 17/);
  await fillContacts(page, 'Анна', '+7 916 555-12-34');
}

/** Every status text the order page shows, in order, as the customer would see them. */
async function recordStatuses(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __statuses: string[] };
    w.__statuses = [];
    setInterval(() => {
      const text = document.querySelector('[data-testid="order-status"]')?.textContent ?? '';
      if (text && w.__statuses[w.__statuses.length - 1] !== text) w.__statuses.push(text);
    }, 50);
  });
  return () => page.evaluate(() => (window as unknown as { __statuses: string[] }).__statuses);
}

/** The order events that came over the websocket, and the times the order was read over HTTP. */
function watchTraffic(page: Page) {
  const frames: string[] = [];
  const reads: string[] = [];
  page.on('websocket', (ws) =>
    ws.on('framereceived', ({ payload }) => {
      const text = String(payload);
      if (text.includes('UpdateOrderEvent')) frames.push(text);
    }),
  );
  page.on('request', (r) => {
    if (r.method() === 'GET' && /\/wc\/v3\/orders\/\d+(\?|$)/.test(r.url())) reads.push(r.url());
  });
  return { frames, reads };
}

startEachTest(atPokrovka);

test(
  'a delivery with a promo code and bonuses, paid online, followed live to Выдан and rated',
  signedIn(90_000, async ({ page, host }) => {
    await addBurgers(page, 2); // 780 ₽

    await openCart(page, host);
    await page.getByLabel('Промокод').fill('DELIVERY5');
    await page.getByLabel('Промокод').press('Enter');
    await expect(page.getByTestId('promo-applied')).toContainText('DELIVERY5');
    const bonus = page.getByTestId('bonus-field');
    await expect(bonus).toContainText('У вас 300 бонусов');
    await bonus.getByLabel('Сколько бонусов списать').fill('100');
    await bonus.getByLabel('Сколько бонусов списать').press('Enter');
    await expect(bonus).toContainText('Списано бонусов: 100');

    await toCheckout(page, host);
    await payBy(page, /Онлайн картой/);
    const traffic = watchTraffic(page);
    await placeOrder(page, host);

    // The demo bank: 780 − 39 (5%) + 199 delivery − 100 bonuses.
    await expect(page).toHaveURL(/\/api\/demo-pay\/\d+\?key=/);
    await expect(page.getByText('840 ₽')).toBeVisible();
    await page.getByRole('button', { name: 'Оплатить' }).click();

    await expect(page).toHaveURL(ORDER_PATH);
    const statuses = await recordStatuses(page);
    await expect(page.getByTestId('order-live')).toBeVisible({ timeout: 10_000 });
    await expect(page.getByTestId('order-live')).toHaveText(
      'Статус обновляется в реальном времени',
    );

    // The receipt: lines, discount with its code, bonuses, delivery, total, payment, address.
    await expect(page.getByTestId('order-lines')).toContainText('Классический бургер');
    await expect(page.getByTestId('order-lines')).toContainText('2 ×');
    await expect(page.getByTestId('order-discount')).toHaveText(/−39\s₽/);
    await expect(page.getByTestId('order-receipt')).toContainText('Скидка · DELIVERY5');
    await expect(page.getByTestId('order-bonus')).toHaveText(/−100\s₽/);
    await expect(page.getByTestId('order-delivery')).toHaveText(/199\s₽/);
    await expect(page.getByTestId('order-total')).toHaveText(/840\s₽/);
    await expect(page.getByTestId('order-payment')).toHaveText('Онлайн картой или СБП · оплачено');
    await expect(page.getByTestId('order-place')).toContainText('ул. Покровка, 17');

    // Step by step as the kitchen and the courier move it: over the socket, not by polling.
    await expect(page.getByTestId('order-status')).toHaveText('В пути', { timeout: 30_000 });
    // Read once on opening and once on subscribing; nothing since, yet the status moved.
    expect(traffic.reads.length).toBeLessThanOrEqual(2);
    await expect(page.getByTestId('order-status')).toHaveText('Выдан', { timeout: 15_000 });
    // The recorder samples every 50 ms: it may note 'Выдан' a moment after the page shows it.
    await expect
      .poll(async () => (await statuses()).slice(-4))
      .toEqual(['Готовится', 'Готов к выдаче', 'В пути', 'Выдан']);
    expect(traffic.frames.length).toBeGreaterThanOrEqual(3);
    expect(traffic.reads.length).toBeLessThanOrEqual(3); // + the final order, read once
    await expect(page.getByTestId('order-live')).toHaveCount(0);
    await expect(page.getByTestId('order-bonuses-earned')).toHaveText('Начислено бонусов: 42');

    if (host === 'telegram') {
      // Telegram's client felt each step: a tap on the way, success when ready and handed over.
      await expect
        .poll(async () =>
          (await telegramEvents(page, 'web_app_trigger_haptic_feedback')).map((e) => e.data),
        )
        .toEqual(
          expect.arrayContaining([
            { type: 'impact', impact_style: 'light' },
            { type: 'notification', notification_type: 'success' },
          ]),
        );
      const haptics = await telegramEvents(page, 'web_app_trigger_haptic_feedback');
      expect(
        haptics.filter((e) => e.data?.notification_type === 'success').length,
      ).toBeGreaterThanOrEqual(2);
    }

    // Handed over: the rating modal asks once.
    const dialog = page.getByRole('dialog', { name: 'Оцените заказ' });
    await expect(dialog).toBeVisible();
    const orderId = Number(ORDER_PATH.exec(page.url())![1]);
    await expect(dialog).toContainText(`Как вам заказ №${orderId}?`);
    await expect(dialog.getByTestId('rating-send')).toBeDisabled();
    await dialog.getByRole('radio', { name: '5 из 5' }).click();
    await dialog.getByTestId('rating-review').fill('Горячие бургеры, курьер вежливый');
    const sent = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith(`/orders/${orderId}/rating`),
    );
    await dialog.getByTestId('rating-send').click();
    const answer = await sent;
    expect(answer.status()).toBe(201);
    expect(answer.request().postDataJSON()).toMatchObject({
      rating: 5,
      review: 'Горячие бургеры, курьер вежливый',
    });
    await expect(dialog).toBeHidden();
    await expectToast(page, 'Спасибо за оценку!');
    await expect(page.getByTestId('order-rated')).toContainText('Ваша оценка');

    // Once: back on the page later, the stars are there and nothing asks again.
    await page.reload();
    await expect(page.getByTestId('order-rated')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }),
);

test(
  'the active order strip under the header follows the order live',
  signedIn(60_000, async ({ page, host }) => {
    await addBurgers(page, 2);
    await openCart(page, host);
    await toCheckout(page, host);
    await payBy(page);
    const { frames } = watchTraffic(page);
    await placeOrder(page, host);
    await expect(page).toHaveURL(ORDER_PATH);
    const orderId = Number(ORDER_PATH.exec(page.url())![1]);
    // The order on screen is not repeated in the strip.
    await expect(page.getByTestId('order-status')).toBeVisible();
    await expect(page.getByTestId('active-orders')).toHaveCount(0);

    // Back to the menu in the app: the strip shows the order and its status, live.
    // Inside Telegram by its BackButton (no logo row there), on the website by the logo.
    if (host === 'telegram') await sendTelegramEvent(page, 'back_button_pressed');
    else await page.locator('.header__brand').click();
    await expect(page).toHaveURL(/\/(#.*)?$/);
    const strip = page.getByTestId('active-orders');
    await expect(strip).toBeVisible();
    const row = strip.getByTestId('active-order');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`Заказ №${orderId}`);
    // Accepted, then the kitchen takes it (a slow machine may see a later step first).
    const status = row.getByTestId('active-order-status');
    await expect(status).toHaveText(/Принят|Готовится|Готов к выдаче/);
    await expect(status).toHaveText(/Готов к выдаче|В пути/, { timeout: 15_000 });
    expect(frames.some((f) => f.includes(`private-orders-`))).toBe(true);
    await row.click();
    await expect(page).toHaveURL(new RegExp(`/order/${orderId}$`));
  }),
);

/** A table booked for tomorrow through the API, by the signed-in customer of this page or a guest. */
async function bookByApi(page: Page, request: APIRequestContext, time: string) {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('store:user') ?? '{}') as { token?: string }).token,
  );
  const booked = await request.post('/api/wp-json/booking/v1/bookings', {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    data: {
      restaurant_id: 'r1',
      date: TOMORROW,
      time,
      guests: 2,
      name: 'Анна',
      phone: '+7 916 123-45-67',
      platform: 'web',
    },
  });
  expect(booked.status()).toBe(201);
  // `id`: the booking's own number (its confirmation and order page say 'Бронь №{id}').
  return (await booked.json()) as { id: number; order_id: number; order_key: string };
}

/** Where the page's content starts, each time it moves, from its first frame on screen. */
const recordContentTop = () => {
  const w = window as unknown as { __tops: number[] };
  w.__tops = [];
  const look = () => {
    const main = document.getElementById('main');
    // (Inside Telegram the website's server-drawn page is there, hidden, until the app draws.)
    if (main && getComputedStyle(main).visibility !== 'hidden') {
      const top = Math.round(main.getBoundingClientRect().top + scrollY);
      if (w.__tops[w.__tops.length - 1] !== top) w.__tops.push(top);
    }
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
};

/** The next visit: the page's content starts below the strip from its first frame, and stays. */
async function expectStripInPlace(page: Page) {
  await page.addInitScript(recordContentTop);
  await page.reload();
  await expect(page.getByTestId('active-order')).toHaveCount(1);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
  );
  const tops = await page.evaluate(() => (window as unknown as { __tops: number[] }).__tops);
  expect(tops).toHaveLength(1);
}

/**
 * A table booked for tomorrow: it stays 'Забронировано', an active order for the whole test. The
 * next visit shows it in the strip, and the device remembers the strip's height.
 */
async function bookedAndShown(page: Page, request: APIRequestContext, time: string) {
  await bookByApi(page, request, time);
  await page.reload();
  await expect(page.getByTestId('active-order')).toHaveCount(1);
}

test(
  "a returning customer's active orders are in place as the page draws, not pushed in later",
  signedIn(60_000, async ({ page, request }) => {
    await bookedAndShown(page, request, '20:00');
    await expectStripInPlace(page);
  }),
);

test(
  "with the strip's code out of reach, the room kept for it is given back",
  signedIn(60_000, async ({ page, request }) => {
    await bookedAndShown(page, request, '20:30');
    // The next start keeps the strip's room; its code then cannot load (nor after the app's one
    // reload for a replaced build).
    await page.route('**/assets/active-orders-*.js*', (route) => route.abort());
    await page.reload();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    // The empty card that held the strip's place goes: the page moves up once, not never. (The
    // app reloads the tab once on the way: -1 while there is no page to ask.)
    await expect
      .poll(() =>
        page
          .evaluate(
            () => document.querySelector('.active-orders-slot')?.getBoundingClientRect().height,
          )
          .catch(() => -1),
      )
      .toBe(0);
    await expect(page.getByTestId('active-order')).toHaveCount(0);
  }),
);

test(
  'back on the page after it was hidden (Telegram minimised the app, the phone slept), the order page reads the status the socket missed',
  signedIn(60_000, async ({ page, host }) => {
    // The socket stays connected, but the kitchen's updates never reach the page (a phone asleep).
    const missed: string[] = [];
    await page.routeWebSocket(/./, (ws) => {
      const server = ws.connectToServer();
      ws.onMessage((message) => server.send(message));
      server.onMessage((message) => {
        if (String(message).includes('UpdateOrderEvent')) missed.push(String(message));
        else ws.send(message);
      });
    });
    await addBurgers(page, 2);
    await openCart(page, host);
    await toCheckout(page, host);
    await payBy(page);
    await placeOrder(page, host);
    await expect(page).toHaveURL(ORDER_PATH);
    // Subscribed: the page reads the order on its next timer only, 30 s on.
    await expect(page.getByTestId('order-live')).toBeVisible({ timeout: 10_000 });
    const status = page.getByTestId('order-status');
    const shown = (await status.textContent()) ?? '';
    const before = missed.length;
    await expect.poll(() => missed.length, { timeout: 15_000 }).toBeGreaterThan(before);
    await expect(status).toHaveText(shown);

    // The customer leaves and comes back: the order is read at once. Inside Telegram the client
    // minimises the app and restores it; on the website the browser hides the page and shows it.
    if (host === 'telegram') {
      await sendTelegramEvent(page, 'visibility_changed', { is_visible: false });
      await sendTelegramEvent(page, 'visibility_changed', { is_visible: true });
    } else {
      for (const hidden of [true, false])
        await page.evaluate((now) => {
          Object.defineProperty(document, 'hidden', { value: now, configurable: true });
          document.dispatchEvent(new Event('visibilitychange'));
        }, hidden);
    }
    await expect(status).not.toHaveText(shown, { timeout: 5_000 });
  }),
);

test(
  'an order that cannot be shown says why, with the way on from there',
  signedIn(60_000, async ({ page, request }) => {
    // Not an order's number: no page at all.
    await page.goto('/order/abc');
    await expect(page.getByTestId('not-found')).toContainText('Страница не найдена');
    // No such order: the customer's own orders are the way on.
    await page.goto('/order/999999');
    const main = page.getByRole('main');
    await expect(main.getByTestId('order-problem')).toHaveText('Заказ не найден');
    await main.getByRole('link', { name: 'История заказов' }).click();
    await expect(page).toHaveURL(/\/lk\/orders$/);

    // The backend does not answer for a moment: it says so, and 'Повторить' reads the order again.
    const { order_id: id, id: bookingNumber } = await bookByApi(page, request, '13:00');
    let failing = true;
    await page.route(new RegExp(`/wc/v3/orders/${id}(\\?|$)`), (route) =>
      failing ? route.fulfill({ status: 500, body: '{}' }) : route.continue(),
    );
    await page.goto(`/order/${id}`);
    const retry = main.getByRole('button', { name: 'Повторить' });
    await expect(retry).toBeVisible({ timeout: 15_000 });
    await expect(main.getByTestId('order-problem')).not.toHaveText('Загружаем заказ…');
    failing = false;
    await retry.click();
    await expect(main.getByRole('heading', { name: `Бронь №${bookingNumber}` })).toBeVisible();
  }),
);

test.describe('a guest', () => {
  test.skip(
    ({ host }) => host === 'telegram',
    'inside Telegram the customer is signed in at start',
  );

  test('an active order remembered on the device is in place as the page draws too', async ({
    page,
    openApp,
    request,
  }) => {
    await openApp('/');
    // Booked as a guest, and remembered on this device with its key as the booking form does.
    const { order_id: id, order_key: key } = await bookByApi(page, request, '20:30');
    await page.evaluate(
      ([id, key, start]) =>
        localStorage.setItem(
          'store:guest-orders',
          JSON.stringify({ orders: [{ id, key, at: Date.parse(start) }] }),
        ),
      [id, key, DEMO_CLOCK_START] as const,
    );
    await page.reload();
    await expect(page.getByTestId('active-order')).toHaveCount(1);
    await expectStripInPlace(page);
  });

  test('opening an order without its key is asked to sign in, from the page', async ({
    page,
    openApp,
    request,
  }) => {
    await openApp('/');
    const { order_id: id } = await bookByApi(page, request, '13:30');
    await page.goto(`/order/${id}`);
    const main = page.getByRole('main');
    await expect(main.getByTestId('order-problem')).toHaveText(
      'Войдите в аккаунт, с которого оформляли заказ, чтобы видеть его статус.',
    );
    await main.getByRole('button', { name: 'Войти' }).click();
    const sheet = page.getByRole('dialog', { name: 'Вход' });
    await expect(sheet).toBeVisible();
    // Signed in on the page, it reads the order again with the session (another account's here).
    const reread = page.waitForRequest(
      (r) => r.url().includes(`/wc/v3/orders/${id}`) && !!r.headers()['authorization'],
    );
    await signInWithCode(sheet, request);
    await expect(sheet).toBeHidden();
    await reread;
    await expect(main.getByRole('link', { name: 'История заказов' })).toBeVisible();
  });
});
