// The website in front of a merchant's backend (server/front.ts, `npm run front`): pages rendered
// from that backend's data over the HTTP contract, its API passed on under /api, an unreachable
// backend answered in the shop's words. The "merchant's backend" here is the reference backend,
// reached only through the front's outbound fetch at its own address (http://wp.shop.test/api).
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { createFront } from '../../server/front.ts';
import { sourceDist, sourceRenderer, testServer } from './harness.ts';

const BACKEND = 'http://wp.shop.test/api';

function frontFor(env: Record<string, string> = {}, down = false) {
  const { dist, noServerBuild, remove } = sourceDist('front-dist-');
  const backend = testServer();
  const calls: string[] = [];
  const { app } = createFront({
    config: loadConfig({
      DIST_DIR: dist,
      SERVER_BUILD_DIR: noServerBuild,
      PUBLIC_URL: 'https://shop.example.com',
      ...env,
    }),
    backendUrl: BACKEND,
    realtime: { key: 'merchant-key', cluster: 'eu' },
    fetch: async (request) => {
      calls.push(`${request.method} ${request.url}`);
      if (down) throw new TypeError('fetch failed');
      const url = new URL(request.url);
      expect(url.origin).toBe('http://wp.shop.test');
      return backend.app.request(url.pathname + url.search, {
        method: request.method,
        headers: request.headers,
        body: request.method === 'GET' ? undefined : await request.text(),
      });
    },
    loadRenderer: sourceRenderer,
    log: () => undefined,
  });
  return { app, backend, calls, remove };
}

describe('the website in front of a merchant backend', () => {
  const front = frontFor();
  afterAll(front.remove);

  it('renders a category page from the backend’s catalogue, with its head', async () => {
    const res = await front.app.request('/menu/pizza');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Маргарита');
    expect(html).toContain('property="og:title" content="Пицца — доставка"');
    // The photo at the site's own address: the front passes /api/wp-content/… on to the backend.
    expect(html).toContain(
      'property="og:image" content="https://shop.example.com/api/wp-content/uploads/shop/1f355.webp"',
    );
    expect(html).toMatch(/rel="canonical"[^>]*href="https:\/\/shop\.example\.com\/menu\/pizza"/);
    // The browser is told to call the API here, and the merchant's Pusher app for order updates.
    expect(html).toContain('"apiBase":"/api"');
    expect(html).toContain('"key":"merchant-key"');
    expect(front.calls.some((c) => c.startsWith('GET http://wp.shop.test/api/wp-json/'))).toBe(
      true,
    );
  }, 30_000);

  it('answers an unknown address 404 and lists the backend’s pages in the sitemap', async () => {
    expect((await front.app.request('/no-such-page')).status).toBe(404);
    const sitemap = await (await front.app.request('/sitemap.xml')).text();
    expect(sitemap).toContain('<loc>https://shop.example.com/menu/pizza</loc>');
  }, 30_000);

  it('passes the browser’s API calls on to the backend, bodies and tokens included', async () => {
    const settings = await front.app.request('/api/wp-json/v1/all_settings');
    expect(settings.status).toBe(200);
    expect(((await settings.json()) as { settings?: unknown }).settings).toBeTruthy();

    const phone = '+79161112233';
    const sent = await front.app.request('/api/wp-json/wc/auth/send_code', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'wp=secret' },
      body: JSON.stringify({ phone }),
    });
    expect(sent.status).toBe(200);
    const outbox = (await (await front.backend.app.request('/api/dev/sms-outbox')).json()) as {
      phone: string;
      code: string;
    }[];
    const code = outbox.find((m) => m.phone === phone)!.code;
    const checked = await front.app.request('/api/wp-json/wc/auth/check_code', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone, code }),
    });
    const { token } = (await checked.json()) as { token: string };
    const me = await front.app.request('/api/wp-json/system/users', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.status).toBe(200);
    expect(front.calls).toContain('POST http://wp.shop.test/api/wp-json/wc/auth/send_code');
  });

  it('keeps the page policy’s API origin the backend’s (photos and the media cache)', async () => {
    const res = await front.app.request('/menu/pizza');
    expect(res.headers.get('content-security-policy')).toContain('connect-src');
    expect(res.headers.get('content-security-policy')).toContain('http://wp.shop.test');
  }, 30_000);
});

describe('the front with its backend down', () => {
  const front = frontFor({}, true);
  afterAll(front.remove);

  it('answers API calls 502 in the shop’s words, and pages with the app shell', async () => {
    const api = await front.app.request('/api/wp-json/v1/all_settings');
    expect(api.status).toBe(502);
    expect(((await api.json()) as { message: string }).message).toBe('Магазин временно недоступен');
    const page = await front.app.request('/menu/pizza');
    expect(page.status).toBe(200);
    expect(await page.text()).not.toContain('Маргарита');
  });
});
