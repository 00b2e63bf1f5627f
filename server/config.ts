// Server configuration: one place, read from the environment (documented in README).
import path from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** Bot token that signs Telegram initData; the demo token is used when DEMO is on and none is set. */
  telegramBotToken: string;
  demo: boolean;
  /** Where the storefront should call the API; written into /runtime-config.js. */
  publicApiBase: string;
  /** Pusher-compatible realtime settings handed to the storefront. */
  realtimeKey: string;
  /** Signs private-channel subscriptions (POST /api/pusher/auth); never sent to the browser. */
  realtimeSecret: string;
  /** Demo mode: how long an accepted order stays in each status, ms. */
  demoOrderStepMs: number;
  distDir: string;
  /** The server-rendering build (vite build --ssr). */
  serverBuildDir: string;
  /** The site's public address (canonical links, sitemap); else settings.front_url or the request's. */
  publicUrl: string;
  /** Products in the generated catalogue (0 = the hand-written demo shop). */
  demoCatalogSize: number;
  /** Max age of Telegram initData, seconds. */
  initDataMaxAge: number;
}

/** Known to the test suite and to `npm run telegram:url`; never valid in production. */
export const DEMO_BOT_TOKEN = '7000000001:AAdemo-storefront-test-bot-token-000';

/** Signs the demo's private channels; never valid in production. */
export const DEMO_REALTIME_SECRET = 'demo-realtime-secret-not-for-production';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production';
  const demo = env.DEMO !== undefined ? env.DEMO === '1' || env.DEMO === 'true' : !production;
  const token = env.TELEGRAM_BOT_TOKEN ?? (demo ? DEMO_BOT_TOKEN : '');
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    telegramBotToken: token,
    demo,
    publicApiBase: env.PUBLIC_API_BASE ?? '/api',
    realtimeKey: env.REALTIME_KEY ?? 'demo-key',
    realtimeSecret: env.REALTIME_SECRET ?? (demo ? DEMO_REALTIME_SECRET : ''),
    demoOrderStepMs: Math.max(1, Number(env.DEMO_ORDER_STEP_MS ?? 40_000) || 40_000),
    distDir: path.resolve(env.DIST_DIR ?? 'dist'),
    serverBuildDir: path.resolve(env.SERVER_BUILD_DIR ?? 'dist-server'),
    publicUrl: (env.PUBLIC_URL ?? '').replace(/\/$/, ''),
    demoCatalogSize: Number(env.DEMO_CATALOG_SIZE ?? 0),
    initDataMaxAge: Number(env.TELEGRAM_INIT_DATA_MAX_AGE ?? 86400),
  };
}
