// The website in front of a merchant's own backend (their WordPress/WooCommerce with the shop's
// plugins): server-rendered pages, robots.txt, sitemap, manifest and the built files, rendered from
// that backend's settings and catalogue over the HTTP contract, with no database of its own. The
// browser's API calls go to `/api` here and are passed on to the backend (same origin: no CORS to
// set up on WordPress, and the service worker keeps the public answers), unless PUBLIC_API_BASE
// sends the browser to the backend directly. README "Deployment: in front of a merchant's WordPress".
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { proxy } from 'hono/proxy';
import type { ServerConfig } from './config.ts';
import { securityHeaders } from './http/security-headers.ts';
import { clientIp, identifyClient } from './http/route-helpers.ts';
import { publicSite } from './render/public-site.ts';
import type { Renderer } from './render/page-renderer.ts';

export interface FrontOptions {
  config: ServerConfig;
  /** Where this server reaches the merchant's API: the base under which `/wp-json/…` answers. */
  backendUrl: string;
  /** Pusher (pusher.com or compatible) settings the merchant's backend publishes order updates on. */
  realtime?: { key: string; cluster: string; authEndpoint?: string } | null;
  /** How this server calls the backend (tests pass the reference backend in process). */
  fetch?: (request: Request) => Promise<Response>;
  loadRenderer?: () => Promise<Renderer>;
  log?: (line: string) => void;
}

/** Request headers the backend never gets from the browser's side of the proxy. */
const DROPPED = ['host', 'cookie', 'connection', 'keep-alive', 'upgrade', 'te', 'trailer'];

export function createFront({
  config,
  backendUrl,
  realtime = null,
  fetch: outbound = (request) => fetch(request),
  loadRenderer,
  log = console.log,
}: FrontOptions) {
  const backend = backendUrl.replace(/\/$/, '');
  const proxied = !/^https?:\/\//.test(config.publicApiBase);
  const app = new Hono();
  app.use('*', async (c, next) => {
    identifyClient(c, config.trustProxy);
    await next();
  });
  // The browser reaches the API here (connect-src 'self'); photos and the media cache's fetches
  // may still point at the backend's own address, so its origin is allowed as the API's.
  app.use(
    '*',
    securityHeaders({ csp: config.csp, publicApiBase: proxied ? backend : config.publicApiBase }),
  );

  if (proxied) {
    const base = config.publicApiBase.replace(/\/$/, '');
    app.use(`${base}/*`, compress());
    app.all(`${base}/*`, async (c) => {
      const url = new URL(c.req.url);
      const target = `${backend}${url.pathname.slice(base.length)}${url.search}`;
      const headers: Record<string, string | undefined> = { ...c.req.header() };
      for (const name of DROPPED) headers[name] = undefined;
      const forwarded = c.req.header('x-forwarded-for');
      headers['x-forwarded-for'] = forwarded ? `${forwarded}, ${clientIp(c)}` : clientIp(c);
      headers['x-forwarded-host'] = c.req.header('host');
      headers['x-forwarded-proto'] = url.protocol.slice(0, -1);
      try {
        const res = await proxy(target, {
          raw: c.req.raw,
          headers,
          customFetch: outbound,
        });
        res.headers.delete('set-cookie');
        return res;
      } catch (error) {
        log(`[front] ${c.req.method} ${target}: ${(error as Error).message}`);
        return c.json(
          {
            code: 'backend_unreachable',
            message: 'Магазин временно недоступен',
            data: { status: 502 },
          },
          502,
        );
      }
    });
  }

  // Pages are rendered with the browser's API base (media addresses in them stay what the browser
  // can load); this server's own calls to that base go to the backend's address.
  const publicBase = config.publicApiBase.replace(/\/$/, '');
  const toBackend = (url: string) =>
    url.startsWith(publicBase) ? `${backend}${url.slice(publicBase.length)}` : url;
  const site = publicSite({
    distDir: config.distDir,
    serverBuildDir: config.serverBuildDir,
    apiBase: publicBase,
    fetch: (input, init) =>
      outbound(new Request(toBackend(input instanceof Request ? input.url : String(input)), init)),
    clientConfig: {
      apiBase: config.publicApiBase,
      realtime: realtime ? { ...realtime, forceTLS: true } : null,
      demo: false,
      tokenTransport: config.publicTokenTransport,
      telegramApp: config.telegramMiniAppUrl,
      translateWidget: config.translateWidgetUrl,
      serviceWorker: config.serviceWorker,
    },
    publicUrl: config.publicUrl,
    translateOrigins: config.csp.translateOrigins,
    loadRenderer,
    log,
  });
  app.route('/', site.routes);
  return { app, site };
}

/**
 * BACKEND_URL and the merchant's Pusher app from the environment (`npm run front`, `npm run
 * prerender`): null with the reason when BACKEND_URL is not an http(s) address.
 */
export function frontEnv(
  env: Record<string, string | undefined>,
): { backendUrl: string; realtime: FrontOptions['realtime'] } | { problem: string } {
  const backendUrl = (env.BACKEND_URL ?? '').trim();
  if (!/^https?:\/\/[^/]/.test(backendUrl))
    return {
      problem:
        'BACKEND_URL is not set: the address of the merchant’s API, the base under which /wp-json/ answers (e.g. https://shop.example.com/api; README, "Deployment").',
    };
  const key = (env.REALTIME_KEY ?? '').trim();
  const authEndpoint = (env.REALTIME_AUTH_ENDPOINT ?? '').trim();
  // Order updates: the merchant's Pusher app (its key and cluster); private channels are signed by
  // the backend at REALTIME_AUTH_ENDPOINT (e.g. https://shop.example.com/api/pusher/auth).
  const realtime = key
    ? {
        key,
        cluster: (env.REALTIME_CLUSTER ?? '').trim() || 'eu',
        ...(authEndpoint ? { authEndpoint } : {}),
      }
    : null;
  return { backendUrl, realtime };
}
