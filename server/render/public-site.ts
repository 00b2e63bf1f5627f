// The website around the API: server-rendered public pages, robots.txt, sitemap.xml, the web-app
// manifest and its icons, the runtime configuration and the built files — each with validators,
// cache headers and compression (server/delivery). Works over any backend speaking the HTTP
// contract: this process's reference backend or a merchant's WordPress (server/render-main.ts).
import fs from 'node:fs';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { robotsTxt } from '../../src/domain/seo.ts';
import { PRIVATE_PATHS } from '../../src/domain/seo.ts';
import { ShopDataCache } from './shop-data.ts';
import { builtFiles, PageTemplate } from './page-template.ts';
import { PageRenderer, type Renderer } from './page-renderer.ts';
import { sitemapEntries, sitemapXml } from './sitemap.ts';
import { FAVICON_FILE, manifestImage, webManifest } from './web-manifest.ts';
import { sendText } from '../http/send.ts';
import { staticFiles } from '../http/static-files.ts';
import { fontHead, forgetBuiltFonts } from './fonts.ts';
import { BuildWatch, type BuildWatchOptions } from './build-watch.ts';
import { ServerEntry } from './server-entry.ts';
import {
  allowInlineScript,
  allowScriptOrigins,
  allowStyleOrigins,
} from '../http/security-headers.ts';
import { snippetOrigins, snippetScripts } from '../../src/domain/analytics.ts';
import { stockFromCookies } from '../../src/domain/stock-hint.ts';

export interface PublicSiteOptions {
  distDir: string;
  /** The SSR build (dist-server/); without it pages are served for the browser to render. */
  serverBuildDir: string;
  /** The API base the browser uses. */
  apiBase: string;
  /** How this server reaches that API. */
  fetch: typeof fetch;
  /** What /runtime-config.js and every page carry. */
  clientConfig: Record<string, unknown>;
  publicUrl: string;
  /**
   * Origins the Google Translate widget needs (its script, styles, calls and frame), allowed on the
   * pages of a shop with use_google_translate on; none otherwise.
   */
  translateOrigins?: readonly string[];
  /**
   * Requests whose pages the browser renders alone: the server renders the shop as every visitor
   * sees it, so a visitor with a demo settings preview (dev-settings.ts) gets the app shell.
   */
  clientRendered?: (c: Context) => boolean;
  /** How often a new build is looked for, and how long it must have been left alone (tests). */
  buildWatch?: BuildWatchOptions;
  /**
   * The shop's clock, as the API's (the demo's DEMO_CLOCK_START), so a page says the kitchen is open
   * or closed as ordering does; the real time by default.
   */
  now?: () => number;
  /** Overrides the SSR build (tests render from the sources). */
  loadRenderer?: () => Promise<Renderer>;
  log?: (line: string) => void;
}

const HTML = 'text/html; charset=utf-8';
const PAGE_CACHE = 'no-cache';
const SHORT_CACHE = 'public, max-age=300, stale-while-revalidate=3600';

export function publicSite(options: PublicSiteOptions) {
  const log = options.log ?? console.log;
  const data = new ShopDataCache({ apiBase: options.apiBase, fetch: options.fetch, log });
  const entry = new ServerEntry(options.serverBuildDir);
  // A build written while the server runs is taken at the next request (build-watch.ts).
  const build = new BuildWatch(
    {
      ...builtFiles(options.distDir),
      serverEntry: options.loadRenderer ? undefined : entry.file,
    },
    options.buildWatch,
  );
  const canRender = () => Boolean(options.loadRenderer) || fs.existsSync(entry.file);
  const renderer = new PageRenderer({
    template: PageTemplate.load(options.distDir),
    data,
    loadRenderer: options.loadRenderer ?? (() => entry.load()),
    clientConfig: options.clientConfig,
    publicUrl: options.publicUrl,
    fontLinks: (lang, fonts) => fontHead(options.distDir, fonts, lang),
    now: options.now,
    log,
  });
  const requestOrigin = (c: Context) => {
    const url = new URL(c.req.url);
    const proto =
      c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() || url.protocol.slice(0, -1);
    const host =
      c.req.header('x-forwarded-host')?.split(',')[0]?.trim() || c.req.header('host') || url.host;
    return `${proto}://${host}`;
  };

  /**
   * The shop's analytics snippets (include.metrix, include.scripts) run in the browser once the
   * customer accepts cookies: their inline code is allowed by hash, their files' origins by name.
   * With use_google_translate the translate widget's origins are allowed too (a shop without it
   * allows none of Google's). Without settings (the shop is down) a page allows none.
   */
  const allowShopScripts = async (c: Context) => {
    try {
      const { settings } = await data.get('ru');
      const scripts = snippetScripts(settings.include.metrix, settings.include.scripts);
      for (const script of scripts) if (script.kind === 'inline') allowInlineScript(c, script.code);
      allowScriptOrigins(c, snippetOrigins(scripts));
      if (settings.use_google_translate && options.translateOrigins?.length) {
        allowScriptOrigins(c, options.translateOrigins);
        allowStyleOrigins(c, options.translateOrigins);
      }
    } catch {
      // The maintenance notice needs no analytics.
    }
  };

  /** A page answer: the template's inline scripts allowed by hash in this response's policy. */
  const sendPage = async (
    c: Context,
    page: { html: string; etag: string; status?: number },
    headers?: Record<string, string>,
  ) => {
    await allowShopScripts(c);
    for (const script of renderer.template.inlineScripts) allowInlineScript(c, script);
    return sendText(c, {
      body: page.html,
      etag: page.etag,
      status: page.status,
      type: HTML,
      cacheControl: PAGE_CACHE,
      headers,
    });
  };

  const r = new Hono();

  r.use('*', async (_c, next) => {
    if (build.changed()) {
      entry.renew();
      forgetBuiltFonts(options.distDir);
      renderer.useBuild(PageTemplate.load(options.distDir));
      log(`[site] a new build in ${options.distDir}: pages are drawn from it from now on`);
    }
    await next();
  });

  r.get('/runtime-config.js', (c) =>
    sendText(c, {
      body: `window.__STOREFRONT_CONFIG__ = ${JSON.stringify(options.clientConfig)};\n`,
      type: 'text/javascript; charset=utf-8',
      cacheControl: 'public, max-age=300',
    }),
  );

  r.get('/robots.txt', async (c) => {
    const { data: shop } = await renderer.languages();
    const origin = renderer.origin(shop, requestOrigin(c));
    return sendText(c, {
      body: robotsTxt(shop.settings.robots, `${origin}/sitemap.xml`),
      type: 'text/plain; charset=utf-8',
      cacheControl: SHORT_CACHE,
    });
  });

  r.get('/sitemap.xml', async (c) => {
    const { data: shop, codes, defaultLang } = await renderer.languages();
    const origin = renderer.origin(shop, requestOrigin(c));
    const [blog, brands] = await Promise.all([
      data.api.blog(defaultLang),
      data.api.brands(defaultLang),
    ]);
    const brandSlugs = new Set(
      shop.categories.flatMap(function below(cat): string[] {
        return [...cat.products.map((p) => p.brand), ...cat.subCategories.flatMap(below)];
      }),
    );
    const xml = sitemapXml(
      sitemapEntries({
        categories: shop.categories,
        catalogChanged: new Date(shop.changedAt),
        settingsChanged: new Date(shop.changedAt),
        posts: blog.ok ? blog.data.map((p) => ({ slug: p.slug, date: p.date })) : [],
        infoPages: shop.settings.menu
          .map((m) => m.url)
          .filter((u) => /^\/information\/(page|post)\//.test(u)),
        brands: brands.ok ? brands.data.map((b) => b.slug).filter((s) => brandSlugs.has(s)) : [],
      }),
      origin,
      codes,
      defaultLang,
    );
    return sendText(c, {
      body: xml,
      type: 'application/xml; charset=utf-8',
      cacheControl: SHORT_CACHE,
    });
  });

  r.get('/manifest.webmanifest', async (c) => {
    const shop = await renderer.dataFor(new URL(c.req.url).search);
    return sendText(c, {
      body: JSON.stringify(webManifest(shop.settings, shop.language)),
      type: 'application/manifest+json; charset=utf-8',
      cacheControl: SHORT_CACHE,
    });
  });

  const sendIcon = async (c: Context, file: string) => {
    const { data: shop } = await renderer.languages();
    const png = manifestImage(
      file,
      shop.settings,
      (src) => data.api.client.url(src),
      async (url) => {
        try {
          const res = await options.fetch(url);
          return res.ok ? Buffer.from(await res.arrayBuffer()) : null;
        } catch {
          return null;
        }
      },
    );
    if (!png) return c.notFound();
    return sendText(c, {
      body: await png,
      type: 'image/png',
      cacheControl: 'public, max-age=86400',
    });
  };
  r.get('/icons/:file', (c) => sendIcon(c, c.req.param('file')));
  // Asked for by a browser on a page that links no icon (the app shell's, before the app is up)
  // and by Yandex for its results, whatever the pages link.
  r.get(`/${FAVICON_FILE}`, (c) => sendIcon(c, FAVICON_FILE));

  // The app shell the service worker keeps (its precache lists app-shell.html) and starts the app
  // from when there is no network: the page the browser renders alone, as a private page's.
  r.get('/app-shell.html', (c) => sendPage(c, renderer.shell()));
  r.get('/index.html', (c) => sendPage(c, renderer.shell()));

  // Built files: hashed assets for a year; the rest (the service worker /sw.js and its Workbox
  // runtime, which the browser must check on every visit for a new build) revalidated: no-cache.
  // Scripts carry no Content-Security-Policy (security-headers.ts), so none binds the worker.
  r.use(
    '*',
    staticFiles({
      root: options.distDir,
      // The page template, the build's manifest, and the compressed twins (sent only in the
      // place of their file, with its type and Content-Encoding).
      skip: (file) =>
        file === 'index.html' ||
        file.startsWith('.vite') ||
        file.endsWith('.html') ||
        /\.(br|gz)$/.test(file),
      cacheControl: (file) =>
        file.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
    }),
  );

  r.get('*', async (c) => {
    const url = new URL(c.req.url);
    const privatePage = PRIVATE_PATHS.some(
      (p) => url.pathname === p || url.pathname.startsWith(`${p}/`),
    );
    const built = ['app-shell.html', 'index.html'].some((f) =>
      fs.existsSync(path.join(options.distDir, f)),
    );
    if (!built && !options.loadRenderer)
      return c.text('The storefront is not built yet: run `npm run build`.', 503);
    if (privatePage || !canRender())
      return sendPage(c, renderer.shell(), privatePage ? { 'x-robots-tag': 'noindex' } : undefined);
    // `X-Storefront-Render: shell` asks for the page rendered in the browser alone (the app shell,
    // its data fetched by the browser): for checking the client on its own, e.g. a browser test
    // that answers the shop's settings itself.
    if (options.clientRendered?.(c)) return sendPage(c, renderer.shell(), { vary: 'Cookie' });
    if (c.req.header('x-storefront-render') === 'shell')
      return sendPage(c, renderer.shell(), { vary: 'X-Storefront-Render' });
    try {
      // Drawn from a returning customer's stock (its cookie, domain/stock-hint.ts): the page
      // differs by it, so a cache between must keep one per cookie.
      const stock = stockFromCookies(c.req.header('cookie'));
      const page = await renderer.page(url.pathname + url.search, requestOrigin(c), stock);
      return sendPage(c, page, { vary: 'Cookie' });
    } catch (error) {
      log(`[render] ${url.pathname}: ${(error as Error).stack ?? String(error)}`);
      return sendPage(c, renderer.shell());
    }
  });

  return { routes: r, renderer, data };
}
