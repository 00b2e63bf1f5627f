// `npx tsx scripts/screenshots.ts [baseURL] [name-prefix]`: screenshots of the main screens in both
// hosts, light and dark, at a phone's width (390 px) and a desktop's (1366 px), into screenshots/
// — for looking at the product as a customer would. A returning visitor with an address; the cart
// shots add two rolls first; the account's (lk-…) are of a signed-in customer: by an SMS code from
// the demo's outbox on the website (one session for all of them), by initData inside Telegram.
import { chromium, request, type Page } from '@playwright/test';
import fs from 'node:fs';
import { clientRendered, POKROVKA } from '../tests/e2e/shop-state.ts';
import { systemChromium } from './system-chromium.ts';
import { sessionByApi, uniquePhone } from '../tests/e2e/signed-in.ts';
import { launchHash, TELEGRAM_PROXY_SCRIPT } from '../tests/e2e/telegram-env.ts';

const base = process.argv[2] ?? 'http://localhost:8080';
const only = process.argv[3];
const WIDTHS = (process.env.SHOT_WIDTHS ?? '390,1366').split(',').map(Number);
// SHOT_FRONT=samokat (or lavka, restoran, lending, cat1, cat2, cat12): the shots of that page type,
// set for the screenshots' visitor only through the demo settings patch.
const FRONT = process.env.SHOT_FRONT ?? '';

const addRolls = async (p: Page) => {
  const card = p
    .getByTestId('product-card')
    .filter({ has: p.getByRole('heading', { name: 'Филадельфия', exact: true }) })
    .first();
  await card.getByTestId('cart-add').click({ timeout: 20_000 });
  await card.getByTestId('cart-inc').click();
};
const pressMainButton = (p: Page) =>
  p.evaluate(() =>
    (
      window as unknown as { Telegram: { WebView: { receiveEvent(t: string): void } } }
    ).Telegram.WebView.receiveEvent('main_button_pressed'),
  );
const openCart = async (p: Page, host: string) => {
  await addRolls(p);
  if (host === 'tg') await pressMainButton(p);
  else await p.getByTestId(p.viewportSize()!.width >= 992 ? 'header-cart' : 'cart-bar').click();
  await p.getByTestId('cart-modal').waitFor();
};
/** Checkout with two rolls in the cart, from the cart's own button (the MainButton in Telegram). */
const toCheckout = async (p: Page, host: string) => {
  await openCart(p, host);
  if (host === 'tg') await pressMainButton(p);
  else await p.getByTestId('cart-checkout').click();
  await p.getByTestId('checkout-name').waitFor();
};
/** The cart open with two rolls (the first-order discount earned), the code MOSCOW100 applied. */
const typePromoInCart = async (p: Page, host: string) => {
  await openCart(p, host);
  await p.locator('.toast').first().waitFor({ state: 'detached' });
  await p.getByLabel('Промокод').fill('MOSCOW100');
  await p.getByRole('button', { name: 'Применить' }).first().click();
};

const shots: {
  name: string;
  path: string;
  prepare?: (page: Page, host: string) => Promise<void>;
  block?: string;
  fresh?: boolean;
  signedIn?: boolean;
}[] = [
  { name: 'home', path: '/' },
  { name: 'home-scrolled', path: '/', prepare: async (p) => void (await p.mouse.wheel(0, 900)) },
  { name: 'first-visit', path: '/', fresh: true },
  { name: 'not-found', path: '/no/such/page' },
  { name: 'maintenance', path: '/', block: '**/api/wp-json/v1/all_settings**' },
  { name: 'category', path: '/menu/pizza' },
  // The website's sign-in sheet; inside Telegram the user is signed in from initData and the sheet
  // offers to link a phone.
  {
    name: 'sign-in',
    path: '/contacts?auth=1',
    prepare: async (p) => void (await p.getByRole('dialog').waitFor({ timeout: 8000 })),
  },
  {
    name: 'product',
    path: '/?product_id=1000',
    prepare: async (p) => void (await p.getByTestId('product-modal').waitFor({ timeout: 8000 })),
  },
  { name: 'cart', path: '/', prepare: openCart },
  {
    // A toast while a sheet is open: at the top, clear of the sheet's total and button.
    name: 'cart-toast',
    path: '/',
    prepare: async (p, host) => {
      await typePromoInCart(p, host);
      await p.getByRole('status').filter({ hasText: 'Промокод' }).waitFor();
    },
  },
  {
    // A typed code that may not combine with the first-order discount preselected instead.
    name: 'cart-promo',
    path: '/',
    prepare: async (p, host) => {
      await typePromoInCart(p, host);
      await p.getByText('Не суммируется с выбранной скидкой').scrollIntoViewIfNeeded();
      await p.locator('.toast').first().waitFor({ state: 'detached' });
    },
  },
  {
    name: 'checkout',
    path: '/',
    prepare: toCheckout,
  },
  {
    // A placed order's own page: its status, what it holds, and the way to follow it.
    name: 'order',
    path: '/',
    prepare: async (p, host) => {
      await toCheckout(p, host);
      await p.getByLabel('Как к вам обращаться').fill('Анна');
      // A new customer each time: the first-order discount is theirs.
      await p.getByLabel('Телефон', { exact: true }).fill(uniquePhone());
      await p.getByRole('radio', { name: /Наличными/ }).check();
      await p.getByLabel('Частный дом').check();
      if (host === 'tg') await pressMainButton(p);
      else await p.getByRole('button', { name: /^Оформить заказ/ }).click();
      await p.getByTestId('order-status').waitFor({ timeout: 15_000 });
    },
  },
  ...(
    [
      ['lk', '/lk'],
      ['lk-orders', '/lk/orders'],
      ['lk-bonuses', '/lk/bonuses'],
      ['lk-favorite', '/lk/favorite'],
      ['lk-referals', '/lk/referals'],
      ['lk-promocodes', '/lk/promocodes'],
      ['lk-preferences', '/lk/preferences'],
      ['lk-notifications', '/lk/notifications'],
    ] as const
  ).map(([name, path]) => ({ name, path, signedIn: true })),
];

/** The website's customer: one session, made with the code the demo's outbox got. */
let webToken: Promise<string> | null = null;
const signedInToken = () =>
  (webToken ??= request
    .newContext({ baseURL: base })
    .then((api) => sessionByApi(api).finally(() => api.dispose())));

// The browser tests' Pokrovka address, without a flat or other details for the courier.
const { details: _details, ...pokrovka } = POKROVKA;
const ADDRESS = {
  kind: 'delivery',
  shippingMethodId: 'flat_rate:1',
  location: pokrovka,
  express: false,
  cityId: '101',
  recent: [],
};

const browser = await chromium.launch({
  executablePath: systemChromium,
  args: ['--no-sandbox', '--disable-gpu'],
});
fs.mkdirSync('screenshots', { recursive: true });
for (const width of WIDTHS) {
  for (const host of ['web', 'tg'] as const) {
    for (const dark of [false, true]) {
      for (const shot of shots) {
        if (only && !shot.name.startsWith(only)) continue;
        const context = await browser.newContext({
          viewport: { width, height: width < 992 ? 844 : 800 },
          deviceScaleFactor: 1,
          colorScheme: dark ? 'dark' : 'light',
          locale: 'ru-RU',
        });
        const page = await context.newPage();
        if (FRONT) {
          const res = await page.request.post(`${base}/api/dev/settings?scope=visitor`, {
            data: { facade: { catalog_front: FRONT } },
          });
          if (!res.ok()) throw new Error(`the demo settings patch answered ${res.status()}`);
        }
        // The demo's clock: a Wednesday afternoon, the shops open (as the browser tests use).
        await page.clock.setFixedTime(new Date('2026-11-18T14:00:00+03:00'));
        if (!shot.fresh)
          await page.addInitScript((delivery) => {
            localStorage.setItem('app_version', '2.0.15');
            localStorage.setItem('store:popups', JSON.stringify({ seen: { 1: 1 } }));
            localStorage.setItem('store:delivery', JSON.stringify(delivery));
          }, ADDRESS);
        // On the website the theme is the customer's toggle, not the phone's (SPEC.md §1): the dark
        // shots are of a visitor who chose it.
        if (host === 'web' && dark)
          await page.addInitScript(() => {
            const ui = JSON.parse(localStorage.getItem('store:ui') ?? '{}') as object;
            localStorage.setItem('store:ui', JSON.stringify({ ...ui, themeChoice: 'dark' }));
          });
        if (host === 'web' && shot.signedIn)
          await page.addInitScript(
            (token) => {
              localStorage.setItem('store:user', JSON.stringify({ token }));
            },
            await signedInToken(),
          );
        if (host === 'tg') await page.addInitScript({ content: TELEGRAM_PROXY_SCRIPT });
        if (shot.block) {
          // A server-drawn page carries the settings in it: the app asks for them only in its shell.
          await clientRendered(page);
          await page.route(shot.block, (r) => r.fulfill({ status: 503, body: '' }));
        }
        await page.goto(base + shot.path + (host === 'tg' ? launchHash({ dark }) : ''));
        await page
          .locator('[data-testid="product-card"], [data-testid="not-found"], h1')
          .first()
          .waitFor({ timeout: 20_000 })
          .catch(() => undefined);
        await page.waitForTimeout(800);
        try {
          await shot.prepare?.(page, host);
        } catch (error) {
          console.warn(`${shot.name} ${host} ${width}: ${(error as Error).message.split('\n')[0]}`);
        }
        await page.waitForTimeout(600);
        await page.screenshot({
          path: `screenshots/${FRONT ? `${FRONT}-` : ''}${shot.name}-${width}-${host}-${dark ? 'dark' : 'light'}.png`,
        });
        await context.close();
      }
    }
  }
}
await browser.close();
console.log('screenshots written to screenshots/');
