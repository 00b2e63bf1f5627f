// The browser's service worker (README "Service worker"): the worker itself is Workbox's, generated
// by vite-plugin-pwa at build time (vite.config.ts). This file only registers it, in production
// builds, after the page's `load` (never before the app or the Telegram Mini App has started), with
// workbox-window loaded then, so the home page's scripts do not carry it.

import { whenNetworkFailed } from './worker-messages.ts';

/** Who shows the shop's offline notice until the server answers (the RootStore's ConnectionStore). */
interface Connection {
  untilReachable(): Promise<void>;
}

/**
 * Files this page uses that did not go through the worker (a first visit's, loaded before it took
 * over): its routes keep what goes through them. Workbox's router fetches the addresses it is
 * handed in a CACHE_URLS message through the route each matches (the browser's cache answers
 * them), so the next start without a network has this customer's texts and fonts (and, inside
 * Telegram, the Mini App's files):
 * - the font files and their style sheets, and inside Telegram the Mini App's own files (the
 *   Telegram SDK's platform, the UI kit), from the page's resource timing (among its first
 *   entries);
 * - the style sheets a server-drawn page declares inline and their core files (server/render/fonts.ts
 *   names them): the app starting without a network loads the sheets, and the next visit's page
 *   is set in the shop's fonts from its first layout when the worker has the files (index.html).
 *   A first visit fetches those files after its paint, too late for a timing buffer that the
 *   home page's pictures may have filled;
 * - the language files, named by the page: they load late enough to miss a full timing buffer
 *   (250 entries: a home page's pictures).
 */
function keepLoadedFiles(container: ServiceWorkerContainer, files: string[]) {
  const early = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter(
      (url) =>
        url.origin === window.location.origin &&
        /^\/assets\/([^/]+\.woff2?|font-faces\/[^/]+\.css|telegram\/[^/]+)$/.test(url.pathname),
    )
    .map((url) => url.href);
  const fonts = document.querySelector('style[data-fonts]');
  const named = ['data-fonts-sheets', 'data-fonts-files']
    .flatMap((name) => (fonts?.getAttribute(name) ?? '').split(' '))
    .filter(Boolean)
    .map((path) => new URL(path, window.location.origin).href);
  const urls = [...new Set([...files, ...early, ...named])];
  if (urls.length > 0)
    container.controller?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: urls } });
}

/**
 * Registers /sw.js (or, with `enabled` false, the runtime config's `serviceWorker: false`, removes
 * a worker an earlier visit registered). While the browser is offline (or starts so), or the worker
 * could not reach the network for a shop answer and served the kept one, the connection waits for
 * the server: the offline notice shows.
 */
export default function startServiceWorker(
  connection: Connection,
  enabled = window.__STOREFRONT_CONFIG__?.serviceWorker !== false,
  /** Once a worker controls this page (now, or when the first one takes over). */
  whenControlled?: () => void,
  /** The language files this page loaded, for the worker to keep (i18n's loadedTextFiles). */
  loadedFiles: () => string[] = () => [],
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
  // What the worker said since the page's start (worker-messages.ts heard it), and says from now.
  whenNetworkFailed(offline);
  const controlled = () => {
    keepLoadedFiles(container, loadedFiles());
    whenControlled?.();
  };
  if (container.controller) controlled();
  else container.addEventListener('controllerchange', controlled, { once: true });
  const register = () =>
    void import('workbox-window')
      .then(({ Workbox }) => {
        const wb = new Workbox('/sw.js', { scope: '/' });
        // A new build waits while this page is open (its lazy screens are the old build's, still
        // in the old worker's cache). Nothing reloads the page under the customer's cart. As the
        // page is left (the next navigation, a reload, closing the tab) it is asked to take over;
        // Chromium may still wait until no page of the shop is open (README "Service worker").
        wb.addEventListener('waiting', () => {
          window.addEventListener('pagehide', () => wb.messageSkipWaiting(), { once: true });
        });
        return wb.register();
      })
      .catch((error: unknown) => console.warn('service worker not registered', error));
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
