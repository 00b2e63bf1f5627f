// A signed-in customer in either host, for the specs that follow orders: on the website a session
// made with the SMS outbox's code, inside Telegram a fresh Telegram user of its own.
import crypto from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, type AppOptions, type Host } from './fixtures.ts';
import { freshTelegramUser } from './telegram-env.ts';

const uniquePhone = () => `+7916${String(crypto.randomInt(1_000_000, 9_999_999))}`;

/** Website: a session made with the SMS outbox's code, kept where the app keeps it. */
async function signInBySms(page: Page, request: APIRequestContext) {
  const phone = uniquePhone();
  await request.post('/api/wp-json/wc/auth/send_code', { data: { phone } });
  let code = '';
  await expect
    .poll(async () => {
      const outbox = (await (await request.get('/api/dev/sms-outbox')).json()) as {
        phone: string;
        code: string;
      }[];
      code = outbox.find((m) => m.phone === phone)?.code ?? '';
      return code;
    })
    .not.toBe('');
  const res = await request.post('/api/wp-json/wc/auth/check_code', { data: { phone, code } });
  const { token } = (await res.json()) as { token: string };
  await page.addInitScript((t) => {
    if (!localStorage.getItem('store:user'))
      localStorage.setItem('store:user', JSON.stringify({ token: t }));
  }, token);
}

/** Opens the shop signed in: by SMS code on the website, by initData inside Telegram. */
export async function openSignedIn(
  page: Page,
  openApp: (path?: string, opts?: AppOptions) => Promise<void>,
  host: Host,
  request: APIRequestContext,
) {
  if (host === 'website') await signInBySms(page, request);
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
