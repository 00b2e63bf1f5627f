// Start-up: decide the host, build the stores, render. A server-rendered page (website) is hydrated
// from the state it carries; inside Telegram, or from a static host's plain index.html, the app
// starts as a single-page app. A failure here still shows a message.
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { detectPlatform } from '../adapters/detect.ts';
import { loadHostUiRoot } from '../adapters/ui-root.tsx';
import { hearWorker } from '../adapters/worker-messages.ts';
import { loadRuntimeConfig, runtimeConfig } from './config.ts';
import { ApiClient } from './api/client.ts';
import { shopApi } from './api/shop-api.ts';
import { CATALOG_CACHE, revalidatingFetch } from './api/revalidating-fetch.ts';
import { RootStore } from './stores/root-store.ts';
import { applySnapshot, readSnapshot } from './stores/snapshot.ts';
import {
  createI18n,
  fetchRestTexts,
  isLanguage,
  loadLanguage,
  loadRestTexts,
  loadedTextFiles,
  mergeBackendTexts,
} from './i18n/i18n.ts';
import { setLazyConnection, setLazyPrerequisite } from './ui/lazy-with-retry.ts';
import { whenIdle, yieldToMain } from './api/sliced.ts';
import { preloadRoute } from './ui/router.tsx';
import { preloadVariantCard } from './ui/components/product-card.tsx';
import { ProductModal, shownProduct } from './ui/product/product-modal-host.tsx';
import { App } from './ui/app.tsx';
import { replayChoices, replayTypedFields } from './ui/typed-before-start.ts';
import { loadThemeVars } from './ui/shell/use-theme-vars.ts';
import { readStored } from './domain/stored-state.ts';
import { uiFields } from './stores/stored-fields.ts';
import './ui/styles/app.css';
import './ssr/ssr.css';

// The service worker's word that the network failed, heard from the first moment it can be said.
hearWorker();

async function start() {
  // The bundle's own evaluation is one task; the stores and the page's state are built in the next,
  // so the phone paints and takes a tap between them.
  await yieldToMain();
  await loadRuntimeConfig();
  const config = runtimeConfig();
  const platform = await detectPlatform({ emulateMissingClient: config.demo });
  let store: RootStore | null = null;
  const client = new ApiClient({
    base: config.apiBase,
    token: () => store?.user.token ?? null,
    tokenTransport: config.tokenTransport,
    // The catalogue files are asked for with the ETag of the copy kept from the last visit.
    fetch: revalidatingFetch((...args) => fetch(...args), {
      match: (url) => url.pathname.includes('/wp-content/uploads/app_sync/'),
      caches: 'caches' in window ? window.caches : undefined,
      origin: window.location.origin,
    }),
  });
  store = new RootStore(
    platform,
    shopApi(client, () => Date.now()),
    undefined,
    {
      demo: config.demo,
      telegramApp: config.telegramApp,
      translateScript: config.translateWidget,
      // The page's script runner loads with the first script or data-layer entry (after consent).
      pageScripts: {
        run: (scripts) => void pageScripts().then((page) => page.run(scripts)),
        push: (entry) => void pageScripts().then((page) => page.push(entry)),
      },
      // A new cache_ver_site: the photos and videos kept in IndexedDB and the kept catalogue files.
      clearCaches: () =>
        Promise.all([
          import('./media/media-loader.ts').then((media) => media.clearMediaCache()),
          'caches' in window ? window.caches.delete(CATALOG_CACHE) : false,
        ]),
    },
  );
  // The stores built, their state applied, the texts and the screen loaded: each its own task.
  await yieldToMain();
  const container = document.getElementById('root')!;
  const asked = new URLSearchParams(window.location.search).get('lang');
  const urlLanguage = asked && isLanguage(asked) ? asked : undefined;
  const snapshot = readSnapshot(document);

  if (platform.kind === 'web' && snapshot && container.dataset.ssr !== undefined) {
    // The server rendered this page from `snapshot`: start from the same state, load the same
    // screens, hydrate, and only then bring in what this device remembers (cart, address, theme).
    applySnapshot(store, snapshot);
    await yieldToMain();
    const i18n = await createI18n(snapshot.language);
    mergeBackendTexts(
      i18n,
      snapshot.language,
      store.settings.languages.find((l) => l.code === snapshot.language)?.lang_json_data,
    );
    store.ui.setTranslator((key, options) => i18n.t(key, options), i18n);
    setLazyPrerequisite(() => loadRestTexts(i18n));
    setLazyConnection(store.connection);
    const { pathname, search } = window.location;
    const wantsModal = shownProduct(store, pathname, new URLSearchParams(search)).product;
    // The page's lazy parts, so the first render draws what the server drew: its screens and the
    // parts they show (router.tsx), the product sheet it opens, the dense cards or rows of its front.
    await Promise.all([
      preloadRoute(pathname, store),
      wantsModal ? ProductModal.preload() : null,
      store.ui.cardVariant !== 'card' ? preloadVariantCard() : null,
    ]);
    const started = store;
    let mounted = false;
    // As a transition the hydration works in slices, handing the phone back between them (one long
    // task of ~140 ms before): a tap meanwhile hydrates the part tapped first.
    startTransition(() => {
      hydrateRoot(
        container,
        <App
          store={started}
          i18n={i18n}
          router={BrowserRouter}
          onMounted={() => {
            if (mounted) return;
            mounted = true;
            container.dataset.hydrated = '';
            replayTypedFields(container);
            // Taps and choices kept before now (index.html) are replayed once the stored cart and
            // address are read (or after 3 s at the most, so a slow start never swallows taps).
            const settled = new Promise((resolve) => setTimeout(resolve, 3000));
            void Promise.race([started.start({ language: urlLanguage }), settled]).finally(() => {
              container.dataset.ready = '';
              for (const tap of window.__earlyTaps?.splice(0) ?? [])
                if (tap.isConnected) (tap as HTMLElement).click();
              replayChoices(window.__earlyChoices?.splice(0) ?? []);
            });
            platform.ready();
            whenIdle(() =>
              registerWorker(started, () => {
                void started.keepOfflineCopies();
                // The other screens' texts, kept for a start without a network (not added: the
                // page is not drawn again).
                fetchRestTexts(i18n).catch(() => undefined);
              }),
            );
          }}
        />,
      );
    });
    return;
  }

  // Inside Telegram the page the server rendered is drawn anew (Telegram's own header, buttons and
  // theme), but from the same shop state it carries: no second wait for the settings and the menu.
  if (snapshot) applySnapshot(store, snapshot);
  const [i18n] = await Promise.all([
    createI18n(readLanguage(platform.storage.getItem('store:ui'))),
    store.start({ language: urlLanguage }),
    loadHostUiRoot(platform),
    // The colours made readable on the host's surfaces are in place when the first screen shows,
    // instead of Telegram's raw hint grey until their chunk arrives.
    loadThemeVars(),
  ]);
  if (i18n.language !== store.ui.language)
    store.ui.language = await loadLanguage(i18n, store.ui.language);
  store.ui.origin = window.location.origin;
  // Stores speak before the first effects run (a table's QR code is answered at once).
  store.ui.setTranslator((key, options) => i18n.t(key, options), i18n);
  setLazyPrerequisite(() => loadRestTexts(i18n));
  setLazyConnection(store.connection);
  // The screen of this address is loaded before the first render, as a hydrating page does: the
  // page the server sent stays up meanwhile instead of a skeleton.
  await preloadRoute(window.location.pathname).catch(() => undefined);
  // A server-rendered page opened inside Telegram: the Mini App draws its own screens instead.
  container.replaceChildren();
  delete container.dataset.ssr;
  createRoot(container).render(<App store={store} i18n={i18n} router={BrowserRouter} />);
  platform.ready();
  // The texts of the other screens follow once the page is idle (lazy screens wait for them anyway).
  whenIdle(() => void loadRestTexts(i18n).catch(() => undefined));
  whenIdle(() =>
    registerWorker(store, snapshot ? () => void store.keepOfflineCopies() : undefined),
  );
}

/**
 * The service worker (adapters/service-worker.ts, loaded once the app shows and the browser is
 * idle), and the shop's offline notice while the browser is offline or the worker answered from
 * its cache (an offline start).
 */
const registerWorker = (store: RootStore, whenControlled?: () => void) =>
  import('../adapters/service-worker.ts').then((sw) =>
    sw.default(store.connection, undefined, whenControlled, loadedTextFiles),
  );

const pageScripts = () => import('../adapters/page-scripts.ts').then((m) => m.browserPageScripts);

function readLanguage(raw: string | null): string {
  const language = readStored(raw, uiFields).value.language;
  return typeof language === 'string' ? language : 'ru';
}

window.addEventListener('vite:preloadError', (event) => {
  // Vite fires this (a plain Event) for every chunk that fails, then lets its import reject unless
  // the event is cancelled, so lazy-with-retry decides: while the server does not answer it waits
  // (the shell shows the shop's offline message); once it answers and the chunk is still missing
  // (a deploy replaced it) it fires this event itself (a CustomEvent): reload once to get the new
  // ones. Reloading on Vite's own event would show the browser's error page with the server gone.
  if (!(event instanceof CustomEvent)) return;
  const last = Number(sessionStorage.getItem('reload-guard') ?? 0);
  if (Date.now() - last > 10_000) {
    sessionStorage.setItem('reload-guard', String(Date.now()));
    event.preventDefault();
    window.location.reload();
  }
});

start().catch((error: unknown) => {
  console.error('start-up failed', error);
  document.getElementById('root')!.innerHTML =
    '<div style="font:16px system-ui;padding:48px 24px;text-align:center">Приносим свои извинения, сайт находится на профилактике.</div>';
});
