// A signed-in customer in either host, for the specs that follow orders: on the website a session
// made with the SMS outbox's code, inside Telegram a fresh Telegram user of its own.
import crypto from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { test, expect, type Host, type OpenApp } from './fixtures.ts';
import { freshTelegramUser } from './telegram-env.ts';

/** A phone of its own for each test, so parallel workers and retries never share a code. */
export const uniquePhone = () => `+7916${String(crypto.randomInt(1_000_000, 9_999_999))}`;

/** The code the demo's outbox sent to this phone by this channel ('sms', 'whatsapp'). */
export async function latestCode(request: APIRequestContext, phone: string, channel = 'sms') {
  let code = '';
  await expect
    .poll(async () => {
      const outbox = (await (await request.get('/api/dev/sms-outbox')).json()) as {
        phone: string;
        code: string;
        channel: string;
      }[];
      code = outbox.find((m) => m.phone === phone && m.channel === channel)?.code ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

/** A session made through the API with the SMS outbox's code: its token and its user. */
export async function sessionByApi(request: APIRequestContext, phone = uniquePhone()) {
  await request.post('/api/wp-json/wc/auth/send_code', { data: { phone } });
  const code = await latestCode(request, phone);
  const res = await request.post('/api/wp-json/wc/auth/check_code', { data: { phone, code } });
  const { token } = (await res.json()) as { token: string };
  return token;
}

/** Website: a session made with the SMS outbox's code, kept where the app keeps it. */
export async function seedSession(page: Page, request: APIRequestContext) {
  const token = await sessionByApi(request);
  await page.addInitScript((t) => {
    if (!localStorage.getItem('store:user'))
      localStorage.setItem('store:user', JSON.stringify({ token: t }));
  }, token);
}

/** The sign-in sheet: a new phone, 'Получить код', then the code the outbox got. */
export async function signInWithCode(sheet: Locator, request: APIRequestContext) {
  const phone = uniquePhone();
  await sheet.getByLabel('Номер телефона').fill(phone);
  await sheet.getByRole('button', { name: 'Получить код' }).click();
  await sheet.getByLabel('Код из сообщения').fill(await latestCode(request, phone));
}

/** Opens the shop signed in: by SMS code on the website, by initData inside Telegram. */
export async function openSignedIn(
  page: Page,
  openApp: OpenApp,
  host: Host,
  request: APIRequestContext,
) {
  if (host === 'website') await seedSession(page, request);
  // A Telegram user of its own: a fresh account with the welcome bonuses.
  await openApp('/', {
    user: freshTelegramUser(),
  });
  // The first load of a signed-in page (profile, catalogue) is the slowest step on a busy machine.
  await expect(page.getByTestId('product-card').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Личный кабинет', exact: true })).toHaveAttribute(
    'href',
    '/lk',
    {
      timeout: 15_000,
    },
  );
}

/** What a test of the shop works with in either host. */
export interface ShopArgs {
  page: Page;
  openApp: OpenApp;
  host: Host;
  request: APIRequestContext;
}

/**
 * A test's body with a time budget of its own (a whole journey takes longer than the default), for
 * `test(title, withBudget(ms, body))`.
 */
export const withBudget =
  (ms: number, body: (args: ShopArgs) => Promise<void>) =>
  async ({ page, openApp, host, request }: ShopArgs) => {
    test.setTimeout(ms);
    await body({ page, openApp, host, request });
  };

/** The same, for a customer who starts signed in on the shop's front page (openSignedIn). */
export const signedIn = (ms: number, body: (args: ShopArgs) => Promise<void>) =>
  withBudget(ms, async (args) => {
    await openSignedIn(args.page, args.openApp, args.host, args.request);
    await body(args);
  });

/**
 * Opens `path` signed in as a fresh customer named `firstName`, speaking `lang` (the shop's own
 * language when not given): on the website the address asks for the language (?lang=), inside
 * Telegram the user's language_code does.
 */
export async function openAsCustomer(
  { page, openApp, host, request }: ShopArgs,
  path: string,
  firstName: string,
  lang?: string,
) {
  if (host === 'website') await seedSession(page, request);
  const asked = host === 'website' && lang ? `${path}?lang=${lang}` : path;
  await openApp(asked, {
    user: freshTelegramUser({ first_name: firstName, ...(lang ? { language_code: lang } : {}) }),
  });
}
