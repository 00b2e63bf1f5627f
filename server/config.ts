// Server configuration: one place, read from the environment (documented in README).
// Production is the default: the demo's conveniences run only when DEMO=1 says so (`npm start`
// and the test servers set it), and production refuses to start without secrets of its own.
import path from 'node:path';
import { GOOGLE_TRANSLATE_SCRIPT } from '../src/domain/google-translate-script.ts';

/** [max events, window ms]. */
export type Limit = readonly [number, number];

export interface Limits {
  /** Code requests from one client. */
  codeSendPerClient: Limit;
  /** Code checks from one client (all phones). */
  codeCheckPerClient: Limit;
  /** Wrong codes one client may try on one phone (the phone+client pair), per day. */
  codeWrongPerPair: Limit;
  /** Wrong codes a phone takes from everyone before clients that guessed wrong on it are stopped. */
  codeWrongPerPhone: Limit;
  /** New guest orders, bookings and call-back requests (each kind counted apart) per client. */
  guestPerClient: Limit;
  /** The same per phone number. */
  guestPerPhone: Limit;
}

export interface CspConfig {
  /** Origins of the shop's analytics (settings include.metrix / include.scripts). */
  analyticsOrigins: string[];
  /** Origins of the maps service (Yandex Maps by default). */
  mapsOrigins: string[];
  /** Who may frame the shop besides itself: Telegram's web clients by default. */
  frameAncestors: string[];
  /**
   * Origins of the Google Translate widget (its script, styles, translation calls and frame),
   * allowed on the pages of a shop with use_google_translate on.
   */
  translateOrigins: string[];
}

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** Bot token that signs Telegram initData; the demo token is used when DEMO is on and none is set. */
  telegramBotToken: string;
  demo: boolean;
  /** Where the storefront should call the API; written into /runtime-config.js. */
  publicApiBase: string;
  /**
   * How the storefront sends the customer's token, written into /runtime-config.js: 'header'
   * (default) or 'query' (?token=, as the vendor's WordPress plugins read it). This backend reads
   * both either way.
   */
  publicTokenTransport: 'header' | 'query';
  /** Pusher-compatible realtime settings handed to the storefront. */
  realtimeKey: string;
  /** Signs private-channel subscriptions (POST /api/pusher/auth); never sent to the browser. */
  realtimeSecret: string;
  /** Demo mode: how long an accepted order stays in each status, ms. */
  demoOrderStepMs: number;
  /** Demo mode only: the shop's clock starts at this instant (ms) and runs on; null = real time. */
  demoClockStart: number | null;
  distDir: string;
  /** The server-rendering build (vite build --ssr). */
  serverBuildDir: string;
  /** The site's public address (canonical links, sitemap); else settings.front_url or the request's. */
  publicUrl: string;
  /** Products in the generated catalogue (0 = the hand-written demo shop). */
  demoCatalogSize: number;
  /** DEMO_SHOP: which demo shop the first run seeds ('restaurant', or 'grocery'); README. */
  demoShop: DemoShop;
  /** Max age of Telegram initData, seconds. */
  initDataMaxAge: number;
  /** Proxies in front of the server whose X-Forwarded-For is believed (0: the socket's address). */
  trustProxy: number;
  /** Where sign-in codes go outside the demo: the operator's SMS gateway (POST JSON). */
  codeWebhookUrl: string;
  /** Milliseconds one request may spend pricing a cart or checking coupons. */
  pricingBudgetMs: number;
  limits: Limits;
  csp: CspConfig;
  /**
   * CORS_ORIGINS: the sites whose pages may call this API from another origin (a static host's
   * pages written by `npm run prerender`, the website in front of it on its own domain); none by
   * default (the pages this server renders call it on its own origin).
   */
  corsOrigins: string[];
  /**
   * The Bot API's base URL: Telegram's, a self-hosted telegram-bot-api, or (demo and tests) the
   * local fake at /api/dev/telegram-bot-api.
   */
  telegramBotApiBase: string;
  /**
   * The Google Translate widget script the storefront loads (use_google_translate), written into
   * /runtime-config.js: Google's in production, the local stand-in (/api/dev/translate-element.js)
   * in the demo.
   */
  translateWidgetUrl: string;
  /** SERVICE_WORKER=0: the storefront registers no service worker and removes an earlier one. */
  serviceWorker: boolean;
  /** Telegram Payments: the shop's provider token (from @BotFather → Payments); null = off. */
  telegramPayments: { providerToken: string } | null;
  /** Where Telegram posts the bot's updates; set with setWebhook at start when given. */
  telegramWebhookUrl: string;
  /** The Mini App's link (https://t.me/{bot}/{app}) handed to the storefront for shared links. */
  telegramMiniAppUrl: string;
}

/** The demo's provider token, accepted by the local fake Bot API only. */
export const DEMO_PROVIDER_TOKEN = '284685063:TEST:demo-storefront';

/** Known to the test suite and to `npm run telegram:url`; never valid in production. */
export const DEMO_BOT_TOKEN = '7000000001:AAdemo-storefront-test-bot-token-000';

/** Signs the demo's private channels; never valid in production. */
export const DEMO_REALTIME_SECRET = 'demo-realtime-secret-not-for-production';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/** Yandex Maps JS API 2.1: the loader, its tiles and its geocoder. */
const YANDEX_MAPS = [
  'https://api-maps.yandex.ru',
  'https://*.maps.yandex.net',
  'https://yandex.ru',
  'https://*.yandex.ru',
  'https://yastatic.net',
];

/**
 * What Google's website widget loads once on the page: element.js from translate.google.com, its
 * main script from translate.googleapis.com, its styles and pictures from www.gstatic.com, the
 * translations from translate-pa.googleapis.com.
 */
const GOOGLE_TRANSLATE = [
  'https://translate.google.com',
  'https://translate.googleapis.com',
  'https://translate-pa.googleapis.com',
  'https://www.gstatic.com',
];

function count(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n >= 0
    ? Math.floor(n)
    : fallback;
}

function origins(value: string | undefined, fallback: string[]): string[] {
  if (value === undefined) return fallback;
  return value
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

export const DEMO_SHOPS = ['restaurant', 'grocery'] as const;
export type DemoShop = (typeof DEMO_SHOPS)[number];

/** DEMO_SHOP, read leniently (any case, spaces); empty or unknown is the restaurant (main.ts refuses an unknown one). */
export function demoShopOf(value: string | undefined): DemoShop {
  const v = (value ?? '').trim().toLowerCase();
  return (DEMO_SHOPS as readonly string[]).includes(v) ? (v as DemoShop) : 'restaurant';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const demo = env.DEMO === '1' || env.DEMO === 'true';
  const clock = demo && env.DEMO_CLOCK_START ? Date.parse(env.DEMO_CLOCK_START) : NaN;
  const port = Number(env.PORT ?? 8080);
  // The demo talks to its own fake Bot API on this port: no Telegram host is ever called.
  const self = `http://127.0.0.1:${port}/api`;
  const providerToken = env.TELEGRAM_PAYMENT_PROVIDER_TOKEN ?? (demo ? DEMO_PROVIDER_TOKEN : '');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    telegramBotToken: env.TELEGRAM_BOT_TOKEN ?? (demo ? DEMO_BOT_TOKEN : ''),
    demo,
    publicApiBase: env.PUBLIC_API_BASE ?? '/api',
    publicTokenTransport: env.PUBLIC_TOKEN_TRANSPORT === 'query' ? 'query' : 'header',
    realtimeKey: env.REALTIME_KEY ?? (demo ? 'demo-key' : 'storefront'),
    realtimeSecret: env.REALTIME_SECRET ?? (demo ? DEMO_REALTIME_SECRET : ''),
    demoOrderStepMs: Math.max(1, Number(env.DEMO_ORDER_STEP_MS ?? 40_000) || 40_000),
    demoClockStart: Number.isFinite(clock) ? clock : null,
    distDir: path.resolve(env.DIST_DIR ?? 'dist'),
    // Beside dist/ by default: the renderer must come from the same build as the browser's files.
    serverBuildDir: path.resolve(
      env.SERVER_BUILD_DIR ??
        path.join(path.dirname(path.resolve(env.DIST_DIR ?? 'dist')), 'dist-server'),
    ),
    publicUrl: (env.PUBLIC_URL ?? '').replace(/\/$/, ''),
    demoCatalogSize: Number(env.DEMO_CATALOG_SIZE ?? 0),
    demoShop: demoShopOf(env.DEMO_SHOP),
    initDataMaxAge: count(env.TELEGRAM_INIT_DATA_MAX_AGE, 86400),
    trustProxy: count(env.TRUST_PROXY, 0),
    codeWebhookUrl: env.CODE_WEBHOOK_URL ?? '',
    pricingBudgetMs: Math.max(10, count(env.PRICING_BUDGET_MS, 250)),
    limits: {
      codeSendPerClient: [count(env.SMS_SEND_LIMIT_PER_IP, 20), HOUR],
      codeCheckPerClient: [count(env.SMS_CHECK_LIMIT_PER_IP, 40), 10 * 60_000],
      codeWrongPerPair: [count(env.CODE_WRONG_PER_CLIENT_PHONE, 10), DAY],
      codeWrongPerPhone: [count(env.CODE_WRONG_PER_PHONE, 50), DAY],
      guestPerClient: [count(env.GUEST_LIMIT_PER_CLIENT, 10), HOUR],
      guestPerPhone: [count(env.GUEST_LIMIT_PER_PHONE, 5), HOUR],
    },
    corsOrigins: origins(env.CORS_ORIGINS, []).map((o) => o.replace(/\/$/, '')),
    csp: {
      analyticsOrigins: origins(env.CSP_ANALYTICS_ORIGINS, []),
      mapsOrigins: origins(env.CSP_MAPS_ORIGINS, YANDEX_MAPS),
      frameAncestors: origins(env.FRAME_ANCESTORS, ['https://web.telegram.org']),
      translateOrigins: origins(env.CSP_TRANSLATE_ORIGINS, GOOGLE_TRANSLATE),
    },
    serviceWorker: env.SERVICE_WORKER !== '0',
    translateWidgetUrl:
      env.TRANSLATE_WIDGET_URL ||
      (demo
        ? `${(env.PUBLIC_API_BASE ?? '/api').replace(/\/$/, '')}/dev/translate-element.js`
        : GOOGLE_TRANSLATE_SCRIPT),
    telegramBotApiBase:
      env.TELEGRAM_BOT_API_BASE ||
      (demo ? `${self}/dev/telegram-bot-api` : 'https://api.telegram.org'),
    telegramPayments: providerToken ? { providerToken } : null,
    telegramWebhookUrl: env.TELEGRAM_WEBHOOK_URL ?? (demo ? `${self}/telegram/webhook` : ''),
    telegramMiniAppUrl:
      env.TELEGRAM_MINI_APP_URL ?? (demo ? 'https://t.me/tarelka_demo_bot/shop' : ''),
  };
}

/**
 * Why this configuration must not serve real customers; empty when it may. Production (DEMO off)
 * needs the operator's own bot token and realtime secret: the demo's are public in the repository.
 */
export function productionProblems(config: ServerConfig): string[] {
  if (config.demo) return [];
  const problems: string[] = [];
  const token = config.telegramBotToken;
  if (!token) problems.push('TELEGRAM_BOT_TOKEN is not set (the token @BotFather gave your bot)');
  else if (token === DEMO_BOT_TOKEN)
    problems.push('TELEGRAM_BOT_TOKEN is the public demo token: use your own bot token');
  else if (!/^\d+:[\w-]{30,}$/.test(token))
    problems.push('TELEGRAM_BOT_TOKEN does not look like a bot token (digits:letters)');
  const secret = config.realtimeSecret;
  if (!secret)
    problems.push(
      'REALTIME_SECRET is not set (e.g. `openssl rand -hex 32`; never sent to browsers)',
    );
  else if (secret === DEMO_REALTIME_SECRET)
    problems.push('REALTIME_SECRET is the public demo secret: generate your own');
  else if (secret.length < 32) problems.push('REALTIME_SECRET is shorter than 32 characters');
  if (config.telegramPayments?.providerToken === DEMO_PROVIDER_TOKEN)
    problems.push('TELEGRAM_PAYMENT_PROVIDER_TOKEN is the demo token: use your provider token');
  if (config.telegramWebhookUrl && !/^https:\/\//.test(config.telegramWebhookUrl))
    problems.push('TELEGRAM_WEBHOOK_URL must be an https URL (Telegram posts only to https)');
  if (config.codeWebhookUrl && !/^https?:\/\//.test(config.codeWebhookUrl))
    problems.push('CODE_WEBHOOK_URL must be an http(s) URL');
  return problems;
}
