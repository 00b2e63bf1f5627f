// Decides the host once at start-up. The Telegram SDK is imported only inside Telegram, so the
// website never downloads it.
import type { Platform } from './platform.ts';
import { guardSessionStorage } from './storage-guard.ts';
import { createWebPlatform } from './web/web-platform.ts';

/** The SDK's key for the launch parameters it keeps in session storage. */
const SAVED_LAUNCH_PARAMS = 'tapps/launchParams';

/** Cheap check before loading the SDK: launch parameters in the URL, or saved by an earlier load. */
export function looksLikeTelegram(href: string, saved: string | null): boolean {
  return /[?#&]tgWebApp(Data|Platform|Version)=/.test(href) || saved !== null;
}

/** `emulateMissingClient`: demo mode lets a desktop browser try the Telegram mode (see README). */
export async function detectPlatform(options = { emulateMissingClient: false }): Promise<Platform> {
  // A refused session storage (Telegram Web, third-party storage blocked) becomes an in-memory
  // one first: the SDK must keep the launch parameters somewhere, or it takes them for invalid.
  guardSessionStorage();
  const saved = window.sessionStorage.getItem(SAVED_LAUNCH_PARAMS);
  if (looksLikeTelegram(window.location.href, saved)) {
    try {
      const { createTelegramPlatform } = await import('./telegram/telegram-platform.ts');
      const telegram = createTelegramPlatform(options);
      if (telegram) return telegram;
      console.warn('[telegram] launch parameters invalid: website');
    } catch (error) {
      console.error('[telegram] failed to start: website', error);
    }
  }
  return createWebPlatform();
}
