/// <reference types="vitest/config" />
import fs from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import { textPart, type TextPart } from './src/i18n/parts.ts';
import { precompress } from './scripts/vite-precompress.ts';
import { coreFonts } from './scripts/vite-fonts.ts';
import { KEPT_FILES_SCRIPT, keptFiles } from './scripts/vite-kept-files.ts';

const backend = process.env.BACKEND_URL ?? 'http://localhost:8081';

// react-router's package exports point bundlers at its development build (warnings, invariants);
// its own framework plugin swaps in the production build, so a library-mode app has to do the same.
const routerProduction = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

const persistStoreEs2015 = fileURLToPath(
  new URL('./node_modules/mobx-persist-store/lib/esm2015/index.js', import.meta.url),
);

/** `locales/xx.json?part=core|rest`: that part of a language file (src/i18n/parts.ts). */
const LOCALE_FILE = /[\\/]src[\\/]i18n[\\/]locales[\\/]([^\\/?]+)\.json\?part=(core|rest)$/;
/** Where the build writes the language files, a folder for each language, and the worker's cache
 * of them (kept by use and through new builds: scripts/vite-kept-files.ts). */
const TEXTS_DIR = 'assets/texts';
const TEXTS_CACHE = 'texts';
/** Where the build writes the files only the Telegram Mini App loads, and their cache. */
const TELEGRAM_DIR = 'assets/telegram';
const TELEGRAM_CACHE = 'telegram';
/** The host adapter's Telegram-only modules, and the UI kit's own files. */
const TELEGRAM_ONLY = /(^|[\\/])(adapters[\\/]telegram|@telegram-apps[\\/]telegram-ui)[\\/]/;
/** A font weight's style sheet (scripts/vite-fonts.ts), and where the build writes them. */
const FONT_SHEET = /@fontsource[\\/][^\\/]+[\\/]\d+\.css\?core$/;
const FONT_SHEETS_DIR = 'assets/font-faces';

function localeParts(): Plugin {
  return {
    name: 'storefront-locale-parts',
    enforce: 'pre',
    load(id) {
      const match = LOCALE_FILE.exec(id);
      if (!match) return null;
      const file = id.slice(0, id.indexOf('?'));
      this.addWatchFile(file);
      const texts = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
      // A JS module (not JSON): the query hides the .json extension from the bundler's own loader.
      return {
        // `url`: the file's own address once built, which the service worker is asked to keep.
        code:
          `export default JSON.parse(${JSON.stringify(JSON.stringify(textPart(texts, match[2] as TextPart)))});\n` +
          'export const url = import.meta.url;',
        moduleType: 'js',
      };
    },
  };
}

/**
 * The service worker (README "Service worker"): Workbox's precache of the built shell and its
 * runtime strategies, generated from this configuration (no hand-written worker). Registered by
 * adapters/service-worker.ts in production builds only.
 */
function serviceWorker(): Plugin[] {
  return [
    keptFiles({ dirs: [TEXTS_DIR, TELEGRAM_DIR], cacheNames: [TEXTS_CACHE, TELEGRAM_CACHE] }),
    ...VitePWA({
      strategies: 'generateSW',
      injectRegister: false,
      // A new build waits until the page says so (adapters/service-worker.ts): no reload mid-order.
      registerType: 'prompt',
      // The shop's manifest comes from its settings (server/render/web-manifest.ts).
      manifest: false,
      workbox: {
        // The shell: every built script and style sheet, the icons, and app-shell.html (appShell()
        // below), the client-rendered page the worker starts the app from when there is no
        // network. Not what one customer uses one of: the font files (nine families in every
        // subset, 2.7 MB), the fonts' style sheets (assets/font-faces/, 26 weights: ~100 KB of
        // brotli), the language files (assets/texts/, 18 languages in two parts: ~170 KB), and
        // the Mini App's own files (assets/telegram/: the Telegram SDK's platform and the UI kit,
        // ~30 KB), which a website visitor never runs. The routes below keep the ones a page uses
        // (adapters/service-worker.ts hands the worker those loaded before it took over, and the
        // sheets a server-drawn page has inline), and sw-kept.js (scripts/vite-kept-files.ts)
        // keeps a language's and the Mini App's files through a new build. The ignore list's
        // first entry is Workbox's default, which the list replaces (it leaves out the worker and
        // its runtime itself).
        globPatterns: ['**/*.{js,css,svg}', 'app-shell.html'],
        globIgnores: [
          '**/node_modules/**/*',
          `${TEXTS_DIR}/**`,
          `${FONT_SHEETS_DIR}/**`,
          `${TELEGRAM_DIR}/**`,
          KEPT_FILES_SCRIPT,
        ],
        importScripts: [KEPT_FILES_SCRIPT],
        // Navigations go to the network (the server renders the page), not to a precached page.
        navigateFallback: null,
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: false,
        runtimeCaching: [
          {
            // The language files and the Mini App's files a page loads (hashed, never changed):
            // kept once used, each in its cache, through new builds (sw-kept.js, which also drops
            // an earlier build's). (Written into sw.js as it stands: the folders spelled out.)
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin && url.pathname.startsWith('/assets/texts/'),
            handler: 'CacheFirst',
            options: { cacheName: TEXTS_CACHE, cacheableResponse: { statuses: [200] } },
          },
          {
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin && url.pathname.startsWith('/assets/telegram/'),
            handler: 'CacheFirst',
            options: { cacheName: TELEGRAM_CACHE, cacheableResponse: { statuses: [200] } },
          },
          {
            // The shop's font files and their style sheets (hashed, never changed): kept once used,
            // from the cache after. (FONT_SHEETS_DIR spelled out, as TEXTS_DIR above.)
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin && /^\/assets\/([^/]+\.woff2?|font-faces\/[^/]+\.css)$/.test(url.pathname),
            handler: 'CacheFirst',
            options: {
              cacheName: 'fonts',
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 40 },
            },
          },
          {
            // A page: the server's, or when the network fails (offline) the kept app shell.
            urlPattern: ({ request }) => request.mode === 'navigate',
            handler: 'NetworkFirst',
            options: {
              cacheName: 'pages',
              // Pages are never kept (a page may be a customer's own): only the shell stands in.
              cacheableResponse: { statuses: [-1] },
              precacheFallback: { fallbackURL: 'app-shell.html' },
            },
          },
          {
            // The shop's public answers: settings, menu, banners, texts. Never private ones: no
            // sign-in header, no token in the address, nothing of /api/dev; POSTs never match.
            urlPattern: ({ url, request, sameOrigin }) =>
              sameOrigin &&
              request.method === 'GET' &&
              !request.headers.has('authorization') &&
              !url.searchParams.has('token') &&
              !url.searchParams.has('user_id') &&
              !url.pathname.startsWith('/api/dev/') &&
              /^\/api\/(wp-json\/(v1\/all_settings|v1\/autocoupons|front\/settings|restoran\/v1\/|wp\/v2\/(posts|pages)\b|systeminfo\/v1\/coupons\/seettings)|banners-json|wp-content\/uploads\/app_sync\/)/.test(
                url.pathname,
              ),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'shop-answers',
              networkTimeoutSeconds: 4,
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 80, maxAgeSeconds: 14 * 24 * 3600 },
              plugins: [
                {
                  // SPEC.md §7's 3-minute `?t=` bucket is left out of the key: the last answer stays
                  // the one found, whatever the bucket now.
                  cacheKeyWillBeUsed: async ({ request }) => {
                    const url = new URL(request.url);
                    url.searchParams.delete('t');
                    return url.href;
                  },
                  // The network failed: the page hears it and shows the shop's offline notice.
                  // (Runs in the worker: written into sw.js as it stands, so it names nothing outside.)
                  fetchDidFail: async ({ event }) => {
                    const id = (event as unknown as { clientId?: string }).clientId;
                    const worker = self as unknown as {
                      clients: {
                        get(id: string): Promise<{ postMessage(m: unknown): void } | null>;
                      };
                    };
                    const client = id ? await worker.clients.get(id) : null;
                    client?.postMessage({ type: 'storefront:network-failed' });
                  },
                },
              ],
            },
          },
        ],
      },
    }),
  ];
}

/**
 * app-shell.html: the built index.html kept under a name of its own, the page the browser renders
 * alone (private pages, the service worker's offline start, a static host's fallback). `npm run
 * prerender` writes the rendered home page over index.html; the shell and the server's page template
 * (server/render/page-template.ts) stay this file.
 */
function appShell(): Plugin {
  return {
    name: 'storefront-app-shell',
    apply: 'build',
    enforce: 'post',
    generateBundle(_, bundle) {
      const index = bundle['index.html'];
      if (index?.type === 'asset')
        this.emitFile({ type: 'asset', fileName: 'app-shell.html', source: index.source });
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    localeParts(),
    coreFonts(),
    react(),
    ...(isSsrBuild ? [] : [appShell(), ...serviceWorker()]),
    precompress(),
  ],
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: routerProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: routerProduction('dom-export.mjs') },
            // Its "module" field is an ES5 build (generator and spread helpers in every file); the
            // ES2017 build it also ships is the same code at about half the bytes.
            { find: /^mobx-persist-store$/, replacement: persistStoreEs2015 },
          ]
        : [],
  },
  ssr: {
    // Packages whose Node entry does not load as ESM are bundled into the server build; so is the
    // router, whose Node entry is its development build (a product page spent ~1 ms more in it):
    // bundled, it takes the production build the aliases above name, as the browser's does.
    noExternal: ['@telegram-apps/telegram-ui', 'react-router', 'react-router-dom'],
  },
  build: {
    // No modulepreload polyfill (~0.4 KB gzip on every first visit): the browsers without the link
    // type (Safari before 17, Firefox before 115) only lose the head start; the chunks still load.
    modulePreload: { polyfill: false },
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 500, // the one first-render file (below) is ~440 KB before compression
    rolldownOptions: {
      output: {
        // Hashes in hex, 7 characters (28 bits: a changed file gets a new name but for one chance
        // in 268 million): the entry names some 160 chunks for its lazy imports, and base64's 42
        // bits a name cost it ~0.3 KB gzip that no visitor needs.
        hashCharacters: 'hex',
        // The language files and the fonts' style sheets in folders of their own, which the
        // service worker keeps apart.
        assetFileNames: (asset) => {
          if (asset.originalFileNames.some((file) => FONT_SHEET.test(file)))
            return `${FONT_SHEETS_DIR}/[name]-[hash:7][extname]`;
          if (asset.originalFileNames.some((file) => TELEGRAM_ONLY.test(file)))
            return `${TELEGRAM_DIR}/[name]-[hash:7][extname]`;
          return 'assets/[name]-[hash:7][extname]';
        },
        chunkFileNames: (chunk) => {
          const locale = chunk.facadeModuleId ? LOCALE_FILE.exec(chunk.facadeModuleId) : null;
          if (locale) return `${TEXTS_DIR}/${locale[1]}/${locale[2]}-[hash:7].js`;
          if (chunk.facadeModuleId && TELEGRAM_ONLY.test(chunk.facadeModuleId))
            return `${TELEGRAM_DIR}/[name]-[hash:7].js`;
          return 'assets/[name]-[hash:7].js';
        },
        codeSplitting: {
          // Everything the entry imports statically goes out as one file: the page needs all of it
          // before the first render anyway, and one compressed file is ~6 KB smaller than twenty
          // (each restarts its dictionary) and is one request instead of twenty.
          groups: [{ name: 'shell', tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    port: 8080,
    proxy: {
      // ws: live order updates reach the backend's Pusher endpoint under /api/app/{key}.
      '/api': { target: backend, ws: true },
      '/runtime-config.js': backend,
    },
  },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx', 'tests/server/**/*.test.ts'],
    environment: 'node',
    pool: 'threads',
    // Both cores (the default keeps one free: a single worker on a 2-core machine), and the module
    // graph loaded once per worker instead of once per file: 52 s -> 11 s for the same 1,929 tests
    // on this machine (they pass in any file order: checked with --sequence.shuffle.files).
    maxWorkers: 2,
    isolate: false,
  },
}));
