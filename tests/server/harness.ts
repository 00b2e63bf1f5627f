// A reference backend on an in-memory database, seeded like the demo, for contract tests.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDb } from '../../server/db/db.ts';
import { seedIfEmpty } from '../../server/seed/seed.ts';
import { PageRenderer, type Renderer } from '../../server/render/page-renderer.ts';
import { PageTemplate } from '../../server/render/page-template.ts';
import { ShopDataCache, type ShopDataOptions } from '../../server/render/shop-data.ts';
import { SNAPSHOT_ELEMENT_ID, type StoreSnapshot } from '../../src/stores/snapshot.ts';

/**
 * A fresh data folder and an in-memory database seeded like the demo, configured by `env`; `shop`:
 * which demo shop (DEMO_SHOP), the restaurant by default.
 */
export function seededBackend(
  env: Record<string, string>,
  prefix = 'shop-test-',
  shop: 'restaurant' | 'grocery' = 'restaurant',
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  // Pricing's 250 ms budget answers 503 on a machine busy with the browser tests beside these (a
  // coupon test read one); the budget itself is tested with a clock of its own (safe-requests).
  const config = loadConfig({ DATA_DIR: dataDir, PRICING_BUDGET_MS: '5000', ...env });
  const db = openDb(':memory:');
  seedIfEmpty(db, { uploadsDir: path.join(dataDir, 'uploads'), catalogSize: 0, shop });
  return { dataDir, config, db };
}

/** Requests to `app` with a JSON body, answered as status, headers and JSON (or the text). */
export function jsonCaller(app: {
  request: (url: string, init: RequestInit) => Response | Promise<Response>;
}) {
  return async (
    method: string,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const res = await app.request(url, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      json = text;
    }
    return {
      status: res.status,
      headers: res.headers,
      text,
      json: json as Record<string, unknown> & unknown[],
    };
  };
}

/** Serves `fetch` on a free port of 127.0.0.1, as server/main.ts does on its own port. */
export async function listen(fetch: (req: Request) => Response | Promise<Response>) {
  const server = serve({ fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const port = String((server.address() as AddressInfo).port);
  const close = () => new Promise((resolve) => server.close(resolve));
  return { server, port, base: `http://127.0.0.1:${port}`, close };
}

export function testServer(env: Record<string, string> = {}, now: () => number = Date.now) {
  const { config, db } = seededBackend({ DEMO: '1', ...env });
  const log: string[] = [];
  // Outbound HTTP (the Bot API, and the fake Bot API's webhook calls) answered by this same app.
  const outbound = (input: string, init?: RequestInit) => {
    const url = new URL(input);
    return Promise.resolve(app.request(url.pathname + url.search, init));
  };
  const app = createApp({ config, db, now, log: (l) => log.push(l), fetch: outbound });
  const call = jsonCaller(app);
  /** Sends a sign-in code to `phone` and reads it from the demo outbox. */
  const sendCode = async (phone: string) => {
    await call('POST', '/api/wp-json/wc/auth/send_code', { phone });
    const outbox = await call('GET', '/api/dev/sms-outbox');
    return (outbox.json as unknown as { code: string }[])[0]!.code;
  };
  const checkCode = (phone: string, code: string) =>
    call('POST', '/api/wp-json/wc/auth/check_code', { phone, code });
  /** Signs in by SMS through the demo outbox and returns the token and user id. */
  const signIn = async (phone = '+79161234567') => {
    const res = await checkCode(phone, await sendCode(phone));
    return res.json as unknown as { token: string; user_id: number };
  };
  return { app, db, config, call, sendCode, checkCode, signIn, log };
}

/** The tokens a per-user call must refuse with 401, as [what it is, token] rows for `it.each`. */
export const BAD_TOKENS = [
  ['no token', ''],
  ['a forged token', 'forged-token-value'],
] as const;

/** The state a server-drawn page carries for the browser (src/stores/snapshot.ts), as its JSON. */
export const pageStateText = (html: string) =>
  new RegExp(`id="${SNAPSHOT_ELEMENT_ID}">([^<]*)<`).exec(html)![1]!;

/** That state, read. */
export const pageState = (html: string) => JSON.parse(pageStateText(html)) as StoreSnapshot;

/** The storefront's own server renderer (src/entry-server.tsx), from the sources. */
export const sourceRenderer = () => import('../../src/entry-server.tsx') as Promise<Renderer>;

/**
 * A build folder of its own whose page template is the repository's index.html (`remove` deletes
 * it); `dist` for DIST_DIR, with no server build in it (`noServerBuild`, for SERVER_BUILD_DIR).
 */
export function sourceDist(prefix = 'render-dist-') {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.copyFileSync('index.html', path.join(dist, 'index.html'));
  return {
    dist,
    noServerBuild: path.join(dist, 'none'),
    remove: () => fs.rmSync(dist, { recursive: true }),
  };
}

/**
 * The server's page renderer over `data` with the storefront's own renderer and the repository's
 * index.html as the page template (sourceDist), at https://shop.example.com; `now`: the shop's clock.
 */
export function testPageRenderer(
  data: ShopDataCache,
  now?: () => number,
): { renderer: PageRenderer; remove(): void } {
  const { dist, remove } = sourceDist();
  const renderer = new PageRenderer({
    template: PageTemplate.load(dist),
    data,
    loadRenderer: sourceRenderer,
    clientConfig: {},
    publicUrl: 'https://shop.example.com',
    now,
  });
  return { renderer, remove };
}

/**
 * The shop's data as the server's renderer reads it, from `backend` in this process (its API at
 * '/api'); `options` as ShopDataCache takes them (a clock, a time to keep the data), and `seen`
 * told each path it asks the API for.
 */
export function backendShopData(
  backend: { app: { request: (path: string, init?: RequestInit) => Response | Promise<Response> } },
  options: Partial<Omit<ShopDataOptions, 'fetch' | 'apiBase'>> = {},
  seen: (path: string) => void = () => undefined,
): ShopDataCache {
  return new ShopDataCache({
    apiBase: '/api',
    ...options,
    fetch: async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://shop.test');
      seen(url.pathname);
      return backend.app.request(url.pathname + url.search, init);
    },
  });
}
