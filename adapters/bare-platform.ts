// A web host with nothing of its own: storage it is given, no host buttons, no theme, quiet
// haptics, links and sharing that do nothing. The server's render and the store tests use it as
// it is; the website starts from it and adds the browser's pieces.
import type { KeyValueStorage, Platform } from './platform.ts';

/** Device storage in a Map: nothing survives the page (or the test). */
export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (k) => values.get(k) ?? null,
    setItem: (k, v) => void values.set(k, v),
    removeItem: (k) => void values.delete(k),
  };
}

export function barePlatform(storage: KeyValueStorage = memoryStorage()): Platform {
  const none = () => undefined;
  return {
    kind: 'web',
    ready: none,
    storage,
    theme: { appearance: () => null, colors: () => null, subscribe: () => none },
    backButton: null,
    mainButton: null,
    secondaryButton: null,
    settingsButton: null,
    closingConfirmation: null,
    verticalSwipes: null,
    confirm: null,
    scanQr: null,
    openInvoice: null,
    locate: null,
    haptics: { impact: none, notify: none, selection: none },
    openLink: none,
    share: () => Promise.resolve('failed'),
    telegram: null,
    requestPhone: null,
    uiPlatform: 'base',
  };
}
