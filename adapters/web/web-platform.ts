// The website host: browser history, in-page buttons, localStorage, Web Share.
import type { KeyValueStorage, Platform } from '../platform.ts';
import { localStorageUsable } from '../storage-guard.ts';
import { barePlatform } from '../bare-platform.ts';
import { browserLocation } from './browser-location.ts';
import { stockCookie, stockFromCookies } from '../../src/domain/stock-hint.ts';

/**
 * localStorage that degrades to memory (private mode, storage disabled, a third-party frame with
 * storage blocked) instead of throwing; the log says when it does.
 */
export function safeLocalStorage(): KeyValueStorage {
  const memory = new Map<string, string>();
  const ls = localStorageUsable() ? window.localStorage : null;
  if (!ls) console.warn('[storage] local storage refused: in memory');
  return {
    getItem: (k) => (ls ? ls.getItem(k) : (memory.get(k) ?? null)),
    setItem: (k, v) => {
      try {
        if (ls) ls.setItem(k, v);
        else memory.set(k, v);
      } catch (error) {
        console.error('storage write failed', error);
      }
    },
    removeItem: (k) => (ls ? ls.removeItem(k) : memory.delete(k)),
  };
}

export function createWebPlatform(): Platform {
  // SPEC.md §1: the website's theme is the shop's default_dark or the customer's toggle; the
  // system's dark mode does not choose it, so the website has no host theme to follow (the bare
  // host's theme is none) and no host buttons.
  return {
    ...barePlatform(safeLocalStorage()),
    locate: browserLocation(),
    rememberStock: (warehouseId) => {
      if (stockFromCookies(document.cookie) === warehouseId) return;
      document.cookie = stockCookie(warehouseId, window.location.protocol === 'https:');
    },
    // The tab hidden or shown (the phone asleep, another app): once per change, as the page's
    // visibility alternates.
    onPresence: (listener) => {
      const tell = () => listener(!document.hidden);
      document.addEventListener('visibilitychange', tell);
      return () => document.removeEventListener('visibilitychange', tell);
    },
    openLink: (url) => {
      window.open(url, '_blank', 'noopener,noreferrer');
    },
    share: async (text, url) => {
      try {
        if (typeof navigator.share === 'function') {
          try {
            await navigator.share({ text, url });
          } catch (error) {
            // The customer closed the share sheet: nothing to say.
            if ((error as Error).name === 'AbortError') return 'shared';
            throw error;
          }
          return 'shared';
        }
        await navigator.clipboard.writeText(`${text} ${url}`);
        return 'copied';
      } catch {
        return 'failed';
      }
    },
  };
}
