// Sign-in and the account area in both hosts: a website visitor signs in with the SMS code, a
// Telegram user is signed in from initData and links a phone; every /lk screen, the wheel, logout.
import crypto from 'node:crypto';
import type { Page } from '@playwright/test';
import { test, expect, forHost, telegramEvents, expectToast } from './fixtures.ts';
import { TEST_BOT_TOKEN, freshTelegramUser } from './telegram-env.ts';
import { latestCode, openAsCustomer, seedSession, uniquePhone, withBudget } from './signed-in.ts';
import { RESTAURANT_PREFERENCES } from '../fixtures/restaurant-preferences.ts';
import { brandColour, ringedIn } from './shop-state.ts';

/** Telegram's contact answer, signed with the bot token like initData (what requestContact gets). */
function signedContact(userId: number, phone: string): string {
  const fields: Record<string, string> = {
    contact: JSON.stringify({ phone_number: phone, first_name: 'Анна', user_id: userId }),
    auth_date: String(Math.floor(Date.now() / 1000)),
  };
  const check = Object.entries(fields)
    .map(([k, v]) => `${k}=${v}`)
    .sort()
    .join('\n');
  const secret = crypto.createHmac('sha256', 'WebAppData').update(TEST_BOT_TOKEN).digest();
  const hash = crypto.createHmac('sha256', secret).update(check).digest('hex');
  return new URLSearchParams({ ...fields, hash }).toString();
}

/**
 * The Telegram client's side of contact sharing, as @telegram-apps/sdk's requestContact expects
 * it: 'getRequestedContact' (a custom method) fails until the user agrees to
 * 'web_app_request_phone' ('phone_requested' {status: 'sent'}), then answers the signed contact.
 */
async function answerContactRequests(page: Page, contact: string) {
  await page.evaluate((signed) => {
    type Bridge = { postEvent(type: string, data?: string): void };
    const w = window as unknown as {
      TelegramWebviewProxy: Bridge;
      Telegram: { WebView: { receiveEvent(type: string, data: unknown): void } };
    };
    const original = w.TelegramWebviewProxy.postEvent.bind(w.TelegramWebviewProxy);
    const reply = (type: string, data: unknown) =>
      setTimeout(() => w.Telegram.WebView.receiveEvent(type, data), 10);
    let shared = false;
    w.TelegramWebviewProxy.postEvent = (type, data) => {
      original(type, data);
      const params = (data ? JSON.parse(data) : {}) as { req_id?: string; method?: string };
      if (type === 'web_app_request_phone') {
        shared = true;
        reply('phone_requested', { status: 'sent' });
      }
      if (type === 'web_app_invoke_custom_method' && params.method === 'getRequestedContact') {
        reply(
          'custom_method_invoked',
          shared
            ? { req_id: params.req_id, result: signed }
            : { req_id: params.req_id, error: 'NO_CONTACT' },
        );
      }
    };
  }, contact);
}

forHost('website', () => {
  test('signs in with the SMS code, edits the profile, adds an address, logs out', async ({
    page,
    openApp,
    request,
  }) => {
    test.setTimeout(60_000); // the whole journey in one test
    await openApp('/');
    await page.getByRole('link', { name: 'Личный кабинет', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Вход' });
    await expect(sheet).toBeVisible();
    await sheet.getByLabel('Номер телефона').fill('8916');
    await sheet.getByRole('button', { name: 'Получить код' }).click();
    await expect(sheet.getByTestId('auth-error')).toHaveText('введите корректный номер');

    const phone = uniquePhone();
    await sheet.getByLabel('Номер телефона').fill(phone);
    await sheet.getByRole('button', { name: 'Получить код' }).click();
    const codeField = sheet.getByLabel('Код из сообщения');
    await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(codeField).toHaveAttribute('inputmode', 'numeric');
    await expect(sheet.getByTestId('auth-resend')).toBeDisabled();
    await expect(sheet.getByTestId('auth-resend')).toContainText(/через \d+ с/);
    const code = await latestCode(request, phone);
    // A wrong code of the right length (every digit moved on by one), so the field submits it.
    await codeField.fill(code.replace(/\d/g, (d) => String((Number(d) + 1) % 10)));
    await expect(sheet.getByTestId('auth-error')).toHaveText('Неверный код');
    await codeField.fill(code);
    await expect(sheet).toBeHidden();
    await expectToast(page, 'Вы вошли в личный кабинет');
    await expect(page).not.toHaveURL(/auth=1/);

    await page.getByRole('link', { name: 'Личный кабинет', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Личная информация', level: 1 })).toBeVisible();
    await expect(page.getByTestId('lk-phone')).toHaveText(/^\+7 916/);
    await expect(page.getByTestId('lk-stat-bonuses')).toContainText('300');

    await page.getByTestId('profile-first-name').fill('Анна');
    await page.getByTestId('profile-birth').fill('1991-03-14');
    await page.getByTestId('profile-save').click();
    await expectToast(page, 'Данные сохранены');

    await page.getByTestId('address-add').click();
    // An address is one the search found (a point a courier can reach), not free text.
    await page.getByTestId('address-address').fill('Покровка 17');
    await page.getByTestId('address-suggestion').filter({ hasText: 'ул. Покровка, 17' }).click();
    await page.getByTestId('address-save').click();
    await expect(page.getByText('Укажите название адреса')).toBeVisible();
    await page.getByTestId('address-name').fill('Дом');
    await page.getByLabel('Квартира или офис').fill('12');
    await page.getByTestId('address-save').click();
    await expectToast(page, 'Адрес сохранён');
    await expect(page.getByTestId('address-item')).toContainText(['Дом']);

    await page.reload();
    await expect(page.getByTestId('profile-first-name')).toHaveValue('Анна');
    await expect(page.getByTestId('profile-birth')).toHaveValue('1991-03-14');
    await expect(page.getByTestId('address-item')).toContainText('кв. 12');

    // Logging out is asked about first, in the page's own dialog.
    await page.getByTestId('logout').click();
    const question = page.getByRole('dialog', { name: 'Выйти из аккаунта?' });
    await question.getByRole('button', { name: 'Остаться' }).click();
    await expect(question).toHaveCount(0);
    await expect(page.getByTestId('profile-first-name')).toHaveValue('Анна');
    await page.getByTestId('logout').click();
    await question.getByRole('button', { name: 'Выйти', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('link', { name: 'Личный кабинет', exact: true })).toHaveAttribute(
      'href',
      /auth=1/,
    );
    await page.goto('/lk/bonuses');
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  test('the sign-in sheet closes on Escape and offers the code through Telegram', async ({
    page,
    openApp,
  }) => {
    await openApp('/contacts?auth=1');
    const sheet = page.getByRole('dialog', { name: 'Вход' });
    await expect(sheet).toBeVisible();
    await sheet.getByRole('radio', { name: 'Telegram' }).click();
    await expect(sheet).toContainText('Код придёт в чат с ботом магазина');
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL((url) => url.pathname === '/contacts' && !url.search);
  });
});

forHost('telegram', () => {
  test('is signed in from initData and links the phone by sharing the contact', async ({
    page,
    openApp,
  }) => {
    const user = freshTelegramUser({ first_name: 'Анна', last_name: 'Петрова' });
    const { id } = user;
    await openApp('/lk', { user });
    await expect(page.getByRole('heading', { name: 'Личная информация', level: 1 })).toBeVisible();
    await expect(page.getByTestId('profile-first-name')).toHaveValue('Анна');
    await expect(page.getByTestId('phone-card')).toBeVisible();
    const digits = uniquePhone().slice(1);
    await answerContactRequests(page, signedContact(id, digits));
    await page.getByTestId('share-phone').click();
    await expectToast(page, 'Номер телефона подтверждён');
    await expect(page.getByTestId('phone-card')).toBeHidden();
    await expect(page.getByTestId('lk-phone')).toHaveText(/^\+7 916/);
    expect((await telegramEvents(page, 'web_app_request_phone')).length).toBe(1);
  });

  test('links the phone with a WhatsApp code instead', async ({ page, openApp, request }) => {
    await openApp('/lk', { user: freshTelegramUser({ first_name: 'Вера' }) });
    await expect(page.getByTestId('phone-card')).toBeVisible();
    await page.getByRole('button', { name: 'Подтвердить кодом в WhatsApp' }).click();
    const sheet = page.getByRole('dialog', { name: 'Подтвердите номер телефона' });
    const phone = uniquePhone();
    await sheet.getByLabel('Номер телефона').fill(phone);
    await sheet.getByRole('button', { name: 'Получить код' }).click();
    await sheet.getByLabel('Код из сообщения').fill(await latestCode(request, phone, 'whatsapp'));
    await expect(sheet).toBeHidden();
    await expect(page.getByTestId('phone-card')).toBeHidden();
    await expect(page.getByTestId('lk-phone')).toHaveText(/^\+7 916/);
  });
});

for (const [lang, heading, welcome] of [
  ['en', 'Bonus programme', 'Welcome points'],
  ['kk', 'Бонус жүйесі', 'Сәлемдесу бонустары'],
] as const) {
  test(`the bonus history speaks the customer's language: ${lang}`, async ({
    page,
    openApp,
    host,
    request,
  }) => {
    // The ledger keeps each line's kind; the account names it ('Приветственные бонусы' in Russian).
    await openAsCustomer({ page, openApp, host, request }, '/lk/bonuses', 'Anna', lang);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible({
      timeout: 30_000,
    });
    const history = page.getByTestId('bonus-history');
    await expect(history).toContainText(welcome);
    await expect(history).not.toContainText('Приветственные');
    // A browser without the language's calendar (this Chromium for Kazakh) writes the date in
    // Russian, never 'M11'.
    await expect(history).not.toContainText(/\bM\d{1,2}\b/);
  });
}

test(
  "the account's shop texts follow the customer's language, not only the interface's",
  withBudget(60_000, async (customer) => {
    const { page } = customer;
    // The preference options, the referral card, the welcome notification and the wheel's prizes are
    // the shop's texts (its backend answers them in the language asked, &lang), not i18n keys.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openAsCustomer(customer, '/lk/preferences', 'Anna', 'en');
    const heading = (name: string) => page.getByRole('heading', { name, level: 1 });
    await expect(heading('Food preferences')).toBeVisible({ timeout: 30_000 });
    for (const name of ['No onion', 'Gluten-free', 'Vegetarian', 'Spicy', 'Lactose-free', 'Halal'])
      await expect(page.getByLabel(name)).toBeVisible();
    await expect(page.getByLabel('Без лука')).toHaveCount(0);
    const nav = page.getByRole('navigation', { name: 'Account sections' });

    await nav.getByRole('link', { name: 'Referral programme' }).click();
    const referral = page.getByTestId('referral');
    await expect(referral.getByRole('heading', { name: 'Invite a friend' })).toBeVisible();
    await expect(referral).toContainText('Give a friend 10% off their first order');
    await expect(referral).not.toContainText(/[а-яё]/i);

    await nav.getByRole('link', { name: 'Notification history' }).click();
    await expect(page.getByTestId('notification-list')).toContainText('Welcome!');
    await expect(page.getByTestId('notification-list')).not.toContainText(/[а-яё]/i);

    await nav.getByRole('link', { name: 'Wheel of fortune' }).click();
    await expect(heading('Wheel of fortune')).toBeVisible();
    await page.getByTestId('wheel-spin').click();
    const result = page.getByTestId('wheel-result');
    await expect(result).toContainText('You got:');
    await expect(result.locator('strong')).toHaveText(
      /^You got: (\d+% off|\d+ points|Better luck tomorrow)$/,
    );
  }),
);

test(
  'a signed-in customer sees every account screen and spins the wheel once',
  withBudget(60_000, async (customer) => {
    const { page } = customer;
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openAsCustomer(customer, '/lk', 'Олег');
    const heading = (name: string) => page.getByRole('heading', { name, level: 1 });
    await expect(heading('Личная информация')).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Разделы кабинета' });

    await nav.getByRole('link', { name: 'История заказов' }).click();
    await expect(heading('История заказов')).toBeVisible();
    await expect(page.getByTestId('lk-empty')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Перейти в меню' })).toHaveAttribute('href', '/');
    // Its picture is the shop's art, drawn on any device (not a system emoji: a box without a font).
    const art = page.getByTestId('lk-empty').locator('img');
    await expect
      .poll(() => art.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    await nav.getByRole('link', { name: 'Бонусная система' }).click();
    await expect(heading('Бонусная система')).toBeVisible();
    await expect(page.getByTestId('bonus-balance')).toHaveText('300');
    await expect(page.getByTestId('bonus-history')).toContainText('Приветственные бонусы');
    await expect(page.getByText('Как это работает')).toBeVisible();

    await nav.getByRole('link', { name: 'Избранное' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Избранное');

    await nav.getByRole('link', { name: 'Реферальная система' }).click();
    await expect(heading('Реферальная система')).toBeVisible();
    await expect(page.getByTestId('referral').getByTestId('promo-code')).toHaveText(/^promo-\d+$/);

    await nav.getByRole('link', { name: 'Мои промокоды' }).click();
    await expect(heading('Мои промокоды')).toBeVisible();
    await expect(page.getByTestId('lk-empty')).toBeVisible();

    await nav.getByRole('link', { name: 'Пищевые предпочтения' }).click();
    await expect(heading('Пищевые предпочтения')).toBeVisible();
    for (const name of RESTAURANT_PREFERENCES) await expect(page.getByLabel(name)).toBeVisible();
    await page.getByLabel('Острое').check();
    await page.getByTestId('preferences-comment').fill('Поменьше соли');
    await page.getByTestId('preferences-save').click();
    await expectToast(page, 'Предпочтения сохранены');
    await page.reload();
    await expect(page.getByLabel('Острое')).toBeChecked();
    // A ticked preference is ringed in the shop's colour, as a chosen way to pay; the others not
    // (a ticked one was drawn inverted, a white box on black).
    const ring = ringedIn(await brandColour(page));
    const chip = (name: string) => page.locator('label').filter({ has: page.getByLabel(name) });
    await expect(chip('Острое')).toHaveCSS('box-shadow', ring);
    await expect(chip('Без лука')).not.toHaveCSS('box-shadow', ring);
    // Opened at its sixth section, the row of sections shows that one, not the first ones.
    await expect(nav.getByRole('link', { name: 'Пищевые предпочтения' })).toBeInViewport({
      ratio: 1,
    });
    await expect(page.getByTestId('preferences-comment')).toHaveValue('Поменьше соли');

    await nav.getByRole('link', { name: 'История уведомлений' }).click();
    await expect(heading('История уведомлений')).toBeVisible();
    await expect(page.getByTestId('notification-list')).toContainText('Добро пожаловать!');

    await nav.getByRole('link', { name: 'Колесо фортуны' }).click();
    await expect(heading('Колесо фортуны')).toBeVisible();
    await expect(page.getByTestId('wheel-canvas')).toBeVisible();
    await page.getByTestId('wheel-spin').click();
    const result = page.getByTestId('wheel-result');
    await expect(result).toContainText('Выпало:');
    await expect(page.getByTestId('wheel-spin')).toHaveCount(0);
    const prize = await result.locator('strong').textContent();
    await page.reload();
    await expect(page.getByTestId('wheel-result').locator('strong')).toHaveText(prize!);
    await expect(page.getByTestId('wheel-spin')).toHaveCount(0);

    // On a desktop the sections are a column beside the open one, every one of them in view (the
    // row was cut at its end), and a section reads at 760 px at most (its fields ran 1,250 px).
    await page.setViewportSize({ width: 1366, height: 900 });
    await nav.getByRole('link', { name: 'Личная информация' }).click();
    await expect(heading('Личная информация')).toBeVisible();
    for (const link of await nav.getByRole('link').all())
      await expect(link).toBeInViewport({ ratio: 1 });
    const column = (await nav.boundingBox())!;
    const name = (await page.getByLabel('Имя', { exact: true }).boundingBox())!;
    expect(name.x).toBeGreaterThanOrEqual(column.x + column.width);
    expect(name.width).toBeLessThanOrEqual(760);
  }),
);

test('without a canvas the wheel says so instead of breaking the page', async ({
  page,
  openApp,
  host,
  request,
}) => {
  if (host === 'website') await seedSession(page, request);
  await page.addInitScript(() => {
    HTMLCanvasElement.prototype.getContext = () => null;
  });
  await openApp('/lk/game', { user: freshTelegramUser({ first_name: 'Олег' }) });
  await expect(page.getByTestId('wheel-error')).toHaveText(
    'Колесо фортуны не может отобразиться в этом браузере.',
  );
  await expect(page.getByRole('heading', { name: 'Колесо фортуны', level: 1 })).toBeVisible();
});
