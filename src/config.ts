// Runtime configuration, read from /runtime-config.js so one build can point at any backend.
import type { TokenTransport } from './api/client.ts';

/**
 * Live order updates over the Pusher Channels protocol (SPEC.md §7: cluster eu, TLS).
 * - No wsHost: the merchant's Pusher app on Pusher's own hosts (TLS unless forceTLS is false).
 * - wsHost '': this page's own host and port, TLS exactly when the page is https (the reference
 *   backend serves the socket on its own port).
 * - Any other wsHost: that Pusher-compatible server (soketi, the reference backend elsewhere), with
 *   wsPort / wssPort / forceTLS as given.
 */
export interface RealtimeConfig {
  key: string;
  cluster: string;
  wsHost?: string;
  wsPort?: number;
  wssPort?: number;
  /** Path before /app/{key}, e.g. '/api'. */
  wsPath?: string;
  forceTLS?: boolean;
  /** Where private channels are signed: a URL, or a path under apiBase (default '/pusher/auth'). */
  authEndpoint?: string;
}

export interface RuntimeConfig {
  /** Base of the merchant's API, e.g. '/api' or 'https://shop.example/api'. */
  apiBase: string;
  /** Null: no live updates, orders are followed by polling alone. */
  realtime: RealtimeConfig | null;
  demo: boolean;
  /**
   * How per-user calls carry the customer's token: 'header' (Authorization: Bearer, the default,
   * what the reference backend reads) or 'query' (?token=, what the vendor's WordPress plugins
   * read). Anything else is 'header'.
   */
  tokenTransport: TokenTransport;
  /** The Mini App's link (https://t.me/{bot}/{app}): shared dishes open in it; '' when unknown. */
  telegramApp: string;
  /**
   * The Google Translate widget script (use_google_translate): '' for Google's own; the demo and
   * the tests serve a local stand-in.
   */
  translateWidget: string;
}

declare global {
  interface Window {
    /** Buttons of a server-rendered page tapped before the app took it over (index.html). */
    __earlyTaps?: Element[];
    /** Selects of such a page changed meanwhile, with the value chosen (index.html). */
    __earlyChoices?: [HTMLSelectElement, string][];
    /** Sets a first visit's server-drawn page in the shop's fonts (index.html), once it has others. */
    __storefrontFontsOn?: () => void;
    __STOREFRONT_CONFIG__?: Partial<Omit<RuntimeConfig, 'realtime'>> & {
      realtime?: Partial<RealtimeConfig> | null;
      /**
       * false: no service worker, and one an earlier visit registered is removed (SERVICE_WORKER=0
       * on the reference backend; read by adapters/service-worker.ts). Absent: registered.
       */
      serviceWorker?: boolean;
    };
  }
}

const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const port = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isInteger(v) && v > 0 && v < 65536 ? v : undefined;

function realtimeOf(source: Partial<RealtimeConfig> | null | undefined): RealtimeConfig | null {
  const key = text(source?.key);
  if (!source || !key) return null;
  const config: RealtimeConfig = { key, cluster: text(source.cluster) || 'eu' };
  const wsHost = text(source.wsHost);
  if (wsHost !== undefined) config.wsHost = wsHost;
  const wsPort = port(source.wsPort);
  if (wsPort) config.wsPort = wsPort;
  const wssPort = port(source.wssPort);
  if (wssPort) config.wssPort = wssPort;
  const wsPath = text(source.wsPath);
  if (wsPath) config.wsPath = wsPath.replace(/\/$/, '');
  if (typeof source.forceTLS === 'boolean') config.forceTLS = source.forceTLS;
  const authEndpoint = text(source.authEndpoint);
  if (authEndpoint) config.authEndpoint = authEndpoint;
  return config;
}

/** The id of the JSON script the server puts the configuration in (no extra request, no script). */
export const CONFIG_ELEMENT_ID = 'storefront-config';

function inlineConfig(): Window['__STOREFRONT_CONFIG__'] {
  const text = document.getElementById(CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as Window['__STOREFRONT_CONFIG__'];
  } catch (error) {
    console.warn('runtime configuration is unreadable', error);
    return undefined;
  }
}

/**
 * The configuration in the page (served by the reference backend or written by `npm run
 * prerender`), else /runtime-config.js, which a plain static host serves beside index.html. It is
 * loaded here, not by a parser-blocking script in the page.
 */
export async function loadRuntimeConfig(): Promise<void> {
  if (window.__STOREFRONT_CONFIG__) return;
  const inline = inlineConfig();
  if (inline) {
    window.__STOREFRONT_CONFIG__ = inline;
    return;
  }
  await new Promise<void>((resolve) => {
    const script = document.createElement('script');
    script.src = '/runtime-config.js';
    script.onload = script.onerror = () => resolve();
    document.head.append(script);
  });
}

export function runtimeConfig(
  source: Window['__STOREFRONT_CONFIG__'] = window.__STOREFRONT_CONFIG__,
): RuntimeConfig {
  return {
    apiBase: (source?.apiBase ?? '/api').replace(/\/$/, ''),
    realtime: realtimeOf(source?.realtime),
    demo: source?.demo ?? false,
    tokenTransport: source?.tokenTransport === 'query' ? 'query' : 'header',
    telegramApp: /^https:\/\/t\.me\/\w+\/[\w-]+$/.test(text(source?.telegramApp) ?? '')
      ? text(source?.telegramApp)!
      : '',
    translateWidget: text(source?.translateWidget) ?? '',
  };
}
