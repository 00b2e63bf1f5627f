// Table booking in both hosts: the booking lives with the restaurant choice of the one address
// sheet ('В ресторане' → a restaurant → 'Забронировать столик', issue 13 item 5); a
// guest books tomorrow at 19:00 and sees the confirmation (inside Telegram with the MainButton, its
// progress shown while sending); a double press books one table; the Novosibirsk restaurant books
// by its own clock; a wrong phone sends nothing.
import type { Page } from '@playwright/test';
import { test, expect, submitForm, pressMainButton, holdPosts } from './fixtures.ts';
import { returningVisitor } from './shop-state.ts';
import {
  addToCart,
  cardCount,
  deliveryBar,
  expectMainButton,
  expectSending,
  expectSentInTelegram,
  mainButton,
  openDeliveringTo,
  postAnswers,
  sendTwice,
  startEachTest,
  TOMORROW,
} from './journey.ts';
import { freshTelegramUser } from './telegram-env.ts';

/** Delivery bar → the sheet's 'В ресторане' → the restaurant's 'Забронировать столик'. */
async function openBooking(page: Page, restaurant = 'Ресторан на Покровке') {
  await deliveryBar(page).click();
  await page.getByRole('tab', { name: 'В ресторане' }).click();
  await page.getByTestId('place-option').filter({ hasText: restaurant }).click();
  await page.getByRole('button', { name: 'Забронировать столик' }).click();
  await expect(page.getByRole('dialog', { name: 'Бронь столика' })).toBeVisible();
  await expect(page.getByTestId('booking-time').first()).toBeVisible();
}

/** Tomorrow at a time, three guests, Анна's contacts. */
async function fill(page: Page, time: string) {
  await page.locator(`[data-testid="booking-day"][data-date="${TOMORROW}"]`).click();
  await expect(page.getByTestId('booking-time').first()).toBeVisible();
  await page.getByTestId('booking-time').filter({ hasText: time }).click();
  await page.getByTestId('booking-guests-more').click();
  await expect(page.getByTestId('booking-guests')).toHaveText('3');
  await page.getByTestId('booking-name').fill('Анна');
  await page.getByTestId('booking-phone').fill('+7 916 123-45-67');
  await page.getByTestId('booking-comment').fill('Столик у окна');
}

const bookingPosts = (page: Page) => postAnswers(page, /\/booking\/v1\/bookings/);

/** The booking form: its send button (the MainButton inside Telegram) and what shows once booked. */
const BOOKING = { testId: 'booking-submit', mainButtonText: 'Забронировать', done: 'booking-done' };

startEachTest(returningVisitor);

/**
 * Inside Telegram a test that books does so as a new user of its own: a booking stays
 * 'Забронировано', and as the tests' shared user it put the active-orders strip on every later
 * Telegram test's page, arriving after the page and moving it down under their taps.
 */
const asNewcomer = () => ({ user: freshTelegramUser() });

test('a visitor with an address reaches the booking from the receipt modal', async ({
  page,
  openApp,
  host,
}) => {
  await openDeliveringTo(page, openApp);
  await expect(deliveryBar(page)).toContainText('ул. Покровка, 17');
  // A dish in the cart: inside Telegram the MainButton is the cart's…
  await addToCart(page, 'Филадельфия');
  await expect(cardCount(page, 'Филадельфия')).toHaveText('1');
  if (host === 'telegram')
    await expect.poll(async () => (await mainButton(page)).text).toMatch(/^Корзина/);

  // With an address chosen, the bar opens the one sheet: the ways to receive the cart as tabs;
  // the booking, a visit rather than one of them, lives with the restaurant choice.
  await deliveryBar(page).click();
  await expect(page.getByRole('dialog', { name: 'Как получить заказ' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Самовывоз' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Бронь столика' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'В ресторане' }).click();
  await page.getByRole('button', { name: /Забронировать столик/ }).click();
  await expect(page.getByRole('dialog', { name: 'Бронь столика' })).toBeVisible();
  await expect(page.getByTestId('booking-time').first()).toBeVisible();

  if (host === 'telegram') {
    // …until the booking opens: then the button books, and a press is the form's, not the cart's.
    await expectMainButton(page, { is_visible: true, is_active: true, text: 'Забронировать' });
    await pressMainButton(page);
    await expect(page.getByTestId('booking-error-time')).toHaveText('Выберите время');
    await expect(page.getByRole('dialog', { name: 'Корзина' })).toHaveCount(0);
  }

  // The delivery address stays as it was: a booking is a visit, not a way to receive the cart.
  await page.getByRole('dialog').getByRole('button', { name: 'Закрыть' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(deliveryBar(page)).toContainText('ул. Покровка, 17');
  if (host === 'telegram') {
    // The booking closed: the button is the cart's again, and opens it.
    await expectMainButton(page, { is_visible: true, text: expect.stringMatching(/^Корзина/) });
    await pressMainButton(page);
    await expect(page.getByRole('dialog', { name: 'Корзина' })).toBeVisible();
  }
});

test('a guest books a table for tomorrow and sees the confirmation', async ({
  page,
  openApp,
  host,
}) => {
  // A customer of its own: the booking must be the first entry of their history.
  await openApp('/', { user: freshTelegramUser() });
  await openBooking(page);
  // The restaurant of the visitor's city is chosen; today and tomorrow are offered.
  await expect(page.getByTestId('booking-restaurant').first()).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(page.getByTestId('booking-day').first()).toContainText('Сегодня');
  await fill(page, '19:00');
  await expect(page.getByTestId('booking-summary')).toHaveText('чт, 19 нояб. · 19:00 · гостей: 3');
  const answers = bookingPosts(page);
  const release = await holdPosts(page, '**/booking/v1/bookings');
  await submitForm(page, host, BOOKING);
  // While the booking is on its way the button says so and takes no second press.
  await expectSending(page, host, page.getByTestId('booking-submit'), 'Бронируем…');
  release();

  const done = page.getByTestId('booking-done');
  await expect(done).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Столик забронирован' })).toBeVisible();
  await expect(page.getByTestId('booking-number')).toHaveText(/^Бронь №\d+$/);
  const details = page.getByTestId('booking-details');
  await expect(details).toContainText('Ресторан на Покровке');
  await expect(details).toContainText('четверг, 19 ноября в 19:00');
  await expect(details).toContainText('Анна');
  await expect(details).toContainText('Столик у окна');
  expect(answers).toEqual([201]);

  if (host === 'telegram') {
    // Telegram hears the success; with the confirmation shown the MainButton is gone again.
    await expectSentInTelegram(page);
    // A Telegram customer is signed in: the booking is in their history.
    await expect(done).toContainText('Бронь сохранена в истории заказов');
  }
  await page.getByTestId('booking-close').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  if (host === 'telegram') {
    // …and reads as a booking there, not as 'Заказ №N · 0 ₽'.
    await page.getByRole('link', { name: 'Личный кабинет', exact: true }).click();
    await page.getByRole('link', { name: 'История заказов' }).click();
    const entry = page.getByTestId('order-list').getByRole('link').first();
    await expect(entry).toContainText('Бронь столика · чт, 19 нояб. · 19:00');
    await expect(entry).toContainText('гостей: 3');
    await expect(entry.getByTestId('order-list-status')).toHaveText('Забронировано');
    await entry.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Бронь №\d+$/);
    await expect(page.getByTestId('order-status')).toHaveText('Забронировано');
    // The visit in place of a receipt: nothing was ordered, nothing is paid.
    await expect(page.getByTestId('booking-place')).toContainText('Ресторан на Покровке');
    await expect(page.getByTestId('booking-when')).toHaveText('четверг, 19 ноября в 19:00');
    await expect(page.getByTestId('booking-guests-count')).toHaveText('3');
    await expect(page.getByTestId('order-receipt')).toHaveCount(0);
    await expect(page.getByTestId('order-cancel')).toHaveText('Отменить бронь');
  }
});

test('a double press books one table', async ({ page, openApp, host }) => {
  await openApp('/', asNewcomer());
  await openBooking(page);
  await fill(page, '19:30');
  const answers = bookingPosts(page);
  await sendTwice(page, host, BOOKING, answers);
});

test('the Novosibirsk restaurant books by its own clock', async ({ page, openApp, host }) => {
  await openApp('/', asNewcomer());
  await openBooking(page);
  await page.getByTestId('booking-restaurant').filter({ hasText: 'Ресторан на Красном' }).click();
  // 14:00 in Moscow is 18:00 there: an hour's notice (the server's clock has run on a little since
  // it started at 14:00), and the last seating an hour before closing at 22:00.
  const times = page.getByTestId('booking-time');
  await expect(times.last()).toHaveText('21:00');
  expect(await times.first().textContent()).toMatch(/^(19|20):[03]0$/);
  await expect(page.locator('#booking-time-label')).toContainText('по местному времени ресторана');
  await times.filter({ hasText: '20:30' }).click();
  await page.getByTestId('booking-name').fill('Иван');
  await page.getByTestId('booking-phone').fill('8 913 000-11-22');
  await submitForm(page, host, BOOKING);
  await expect(page.getByTestId('booking-details')).toContainText('Ресторан на Красном');
  await expect(page.getByTestId('booking-details')).toContainText('в 20:30');
});

test('a wrong phone is refused with the SPEC text and no booking is sent', async ({
  page,
  openApp,
  host,
}) => {
  await openApp('/');
  await openBooking(page);
  await page.getByTestId('booking-time').first().click();
  await page.getByTestId('booking-name').fill('Анна');
  await page.getByTestId('booking-phone').fill('12');
  const answers = bookingPosts(page);
  await submitForm(page, host, BOOKING);
  await expect(page.getByTestId('booking-error-phone')).toHaveText('введите корректный номер');
  await expect(page.getByTestId('booking-phone')).toHaveAttribute('aria-invalid', 'true');
  expect(answers).toHaveLength(0);
  await expect(page.getByTestId('booking-form')).toBeVisible();
});
