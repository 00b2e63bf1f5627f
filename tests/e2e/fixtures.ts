// One browser test runs in both hosts: `openApp` opens a path as a website visitor, or as a Telegram
// Mini App user with signed launch parameters, depending on the Playwright project.
import { test as base, expect, type Page } from '@playwright/test';
import { launchHash, TELEGRAM_PROXY_SCRIPT, type TelegramUser } from './telegram-env.ts';

export type Host = 'website' | 'telegram';

export interface AppOptions {
  dark?: boolean;
  user?: TelegramUser;
  startParam?: string;
}

export const test = base.extend<{
  host: Host;
  openApp: (path?: string, opts?: AppOptions) => Promise<void>;
}>({
  host: async ({}, use, info) => {
    await use(info.project.name === 'telegram' ? 'telegram' : 'website');
  },
  openApp: async ({ page, host }, use) => {
    await use(async (path = '/', opts = {}) => {
      if (host === 'telegram') {
        await page.addInitScript({ content: TELEGRAM_PROXY_SCRIPT });
        await page.goto(path + launchHash(opts));
      } else {
        if (opts.dark) await page.emulateMedia({ colorScheme: 'dark' });
        await page.goto(path);
      }
    });
  },
});

export { expect };

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
export async function pressMainButton(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as {
      Telegram: { WebView: { receiveEvent(t: string, d?: unknown): void } };
    };
    w.Telegram.WebView.receiveEvent('main_button_pressed');
  });
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
    for (let i = 0; i < times; i++) await pressMainButton(page);
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
