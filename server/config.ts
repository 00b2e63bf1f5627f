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
  distDir: string;
  /** Products in the generated catalogue (0 = the hand-written demo shop). */
  demoCatalogSize: number;
  /** Max age of Telegram initData, seconds. */
  initDataMaxAge: number;
}

/** Known to the test suite and to `npm run telegram:url`; never valid in production. */
export const DEMO_BOT_TOKEN = '7000000001:AAdemo-storefront-test-bot-token-000';

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
    distDir: path.resolve(env.DIST_DIR ?? 'dist'),
    demoCatalogSize: Number(env.DEMO_CATALOG_SIZE ?? 0),
    initDataMaxAge: Number(env.TELEGRAM_INIT_DATA_MAX_AGE ?? 86400),
  };
}
