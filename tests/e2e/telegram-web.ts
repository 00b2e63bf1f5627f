// Telegram's web clients (Web A at web.telegram.org/a/, Web K at /k/) run a Mini App in an iframe
// and speak postMessage both ways: the app posts JSON strings {eventType, eventData} to the parent
// (whose origin the SDK insists on: https://web.telegram.org), the client posts the same shape back.
//
// The parent page here is Telegram's side, served by the test itself at https://web.telegram.org
// (Playwright answers that origin's requests, nothing leaves the machine), with the fake client of
// telegram-client.ts behind the postMessage transport. The shop is framed from https://shop.example,
// whose requests are answered by the local e2e server: two public https origins, as in production,
// so the browser treats the frame as a third party exactly as it would in Telegram Web.
import type { Frame, FrameLocator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { FAKE_CLIENT_SOURCE, type FakeClientConfig } from './telegram-client.ts';
import { launchHash, type TelegramUser } from './telegram-env.ts';
import { serverAnswer } from './fixtures.ts';

export const TELEGRAM_WEB = 'https://web.telegram.org';
export const SHOP_ORIGIN = 'https://shop.example';
/**
 * Telegram's payment servers as Telegram Web reaches them (its own origin): answered by the demo's
 * fake Bot API, which asks the shop's webhook the pre-checkout question and sends it the payment.
 */
export const TELEGRAM_PAYMENTS = `${TELEGRAM_WEB}/payments`;

export interface WebClientOptions {
  platform: 'weba' | 'webk';
  path?: string;
  user?: TelegramUser;
  startParam?: string;
  dark?: boolean;
  config?: FakeClientConfig;
  /** Third-party storage blocked (Incognito, 'block third-party cookies'): the default. */
  blockStorage?: boolean;
}

/** The frame's attributes as Telegram's web clients set them. */
const IFRAME_ALLOW = 'camera; microphone; geolocation; clipboard-read; clipboard-write';
const IFRAME_SANDBOX =
  'allow-scripts allow-same-origin allow-popups allow-forms allow-modals allow-storage-access-by-user-activation';

function parentPage(src: string, config: FakeClientConfig): string {
  return `<!doctype html>
<html><head><meta charset="utf-8"><title>Telegram Web</title>
<style>html,body{margin:0;height:100%;background:#212121}iframe{border:0;width:100%;height:100%;display:block}</style>
</head><body>
<iframe id="mini-app" title="Mini App" allow="${IFRAME_ALLOW}" sandbox="${IFRAME_SANDBOX}"></iframe>
<script>
${FAKE_CLIENT_SOURCE}
(() => {
  const client = window.__tgClient;
  Object.assign(client.config, ${JSON.stringify(config)});
  const frame = document.getElementById('mini-app');
  client.send = (type, data) =>
    frame.contentWindow.postMessage(JSON.stringify(data === undefined ? { eventType: type } : { eventType: type, eventData: data }), '${SHOP_ORIGIN}');
  window.addEventListener('message', (event) => {
    if (event.source !== frame.contentWindow || event.origin !== '${SHOP_ORIGIN}') return;
    if (typeof event.data !== 'string') return;
    let message;
    try { message = JSON.parse(event.data); } catch { return; }
    if (!message || typeof message.eventType !== 'string') return;
    client.receive(message.eventType, message.eventData ?? null);
  });
  frame.src = ${JSON.stringify(src)};
})();
</script></body></html>`;
}

/** Makes every storage read throw in the shop's frame, as Chrome does with third-party storage blocked. */
const BLOCK_STORAGE = `
if (location.origin === '${SHOP_ORIGIN}') {
  for (const name of ['localStorage', 'sessionStorage', 'indexedDB']) {
    Object.defineProperty(window, name, {
      configurable: true,
      get() { throw new DOMException("Failed to read the '" + name + "' property from 'Window': Access is denied for this document.", 'SecurityError'); },
    });
  }
}`;

/** Opens the shop as Telegram Web (A or K) would; answers with the shop's frame. */
export async function openInTelegramWeb(page: Page, baseURL: string, opts: WebClientOptions) {
  const src = `${SHOP_ORIGIN}${opts.path ?? '/'}${launchHash({
    user: opts.user,
    startParam: opts.startParam,
    dark: opts.dark,
    platform: opts.platform,
  })}`;
  await page.route(`${TELEGRAM_WEB}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: parentPage(src, { paymentServer: TELEGRAM_PAYMENTS, ...opts.config }),
    }),
  );
  await page.route(`${SHOP_ORIGIN}/**`, async (route) => {
    const url = route.request().url().replace(SHOP_ORIGIN, baseURL);
    try {
      await route.fulfill({ response: await serverAnswer(route, { url }) });
    } catch {
      await route.abort('failed').catch(() => undefined); // the page went away meanwhile
    }
  });
  // Registered after the parent page's route, so it wins for these addresses.
  await page.route(`${TELEGRAM_PAYMENTS}/**`, async (route) => {
    const path = route.request().url().slice(TELEGRAM_PAYMENTS.length);
    await route.fulfill({
      response: await serverAnswer(route, { url: `${baseURL}/api/dev/telegram-bot-api${path}` }),
    });
  });
  if (opts.blockStorage ?? true) await page.addInitScript({ content: BLOCK_STORAGE });
  await page.goto(`${TELEGRAM_WEB}/${opts.platform === 'weba' ? 'a' : 'k'}/`);
  return page.frameLocator('#mini-app');
}

/** The shop's frame, to evaluate in it. */
export function shopFrame(page: Page): Frame {
  const frame = page.frames().find((f) => f.url().startsWith(SHOP_ORIGIN));
  if (!frame) throw new Error('the shop is not framed');
  return frame;
}

export interface WebEvent {
  type: string;
  data: Record<string, unknown> | null;
}

/** What the app posted to Telegram Web so far (optionally of one type). */
export async function webEvents(page: Page, type?: string): Promise<WebEvent[]> {
  const all = await page.evaluate(
    () => (window as unknown as { __tgClient: { events: WebEvent[] } }).__tgClient.events,
  );
  return type ? all.filter((e) => e.type === type) : all;
}

export async function lastWebEvent(page: Page, type: string) {
  const list = await webEvents(page, type);
  return list[list.length - 1];
}

/** Telegram Web posts an event to the app (a button press, a theme change…). */
export async function sendWebEvent(page: Page, type: string, data?: unknown) {
  await page.evaluate(
    ([t, d]) =>
      (
        window as unknown as { __tgClient: { send(type: string, data?: unknown): void } }
      ).__tgClient.send(t as string, d),
    [type, data] as const,
  );
}

/** Waits for the last event of a type to carry these fields. */
export async function expectWebEvent(page: Page, type: string, fields: Record<string, unknown>) {
  await expect
    .poll(async () => (await lastWebEvent(page, type))?.data ?? null)
    .toMatchObject(fields);
}

export type { FrameLocator };
