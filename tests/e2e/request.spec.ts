// The simplified_order shop in both hosts: adding a dish opens the request instead of the cart; the
// request names the dish, is sent once however often it is pressed, and a failure says so and
// keeps the form. The shared e2e server keeps its settings: each page sees simplified_order on
// through its own copy of all_settings, so the other specs running at the same time are untouched.
import type { Page } from '@playwright/test';
import { test, expect, submitForm, holdPosts, type OpenApp, serverAnswer } from './fixtures.ts';
import { clientRendered, productCard, withPickup } from './shop-state.ts';
import {
  addToCart,
  expectSending,
  expectSentInTelegram,
  postAnswers,
  sendTwice,
  startEachTest,
} from './journey.ts';

/** A returning visitor (pickup at Tverskaya) in a shop that takes requests instead of orders. */
async function simplifiedShop(page: Page) {
  await clientRendered(page);
  await page.route('**/wp-json/v1/all_settings**', async (route) => {
    const response = await serverAnswer(route);
    const json = await response.json();
    json.settings.simplified_order = true;
    await route.fulfill({ response, json });
  });
  await withPickup(page);
}

const card = productCard;

const requestPosts = (page: Page) => postAnswers(page, /\/wp-json\/v1\/request/);

/** What the shop's managers received with this comment (the demo inbox). */
async function inbox(page: Page, comment: string) {
  const res = await page.request.get('/api/dev/requests');
  const all = (await res.json()) as {
    comment: string;
    phone: string;
    products: { name: string }[];
  }[];
  return all.filter((r) => r.comment === comment);
}

/** Opens the shop with its menu shown (the cart names the pressed product to the request). */
async function openShop(page: Page, openApp: OpenApp) {
  await openApp('/');
  await expect(card(page, 'Филадельфия')).toBeVisible();
}

/** The roll's request, its form filled with Анна's contacts and this comment. */
async function fillRequest(page: Page, comment: string, phone = '+7 916 123-45-67') {
  await page.getByTestId('request-name').fill('Анна');
  await page.getByTestId('request-phone').fill(phone);
  await page.getByTestId('request-comment').fill(comment);
}

const unique = (what: string) => `${what} ${Math.random().toString(36).slice(2, 8)}`;

/** The request form: its send button (the MainButton inside Telegram) and what shows once sent. */
const REQUEST = {
  testId: 'request-submit',
  mainButtonText: 'Отправить заявку',
  done: 'request-done',
};

startEachTest(simplifiedShop);
// Every test starts with the menu shown and the roll's '+' pressed: its request opens.
test.beforeEach(async ({ page, openApp }) => {
  await openShop(page, openApp);
  await addToCart(page, 'Филадельфия');
});

test('adding a roll opens the request for it; the request is sent and confirmed', async ({
  page,
  host,
}) => {
  await expect(page.getByRole('dialog', { name: 'Оставить заявку' })).toBeVisible();
  await expect(page.getByTestId('request-product')).toHaveText(/Филадельфия/);
  // Nothing went into the cart.
  await expect(card(page, 'Филадельфия').getByTestId('cart-stepper')).toHaveCount(0);

  const comment = unique('Перезвоните после шести');
  await fillRequest(page, comment, '8 916 123-45-67');
  const answers = requestPosts(page);
  const release = await holdPosts(page, '**/wp-json/v1/request');
  await submitForm(page, host, REQUEST);
  // While the request is on its way the button says so and takes no second press.
  await expectSending(page, host, page.getByTestId('request-submit'), 'Отправляем…');
  release();

  await expect(page.getByRole('dialog', { name: 'Заявка отправлена' })).toBeVisible();
  await expect(page.getByTestId('request-done')).toContainText('Спасибо, Анна!');
  await expect(page.getByTestId('request-done')).toContainText('+7 916 123 45 67');
  expect(answers).toEqual([201]);
  const received = await inbox(page, comment);
  expect(received).toHaveLength(1);
  expect(received[0]).toMatchObject({ phone: '+79161234567', products: [{ name: 'Филадельфия' }] });

  // Telegram hears the success; with the confirmation shown the MainButton is gone again.
  if (host === 'telegram') await expectSentInTelegram(page);
  await page.getByTestId('request-close').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the open product is the one asked about; a second dish joins the same request', async ({
  page,
}) => {
  await expect(page.getByTestId('request-product')).toHaveCount(1);
  await page.getByRole('dialog', { name: 'Оставить заявку' }).getByLabel('Закрыть').click();

  // A dish with options: its '+' opens the product, whose button asks about it.
  await card(page, 'Маргарита').getByRole('link', { name: 'Выбрать вариант: Маргарита' }).click();
  await expect(page.getByTestId('product-modal')).toBeVisible();
  await page.getByRole('button', { name: /^Добавить за/ }).click();
  await expect(page.getByRole('dialog', { name: 'Оставить заявку' })).toBeVisible();
  await expect(page.getByTestId('request-product')).toHaveCount(2);
  await expect(page.getByTestId('request-products')).toContainText('Филадельфия');
  await expect(page.getByTestId('request-products')).toContainText('Маргарита');
  // The customer can take one back out.
  await page.getByRole('button', { name: 'Убрать «Филадельфия»' }).click();
  await expect(page.getByTestId('request-product')).toHaveCount(1);
});

test('a double press sends one request', async ({ page, host }) => {
  const comment = unique('Двойное нажатие');
  await fillRequest(page, comment);
  const answers = requestPosts(page);
  await sendTwice(page, host, REQUEST, answers);
  expect(await inbox(page, comment)).toHaveLength(1);
});

test('a failure says so and keeps the form; the retry sends the same request once', async ({
  page,
  host,
}) => {
  const comment = unique('Сбой сети');
  await fillRequest(page, comment);
  const keys: string[] = [];
  await page.route('**/wp-json/v1/request', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    await route.fulfill({ status: 503, json: { code: 'unavailable', message: '' } });
  });
  await submitForm(page, host, REQUEST);
  await expect(page.getByTestId('request-failure')).toHaveText(
    'Не удалось отправить заявку. Проверьте соединение и попробуйте ещё раз.',
  );
  await expect(page.getByTestId('request-form')).toBeVisible();
  await expect(page.getByTestId('request-comment')).toHaveValue(comment);

  await page.unroute('**/wp-json/v1/request');
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/wp-json/v1/request'))
      sent.push(r.headers()['idempotency-key'] ?? '');
  });
  await submitForm(page, host, REQUEST);
  await expect(page.getByTestId('request-done')).toBeVisible();
  // Every try of one request carries one key (the server answers it once).
  expect(new Set([...keys, ...sent]).size).toBe(1);
  expect(await inbox(page, comment)).toHaveLength(1);
});
