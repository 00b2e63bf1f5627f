// The browser's service worker (README "Service worker"): the worker itself is Workbox's, generated
// by vite-plugin-pwa at build time (vite.config.ts). This file only registers it, in production
// builds, after the page's `load` (never before the app or the Telegram Mini App has started), with
// workbox-window loaded then, so the home page's scripts do not carry it.

const NETWORK_FAILED = 'storefront:network-failed';

/** Who shows the shop's offline notice until the server answers (the RootStore's ConnectionStore). */
interface Connection {
  untilReachable(): Promise<void>;
}

/**
 * Registers /sw.js (or, with `enabled` false, the runtime config's `serviceWorker: false`, removes
 * a worker an earlier visit registered). While
 * the browser is offline (or starts so), or the worker could not reach the network for a shop
 * answer and served the kept one, the connection waits for the server: the offline notice shows.
 */
export default function startServiceWorker(
  connection: Connection,
  enabled = window.__STOREFRONT_CONFIG__?.serviceWorker !== false,
  /** Once a worker controls this page (now, or when the first one takes over). */
  whenControlled?: () => void,
): void {
  const offline = () => void connection.untilReachable();
  if (navigator.onLine === false) offline();
  window.addEventListener('offline', () => offline());
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  if (!enabled) {
    void container
      .getRegistrations()
      .then((all) => Promise.all(all.map((r) => r.unregister())))
      .catch(() => undefined);
    return;
  }
  container.addEventListener('message', (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === NETWORK_FAILED) offline();
  });
  // What the worker said before this listener was here (the first answers of an offline start).
  container.startMessages();
  if (whenControlled) {
    if (container.controller) whenControlled();
    else container.addEventListener('controllerchange', () => whenControlled(), { once: true });
  }
  const register = () =>
    void import('workbox-window')
      .then(({ Workbox }) => {
        const wb = new Workbox('/sw.js', { scope: '/' });
        // A new build waits while this page is open (its lazy screens are the old build's, still
        // in the old worker's cache). It takes over when the page is left: the next navigation, a
        // reload or closing the tab. Nothing reloads the page under the customer's cart.
        wb.addEventListener('waiting', () => {
          window.addEventListener('pagehide', () => wb.messageSkipWaiting(), { once: true });
        });
        return wb.register();
      })
      .catch((error: unknown) => console.warn('service worker not registered', error));
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
