// Decides the host once at start-up. The Telegram SDK is imported only inside Telegram, so the
// website never downloads it.
import type { Platform } from './platform.ts';
import { createWebPlatform } from './web/web-platform.ts';

/** Cheap check before loading the SDK: launch parameters in the URL, or saved by an earlier load. */
export function looksLikeTelegram(href: string, saved: string | null): boolean {
  return /[?#&]tgWebApp(Data|Platform|Version)=/.test(href) || saved !== null;
}

/** `emulateMissingClient`: demo mode lets a desktop browser try the Telegram mode (see README). */
export async function detectPlatform(options = { emulateMissingClient: false }): Promise<Platform> {
  let saved: string | null = null;
  try {
    saved = window.sessionStorage.getItem('tapps/launchParams');
  } catch {
    saved = null;
  }
  if (looksLikeTelegram(window.location.href, saved)) {
    try {
      const { createTelegramPlatform } = await import('./telegram/telegram-platform.ts');
      const telegram = createTelegramPlatform(options);
      if (telegram) return telegram;
      console.warn('Telegram launch parameters are present but invalid; continuing as a website');
    } catch (error) {
      console.error('Telegram host failed to start; continuing as a website', error);
    }
  }
  return createWebPlatform();
}
