// The reference backend: the merchant's WordPress/WooCommerce HTTP contract under /api, and the built
// storefront on the same port.
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { cors } from 'hono/cors';
import path from 'node:path';
import type { ServerConfig } from './config.ts';
import type { Db } from './db/db.ts';
import { AuthService } from './auth/auth-service.ts';
import {
  DemoOutbox,
  emptyOutbox,
  NoCodeSender,
  WebhookSender,
  type CodeSender,
} from './auth/code-senders.ts';
import { bodyLimits } from './http/request-limits.ts';
import { securityHeaders } from './http/security-headers.ts';
import { CatalogBuilder } from './catalog/catalog-builder.ts';
import { CatalogFiles } from './catalog/catalog-files.ts';
import { HttpError, identifyClient, wpError } from './http/route-helpers.ts';
import { shopRoutes } from './catalog/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { contentRoutes } from './content/routes.ts';
import { accountRoutes } from './account/routes.ts';
import { deliveryRoutes } from './shipping/routes.ts';
import { couponRoutes } from './coupons/routes.ts';
import { telegramAuthRoutes } from './auth/telegram-routes.ts';
import { wheelRoutes } from './coupons/wheel-routes.ts';
import { favoritesRoutes } from './account/favorites-routes.ts';
import { orderRoutes } from './orders/routes.ts';
import { bookingRoutes } from './booking/routes.ts';
import { requestRoutes } from './booking/callback-request-routes.ts';
import { devSettingsRoutes, visitorPatch } from './seed/dev-settings-routes.ts';
import { createOrders, type OrderService } from './orders/order-service.ts';
import { MemoryRealtime, realtimeClientConfig, type Realtime } from './realtime/pusher-server.ts';
import { publicSite } from './render/public-site.ts';
import type { Renderer } from './render/page-renderer.ts';
import { staticFiles } from './http/static-files.ts';
import { deliverText } from './http/compression-middleware.ts';
import { telegramPaymentRoutes } from './telegram/payment-routes.ts';
import { botApi, type Fetch } from './telegram/bot-api.ts';
import { TelegramPayments } from './telegram/payments.ts';
import { shopNameIn } from './catalog/string-translations.ts';

export interface AppDeps {
  config: ServerConfig;
  db: Db;
  now?: () => number;
  log?: (line: string) => void;
  /** Where order updates are published: the Pusher hub of server/main.ts, or kept in memory. */
  realtime?: Realtime;
  /** Build the default language's catalogue files at start, before the first visitor asks. */
  warmCatalog?: boolean;
  /** Server rendering from the sources instead of dist-server/ (tests). */
  loadRenderer?: () => Promise<Renderer>;
  /** Where sign-in codes go; by default the demo outbox (DEMO) or CODE_WEBHOOK_URL's gateway. */
  codeSender?: CodeSender;
  /**
   * The real time, for what others signed with it (Telegram's auth_date); `now` may be the demo's
   * shifted shop clock (DEMO_CLOCK_START). Defaults to `now`.
   */
  wallNow?: () => number;
  /** Outbound HTTP to the Bot API (and, in the demo, the fake's calls to the webhook). */
  fetch?: Fetch;
}

/** Demo: the outbox. Production: the operator's gateway, or none (code sign-in answers 503). */
function defaultSender(config: ServerConfig, outbox: DemoOutbox | null): CodeSender {
  if (outbox) return outbox;
  return config.codeWebhookUrl ? new WebhookSender(config.codeWebhookUrl) : new NoCodeSender();
}

export function createApp({
  config,
  db,
  now = Date.now,
  log = console.log,
  realtime = new MemoryRealtime(),
  warmCatalog = false,
  loadRenderer,
  codeSender,
  wallNow = now,
  fetch: outbound = (input, init) => fetch(input, init),
}: AppDeps) {
  const outbox = config.demo ? new DemoOutbox(db, log) : null;
  if (!config.demo) emptyOutbox(db);
  const auth = new AuthService(db, codeSender ?? defaultSender(config, outbox), now, config.limits);
  const catalog = new CatalogBuilder(db);
  const catalogFiles = new CatalogFiles(catalog, { log });
  if (warmCatalog) {
    // The first screen's file first: it is what a first visitor waits for.
    void catalogFiles
      .get({ variant: 'first-screen', lang: 'ru' })
      .then(() => catalogFiles.get({ variant: 'full', lang: 'ru' }))
      .catch((e: Error) => log(`[catalog] warm-up failed: ${e.message}`));
  }
  const orders = createOrders({ config, db, now, catalog, realtime, log });
  const telegramPayments = config.telegramPayments
    ? new TelegramPayments({
        bot: telegramBot(config, outbound),
        providerToken: config.telegramPayments.providerToken,
        orders,
        shopName: (lang) => shopNameIn(db, orders.settings(), lang),
        log,
      })
    : null;
  const ctx = {
    config,
    db,
    auth,
    catalog,
    catalogFiles,
    outbox,
    now,
    wallNow,
    orders,
    telegramPayments,
  };

  const app = new Hono();
  app.use('*', async (c, next) => {
    identifyClient(c, config.trustProxy);
    await next();
  });
  app.use('*', securityHeaders(config));
  app.onError((err, c) => {
    if (err instanceof HttpError) return wpError(c, err.status, err.code, err.message, err.data);
    if (err instanceof HTTPException)
      return wpError(c, err.status, 'rest_http_error', err.message || 'Неверный запрос');
    log(`[error] ${c.req.method} ${c.req.path}: ${err.stack ?? err.message}`);
    return wpError(c, 500, 'internal_error', 'Внутренняя ошибка сервера');
  });

  const api = new Hono();
  // Pages on other origins (a static host's, CORS_ORIGINS) may call the API, preflights answered.
  if (config.corsOrigins.length > 0)
    api.use(
      '*',
      cors({
        origin: config.corsOrigins,
        allowHeaders: ['Content-Type', 'Authorization', 'Idempotency-Key', 'If-None-Match'],
        exposeHeaders: ['ETag'],
        maxAge: 600,
      }),
    );
  api.use('*', bodyLimits());
  // JSON answers get an ETag (304 for a match) and compression; prebuilt files keep their own.
  api.use('*', deliverText());
  const rooms = [
    shopRoutes,
    authRoutes,
    contentRoutes,
    accountRoutes,
    deliveryRoutes,
    couponRoutes,
    telegramAuthRoutes,
    wheelRoutes,
    favoritesRoutes,
    orderRoutes,
    bookingRoutes,
    requestRoutes,
    devSettingsRoutes,
  ];
  for (const routes of rooms) api.route('/', routes(ctx));
  api.route('/', telegramPaymentRoutes(ctx, { fetch: outbound, log }));
  api.use(
    '/wp-content/uploads/*',
    staticFiles({
      root: uploadsDir(config),
      rewrite: (p) => p.replace(/^\/api\/wp-content\/uploads/, ''),
      cacheControl: () => 'public, max-age=86400, stale-while-revalidate=604800',
    }),
  );
  api.all('*', (c) =>
    wpError(c, 404, 'rest_no_route', 'No route was found matching the URL and request method.'),
  );
  app.route('/api', api);

  // The website: server-rendered pages, robots.txt, sitemap, manifest, built files. Its data comes
  // from this same app, in process, over the HTTP contract.
  const site = publicSite({
    distDir: config.distDir,
    serverBuildDir: config.serverBuildDir,
    apiBase: config.publicApiBase,
    fetch: (input, init) =>
      Promise.resolve(app.request(input instanceof Request ? input : String(input), init)),
    clientConfig: {
      apiBase: config.publicApiBase,
      realtime: realtimeClientConfig(config),
      demo: config.demo,
      tokenTransport: config.publicTokenTransport,
      telegramApp: config.telegramMiniAppUrl,
      translateWidget: config.translateWidgetUrl,
      serviceWorker: config.serviceWorker,
    },
    publicUrl: config.publicUrl,
    translateOrigins: translateOrigins(config),
    clientRendered: config.demo ? (c) => visitorPatch(db, c) !== null : undefined,
    loadRenderer,
    now,
    log,
  });
  app.route('/', site.routes);
  return app;
}

/**
 * The translate widget's origins: Google's (CSP_TRANSLATE_ORIGINS), and the configured script's own
 * when it is served from elsewhere (a proxy); a script on this site needs none.
 */
function translateOrigins(config: ServerConfig): string[] {
  const url = config.translateWidgetUrl;
  const own = /^https?:\/\//.test(url) ? [new URL(url).origin] : [];
  return [...new Set([...config.csp.translateOrigins, ...own])];
}

/** The bot's Bot API client (TELEGRAM_BOT_API_BASE: Telegram's, or the demo's local fake). */
export function telegramBot(config: ServerConfig, outbound: Fetch = (i, init) => fetch(i, init)) {
  return botApi({
    base: config.telegramBotApiBase,
    token: config.telegramBotToken,
    fetch: outbound,
  });
}

export function uploadsDir(config: ServerConfig): string {
  return path.join(config.dataDir, 'uploads');
}

export type AppContext = {
  config: ServerConfig;
  db: Db;
  auth: AuthService;
  catalog: CatalogBuilder;
  /** The catalogue files, built once per change and kept compressed. */
  catalogFiles: CatalogFiles;
  /** The demo's code outbox; null outside the demo. */
  outbox: DemoOutbox | null;
  now: () => number;
  wallNow: () => number;
  orders: OrderService;
  /** Telegram Payments; null when no provider token is configured. */
  telegramPayments: TelegramPayments | null;
};
