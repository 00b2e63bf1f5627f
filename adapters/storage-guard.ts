// Web storage a browser may refuse: Telegram Web runs the Mini App in a third-party iframe, and
// with third-party storage blocked (Chrome's Incognito, 'block third-party cookies') every read of
// window.sessionStorage or localStorage throws. The Telegram SDK keeps the launch parameters in
// session storage; when that throws it takes them for invalid and the app would fall back to the
// website. An in-memory Storage takes the refused one's place for this page instead.

/** A Storage kept in memory: it lives as long as the page. */
export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(String(key)) ?? null,
    setItem: (key, value) => void items.set(String(key), String(value)),
    removeItem: (key) => void items.delete(String(key)),
    clear: () => items.clear(),
  };
}

/** Whether this storage reads and writes (a refused one throws on access or on write). */
function usable(read: () => Storage): boolean {
  try {
    const storage = read();
    const probe = '__storage_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return true;
  } catch {
    return false;
  }
}

/**
 * Makes window.sessionStorage usable: when the browser refuses it, an in-memory one takes its place
 * (the property is configurable on Window), and the log says so. Returns true when it had to.
 */
export function guardSessionStorage(win: Window = window): boolean {
  if (usable(() => win.sessionStorage)) return false;
  try {
    Object.defineProperty(win, 'sessionStorage', {
      value: memoryStorage(),
      configurable: true,
      enumerable: true,
    });
  } catch (error) {
    console.error('[storage] session storage refused and cannot be replaced', error);
    return true;
  }
  console.warn('[storage] session storage refused: launch parameters in memory');
  return true;
}

/** Whether localStorage reads and writes in this page. */
export function localStorageUsable(win: Window = window): boolean {
  return usable(() => win.localStorage);
}
