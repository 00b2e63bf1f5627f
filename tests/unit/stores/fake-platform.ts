// A web host in memory for store tests: device storage in a Map, no host buttons, quiet haptics.
import type { Haptics, KeyValueStorage, Platform } from '../../../adapters/platform.ts';

export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

export function fakePlatform(
  storage: KeyValueStorage = memoryStorage(),
  haptics: Haptics = {
    impact: () => undefined,
    notify: () => undefined,
    selection: () => undefined,
  },
): Platform {
  const none = () => undefined;
  return {
    kind: 'web',
    ready: none,
    storage,
    theme: { appearance: () => null, subscribe: () => none },
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
    haptics,
    openLink: none,
    share: async () => 'failed',
    telegram: null,
    requestPhone: null,
    uiPlatform: 'base',
  };
}
