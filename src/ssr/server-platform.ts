// The host while the server renders a page: a website visitor we know nothing about yet.
import type { KeyValueStorage, Platform } from '../../adapters/platform.ts';

function memoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (k) => values.get(k) ?? null,
    setItem: (k, v) => void values.set(k, v),
    removeItem: (k) => void values.delete(k),
  };
}

export function serverPlatform(): Platform {
  const none = () => undefined;
  return {
    kind: 'web',
    ready: none,
    storage: memoryStorage(),
    theme: { appearance: () => null, subscribe: () => none },
    backButton: null,
    mainButton: null,
    secondaryButton: null,
    settingsButton: null,
    closingConfirmation: null,
    verticalSwipes: null,
    confirm: null,
    scanQr: null,
    haptics: { impact: none, notify: none, selection: none },
    openLink: none,
    share: () => Promise.resolve('failed'),
    telegram: null,
    requestPhone: null,
    openInvoice: null,
    locate: null,
    uiPlatform: 'base',
  };
}
