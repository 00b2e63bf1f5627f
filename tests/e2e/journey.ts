// A customer's common steps in both hosts, as the specs share them: a dish into the cart (its card's
// '+', or its sheet), the cart, checkout with contacts and a way to pay, the place button; the
// Telegram MainButton stands in for the website's buttons inside Telegram.
import type { APIRequestContext, Locator, Page, Response } from '@playwright/test';
import {
  test,
  expect,
  lastTelegramEvent,
  pressMainButton,
  submitForm,
  telegramEvents,
  type Host,
  type OpenApp,
} from './fixtures.ts';
import { openHours, POKROVKA, productCard, withAddress, type SavedLocation } from './shop-state.ts';

export { DEMO_CLOCK_START } from './shop-state.ts';

/**
 * Every test of the spec starts on a Wednesday afternoon in Moscow (the shop open, no work-time
 * popup), then in these states (an address, the shop's settings…), in order.
 */
export function startEachTest(...states: ((page: Page) => Promise<unknown>)[]) {
  test.beforeEach(async ({ page }) => {
    await openHours(page);
    for (const state of states) await state(page);
  });
}

/** A returning visitor who delivers to ul. Pokrovka 17 (Moscow's centre zone). */
export const atPokrovka = (page: Page) => withAddress(page, POKROVKA);

/** Opens the shop at `path` as a returning visitor who delivers to this address. */
export async function openDeliveringTo(
  page: Page,
  openApp: OpenApp,
  location: SavedLocation = POKROVKA,
  path = '/',
) {
  await withAddress(page, location);
  await openApp(path);
}

/** The '+' on a dish's card that puts it in the cart. */
export const addButton = (page: Page, name: string) =>
  productCard(page, name).getByRole('button', { name: /^Добавить в корзину/ });

/** Taps the '+' on a dish's card. */
export async function addToCart(page: Page, name: string) {
  await addButton(page, name).click();
}

/** How many of a dish its card says are in the cart. */
export const cardCount = (page: Page, name: string) =>
  productCard(page, name).getByTestId('cart-count');

/** The floating cart button of the website ('Корзина , 1 товар, 789 ₽'). */
export const cartButton = (page: Page) => page.getByRole('button', { name: /^Корзина\s*,/ });

/** The cart's sheet. */
export const cartDialog = (page: Page) => page.getByRole('dialog', { name: 'Корзина' });

/** Opens a dish's sheet by its link, makes the choice, adds `count` of it and sees it close. */
export async function addFromSheet(
  page: Page,
  productId: number,
  count = 1,
  choose?: (sheet: Locator) => Promise<void>,
) {
  await page.goto(`/?product_id=${productId}`);
  const sheet = page.getByTestId('product-modal');
  // A cold page load: the sheet's chunk and its texts arrive first (slow on a busy machine).
  await expect(sheet).toBeVisible({ timeout: 30_000 });
  await choose?.(sheet);
  for (let i = 1; i < count; i++)
    await sheet.getByRole('button', { name: 'Больше', exact: true }).click();
  await sheet.getByRole('button', { name: /^Добавить за/ }).click();
  await expect(sheet).toHaveCount(0);
}

/** A dish's id in the shop's catalogue file, by its name. */
export async function productId(request: APIRequestContext, name: string): Promise<number> {
  const res = await request.get('/api/wp-content/uploads/app_sync/prodcat.json');
  type Cat = { products: { id: number; name: string }[]; subCategories: Cat[] };
  const all = (list: Cat[]): Cat['products'] =>
    list.flatMap((c) => [...c.products, ...all(c.subCategories)]);
  const found = all((await res.json()) as Cat[]).find((p) => p.name === name);
  expect(found, name).toBeTruthy();
  return found!.id;
}

/** Opens the cart: the floating cart button on the website, the MainButton inside Telegram. */
export async function openCart(page: Page, host: Host) {
  if (host === 'telegram') await pressMainButton(page);
  else await cartButton(page).click();
  await expect(cartDialog(page)).toBeVisible();
}

/** From the open cart on to the checkout page: its button, or the MainButton inside Telegram. */
export async function cartToCheckout(page: Page, host: Host) {
  if (host === 'telegram') await pressMainButton(page, /^Перейти к оформлению$/);
  else await cartDialog(page).getByRole('button', { name: 'Перейти к оформлению' }).click();
  await expect(page).toHaveURL(/\/order$/);
  await expect(page.getByRole('heading', { name: 'Оформление заказа', level: 1 })).toBeVisible();
}

/** Opens the cart and goes on to checkout. */
export async function goToCheckout(page: Page, host: Host) {
  await openCart(page, host);
  await cartToCheckout(page, host);
}

/** The checkout's contacts: how to address the customer and their phone. */
export async function fillContacts(page: Page, name = 'Анна', phone = '+7 900 123-45-67') {
  await page.getByLabel('Как к вам обращаться').fill(name);
  await page.getByLabel('Телефон', { exact: true }).fill(phone);
}

/** Chooses a way to pay at checkout ('Наличными' by default). */
export async function payBy(page: Page, method = /Наличными/) {
  const choice = page.getByRole('radio', { name: method });
  await choice.check();
  await expect(choice).toBeChecked();
}

/** Presses 'Оформить заказ': its button on the website, the MainButton inside Telegram. */
export async function placeOrder(page: Page, host: Host) {
  if (host === 'telegram') await pressMainButton(page, /^Оформить заказ/);
  else await page.getByRole('button', { name: /^Оформить заказ/ }).click();
}

/**
 * The number of the order whose page is open. Placing it may take a while on a busy machine: the
 * app first lets a cart change's discount fetch settle (up to 4 s, checkout-store), then the server
 * prices and stores the order; the customer meanwhile sees the button's progress.
 */
export async function openedOrderId(page: Page): Promise<number> {
  await expect(page).toHaveURL(/\/order\/\d+/, { timeout: 20_000 });
  return Number(/\/order\/(\d+)/.exec(page.url())![1]);
}

/** The statuses of the answers to the page's POSTs to `url`, as they come. */
export function postAnswers(page: Page, url: RegExp): number[] {
  const answers: number[] = [];
  page.on('response', (r: Response) => {
    if (r.request().method() === 'POST' && url.test(r.url())) answers.push(r.status());
  });
  return answers;
}

/** Orders the page sends (not their reads or sub-resources). */
export const ORDERS_URL = /\/wc\/v3\/orders(\?|$)/;

/** The MainButton as the app last set it up inside Telegram (empty before it did). */
export const mainButton = async (page: Page) =>
  (await lastTelegramEvent(page, 'web_app_setup_main_button'))?.data ?? {};

/** Waits for the MainButton to carry these fields. */
export async function expectMainButton(page: Page, fields: Record<string, unknown>) {
  await expect.poll(() => mainButton(page)).toMatchObject(fields);
}

/**
 * While a form's answer is held, its button says so and takes no second press: the MainButton's
 * progress inside Telegram, the button's own text on the website.
 */
export async function expectSending(page: Page, host: Host, button: Locator, text: string) {
  if (host === 'telegram') {
    await expectMainButton(page, { is_visible: true, is_progress_visible: true, is_active: false });
    return;
  }
  await expect(button).toHaveText(text);
  await expect(button).toBeDisabled();
}

/** Types into the address search and picks the suggestion with this title. */
export async function pickAddress(page: Page, query: string, title: string) {
  await page.getByPlaceholder('Например, Покровка 17').fill(query);
  await page.getByTestId('address-suggestion').filter({ hasText: title }).first().click();
}

/** The delivery bar's button that opens the way to receive (it reads the choice made). */
export const deliveryBar = (page: Page) =>
  page.getByRole('button', { name: 'Изменить способ получения' });

/** The cart is open with one line, this dish's; the line, for more about it. */
export async function expectCartLine(page: Page, name: string) {
  const cart = cartDialog(page);
  await expect(cart).toBeVisible();
  const line = cart.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(name);
  return line;
}

/** The cart's own page (/cart), after a cold load. */
export async function openCartPage(page: Page) {
  await page.goto('/cart');
  // A cold page load: the cart's chunk and its texts arrive first (slow on a busy machine).
  await expect(page.getByRole('heading', { name: 'Корзина', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
}

/** Inside Telegram, a form sent: Telegram hears the success, and the MainButton that sent it goes. */
export async function expectSentInTelegram(page: Page) {
  await expect
    .poll(async () =>
      (await telegramEvents(page, 'web_app_trigger_haptic_feedback')).map((e) => e.data),
    )
    .toContainEqual({ type: 'notification', notification_type: 'success' });
  await expectMainButton(page, { is_visible: false });
}

/**
 * Presses a form's send twice, as fast as a thumb: the form is done (its `done` test id shows) and,
 * a moment later, exactly one of its POSTs (`answers`, from postAnswers) was answered.
 */
export async function sendTwice(
  page: Page,
  host: Host,
  form: { testId: string; mainButtonText: string; done: string },
  answers: number[],
) {
  await submitForm(page, host, { ...form, times: 2 });
  await expect(page.getByTestId(form.done)).toBeVisible();
  await page.waitForTimeout(500);
  expect(answers).toEqual([201]);
}

/**
 * Presses Tab until the focused element matches `selector` (the keyboard's way, not focus()), at
 * most `presses` times; answers how many it took.
 */
export async function tabTo(page: Page, selector: string, presses = 80): Promise<number> {
  const reached = () => page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);
  let n = 0;
  for (; n < presses && !(await reached()); n++) await page.keyboard.press('Tab');
  expect(await reached(), `Tab reaches ${selector}`).toBe(true);
  return n;
}

/** The day after it, as the booking form writes days: a day every restaurant books. */
export const TOMORROW = '19.11.2026';
