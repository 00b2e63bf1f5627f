// One browser test runs in both hosts: `openApp` opens a path as a website visitor, or as a Telegram
// Mini App user with signed launch parameters, depending on the Playwright project.
import { test as base, expect, type Page, type Route } from '@playwright/test';
import {
  ANNA,
  freshTelegramUser,
  launchHash,
  TELEGRAM_PROXY_SCRIPT,
  type TelegramUser,
} from './telegram-env.ts';
import type { FakeClientConfig } from './telegram-client.ts';

export type Host = 'website' | 'telegram';

export interface AppOptions {
  dark?: boolean;
  user?: TelegramUser;
  startParam?: string;
  /** Telegram host: the client's platform name (tgWebAppPlatform), 'ios' by default. */
  platform?: string;
  /** Telegram host: the launch signed for another bot, so the shop does not sign the user in. */
  botToken?: string;
  /** Telegram host: how the user answers the client (popups, location, fullscreen). */
  client?: FakeClientConfig;
}

/**
 * A server-rendered page shows its content before its script has taken it over (hydration): a tap
 * then does nothing yet. Waits until the page answers: hydrated, or rendered by the browser alone
 * (inside Telegram, private pages). Up to 20 s: hydration waits for the page's chunks on a busy
 * machine.
 */
export async function waitForInteractive(page: Page) {
  await page.waitForFunction(
    () => {
      const root = document.getElementById('root');
      return !root || root.dataset.ssr === undefined || root.dataset.hydrated !== undefined;
    },
    null,
    { timeout: 20_000 },
  );
}

/**
 * Every toast the page shows is noted as it appears. A toast lives two seconds (SPEC.md §5); on a
 * busy machine a check can look just before one appears and again just after it left, so tests ask
 * whether the customer was shown it (expectToast) rather than whether it is on screen right now.
 */
const TOAST_RECORDER = `(() => {
  const seen = (window.__toasts = window.__toasts || []);
  const note = (el) => {
    if (el.nodeType !== 1) return;
    const found = el.matches('.toast') ? [el] : el.querySelectorAll('.toast');
    for (const t of found) seen.push(t.textContent || '');
  };
  new MutationObserver((records) => {
    for (const r of records) r.addedNodes.forEach(note);
  }).observe(document, { childList: true, subtree: true });
})();`;

/**
 * Waits until the page has shown a toast containing `text` and returns the toast's whole text. Each
 * shown toast answers one call: the same message twice needs to have been shown twice.
 */
export async function expectToast(page: Page, text: string, timeout = 10_000): Promise<string> {
  let match = '';
  await expect
    .poll(
      async () => {
        match = await page.evaluate((wanted) => {
          const seen = (window as unknown as { __toasts?: string[] }).__toasts ?? [];
          const i = seen.findIndex((t) => t.includes(wanted));
          return i < 0 ? '' : seen.splice(i, 1)[0]!;
        }, text);
        return match;
      },
      { message: `a toast with "${text}"`, timeout },
    )
    .not.toBe('');
  return match;
}

/**
 * Answers every request to `url` with this status and JSON text, written as it is given (a test may
 * send a malformed one on purpose).
 */
export const answerJson = (page: Page, url: string, status: number, body: string) =>
  page.route(url, (route) => route.fulfill({ status, contentType: 'application/json', body }));

/**
 * The server's own answer to a request a test's route took over. Playwright asks for it on a
 * kept-alive connection, which the server may close at that very moment (its 5 s keep-alive
 * timeout): the ask then fails with ECONNRESET (a CI run once, in cart.spec). Such a reset is asked
 * again (Playwright retries only that error); any other failure stands.
 */
export const serverAnswer = (route: Route, options: Parameters<Route['fetch']>[0] = {}) =>
  route.fetch({ maxRetries: 3, ...options });

/** Opens a path as a website visitor, or as a Telegram Mini App user, by the project. */
export type OpenApp = (path?: string, opts?: AppOptions) => Promise<void>;

export const test = base.extend<{
  host: Host;
  /** Telegram host: who opens the app when a test names no user: Anna, a new account per test. */
  telegramUser: TelegramUser;
  openApp: OpenApp;
}>({
  host: async ({}, use, info) => {
    await use(info.project.name === 'telegram' ? 'telegram' : 'website');
  },
  telegramUser: async ({}, use) => {
    await use(freshTelegramUser(ANNA));
  },
  // Every page load (goto, reload) waits until the page answers taps, as a customer would wait
  // for a page that looks ready but is not yet.
  page: async ({ page }, use) => {
    await page.addInitScript({ content: TOAST_RECORDER });
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await waitForInteractive(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await waitForInteractive(page);
      return response;
    };
    await use(page);
    // A route handler still waiting for the server when the test ends (withSettings' fetch of the
    // settings the app asked for last) must not fail the run after the test passed: Playwright's
    // own advice for routes in flight at the end.
    if (!page.isClosed()) await page.unrouteAll({ behavior: 'ignoreErrors' });
  },
  openApp: async ({ page, host, telegramUser }, use) => {
    await use(async (path = '/', opts = {}) => {
      if (host === 'telegram') {
        await page.addInitScript({ content: TELEGRAM_PROXY_SCRIPT });
        if (opts.client)
          await page.addInitScript(
            (config) => Object.assign((window as unknown as TgWindow).__tgClient.config, config),
            opts.client,
          );
        await page.goto(path + launchHash({ ...opts, user: opts.user ?? telegramUser }));
      } else {
        if (opts.dark) await page.emulateMedia({ colorScheme: 'dark' });
        await page.goto(path);
      }
    });
  },
});

export { expect };

interface TgWindow {
  __tgClient: { config: FakeClientConfig };
  Telegram: { WebView: { receiveEvent(t: string, d?: unknown): void } };
}

/** The Telegram client posts an event to the app (a button press, a QR code, a theme change…). */
export async function sendTelegramEvent(page: Page, type: string, data?: unknown) {
  await page.evaluate(
    ([t, d]) => (window as unknown as TgWindow).Telegram.WebView.receiveEvent(t as string, d),
    [type, data] as const,
  );
}

/** Changes how the user answers the Telegram client from now on. */
export async function setTelegramClient(page: Page, config: FakeClientConfig) {
  await page.evaluate(
    (c) => Object.assign((window as unknown as TgWindow).__tgClient.config, c),
    config,
  );
}

/** Waits for the app's last event of a type to carry these fields. */
export async function expectTelegramEvent(
  page: Page,
  type: string,
  fields: Record<string, unknown>,
) {
  await expect
    .poll(async () => (await lastTelegramEvent(page, type))?.data ?? null)
    .toMatchObject(fields);
}

export interface TgEvent {
  type: string;
  data: Record<string, unknown> | null;
}

export async function telegramEvents(page: Page, type?: string): Promise<TgEvent[]> {
  const all = await page.evaluate(
    () => (window as unknown as { __tgEvents?: TgEvent[] }).__tgEvents ?? [],
  );
  return type ? all.filter((e) => e.type === type) : all;
}

export async function lastTelegramEvent(page: Page, type: string): Promise<TgEvent | undefined> {
  const list = await telegramEvents(page, type);
  return list[list.length - 1];
}

/** Telegram's MainButton pressed by the user (the client sends main_button_pressed). */
export async function pressMainButton(page: Page, text?: RegExp) {
  // A customer presses the button Telegram shows: wait until the app has shown it (the cart's
  // button comes with a lazily loaded part; a press before it exists is lost), and, given its
  // text, until it reads so and is active, as Telegram takes presses only then (a press while the
  // last screen's button still shows is that screen's). Without a text, a busy or inactive button
  // is still pressed: the double-press tests press one that shows its progress.
  await expect
    .poll(async () => {
      const shown = (await lastTelegramEvent(page, 'web_app_setup_main_button'))?.data;
      if (shown?.is_visible !== true) return false;
      return !text || (text.test(String(shown.text ?? '')) && shown.is_active !== false);
    })
    .toBe(true);
  await sendTelegramEvent(page, 'main_button_pressed');
}

/**
 * Submits a modal form as a customer would: its button on the website, Telegram's MainButton
 * inside Telegram (which the form must have set up with this text). `times` presses at once.
 */
export async function submitForm(
  page: Page,
  host: Host,
  opts: { testId: string; mainButtonText: string; times?: number },
) {
  const times = opts.times ?? 1;
  if (host === 'telegram') {
    await expect
      .poll(async () => (await lastTelegramEvent(page, 'web_app_setup_main_button'))?.data)
      .toMatchObject({ is_visible: true, text: opts.mainButtonText });
    await expect(page.getByTestId(opts.testId)).toHaveCount(0);
    // Presses in a row, as fast as a thumb: the first may already have closed the form.
    for (let i = 0; i < times; i++) await sendTelegramEvent(page, 'main_button_pressed');
    return;
  }
  if (times === 1) return page.getByTestId(opts.testId).click();
  await page.getByTestId(opts.testId).evaluate((b: HTMLElement, n: number) => {
    for (let i = 0; i < n; i++) b.click();
  }, times);
}

/**
 * Holds the POSTs to `url` until the returned function is called, so a test can see what the app
 * shows while it waits for the answer; they then go to the server as they were.
 */
export async function holdPosts(page: Page, url: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (route.request().method() === 'POST') await released;
    await route.fallback();
  });
  return release;
}

/**
 * Tests for one host only, in a group named after it: the other host's project skips them, and (a
 * skip declared for the group, not in a test's body) before it has opened a page or run a hook.
 */
export function forHost(
  only: Host,
  ...args: [tests: () => void] | [reason: string, tests: () => void]
) {
  const [reason, tests] =
    args.length === 2
      ? args
      : [only === 'telegram' ? 'Telegram host only' : 'website host only', args[0]];
  test.describe(only, () => {
    test.skip(({ host }) => host !== only, reason);
    tests();
  });
}
