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
