// Issue 11 "Safe by default": a deployment by the README leaks nothing — production is the
// default, the demo's routes and clocks are off, and every page carries its security headers.
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import {
  DEMO_BOT_TOKEN,
  DEMO_REALTIME_SECRET,
  loadConfig,
  productionProblems,
} from '../../server/config.ts';
import { clip, jsonDepth } from '../../server/http/route-helpers.ts';
import { jsonCaller, seededBackend } from './harness.ts';
import { orderServer } from './order-fixtures.ts';
import { BOT_TOKEN, SECRET, builtStorefront, production } from './production.ts';
import { cases } from '../fixtures/cases.ts';

describe('production is the default a deployment gets', () => {
  it('DEMO unset is production; the demo needs DEMO=1', () => {
    expect(loadConfig({}).demo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).demo).toBe(false);
    expect(loadConfig({ DEMO: '1' }).demo).toBe(true);
    expect(loadConfig({ DEMO_CLOCK_START: '2026-11-18T14:00:00+03:00' }).demoClockStart).toBe(null);
  });

  it.each<[string, Record<string, string>, RegExp | null]>([
    ['nothing set', {}, /TELEGRAM_BOT_TOKEN is not set/],
    ['no realtime secret', { TELEGRAM_BOT_TOKEN: BOT_TOKEN }, /REALTIME_SECRET is not set/],
    [
      "the demo's token",
      { TELEGRAM_BOT_TOKEN: DEMO_BOT_TOKEN, REALTIME_SECRET: SECRET },
      /public demo token/,
    ],
    [
      "the demo's secret",
      { TELEGRAM_BOT_TOKEN: BOT_TOKEN, REALTIME_SECRET: DEMO_REALTIME_SECRET },
      /public demo secret/,
    ],
    ['a short secret', { TELEGRAM_BOT_TOKEN: BOT_TOKEN, REALTIME_SECRET: 'short' }, /32/],
    ['its own secrets', { TELEGRAM_BOT_TOKEN: BOT_TOKEN, REALTIME_SECRET: SECRET }, null],
  ])('refuses to start with %s', (_label, env, problem) => {
    const problems = productionProblems(loadConfig(env));
    if (problem === null) expect(problems).toEqual([]);
    else expect(problems.join('\n')).toMatch(problem);
  });

  it('the demo routes answer 404 in the WordPress shape', async () => {
    const s = production();
    for (const [method, url] of [
      ['GET', '/api/dev/sms-outbox'],
      ['POST', '/api/dev/settings'],
      ['GET', '/api/dev/requests'],
      ['GET', '/api/dev/translate-element.js'],
      ['GET', '/api/demo-pay/1?key=x'],
      ['POST', '/api/demo-pay/1'],
    ] as const) {
      const res = await s.call(method, url, method === 'POST' ? {} : undefined);
      expect(res.status, url).toBe(404);
      expect(res.json).toMatchObject({ code: 'rest_no_route', data: { status: 404 } });
    }
    const runtime = await s.call('GET', '/runtime-config.js');
    expect(runtime.text).toContain('"demo":false');
    // Production loads Google's own translate widget, never the demo's stand-in.
    expect(runtime.text).toContain(
      '"translateWidget":"https://translate.google.com/translate_a/element.js"',
    );
  });

  it('no sign-in code appears in the log or anywhere in the database', async () => {
    const s = production();
    s.db
      .prepare(
        "INSERT INTO sms_outbox (channel, phone, code, sent_at) VALUES ('sms', '+7', '1', '')",
      )
      .run();
    const again = createApp({ config: s.config, db: s.db, log: () => {} });
    void again; // a start in production empties an outbox an earlier demo run left
    expect(s.db.prepare('SELECT COUNT(*) AS n FROM sms_outbox').get()).toEqual({ n: 0 });

    const sent = await s.call('POST', '/api/wp-json/wc/auth/send_code', { phone: '+79161234567' });
    expect(sent.status).toBe(200);
    expect(sent.json).toMatchObject({ code_length: 6 });
    const { code } = s.delivered[0]!;
    expect(code).toMatch(/^\d{6}$/);
    expect(s.log.join('\n')).not.toContain(code);
    expect(s.dump()).not.toContain(code);
    const ok = await s.call('POST', '/api/wp-json/wc/auth/check_code', {
      phone: '+79161234567',
      code,
    });
    expect(ok.status).toBe(200);
    expect(s.log.join('\n')).not.toContain(code);
  });

  it('without a code gateway, code sign-in says it is unavailable (503) and stores nothing', async () => {
    const { config, db } = seededBackend({ TELEGRAM_BOT_TOKEN: BOT_TOKEN }, 'shop-prod-');
    const call = jsonCaller(createApp({ config, db, log: () => {} }));
    const res = await call('POST', '/api/wp-json/wc/auth/send_code', { phone: '+79161234567' });
    expect(res.status).toBe(503);
    expect(res.json).toMatchObject({ code: 'code_not_sent', data: { status: 503 } });
    expect(db.prepare('SELECT COUNT(*) AS n FROM auth_codes').get()).toEqual({ n: 0 });
  });

  it('no demo payment and no demo status clock', async () => {
    const s = production({ DEMO_ORDER_STEP_MS: '5' });
    const o = orderServer();
    const body = o.body({ payment_method: 'demo_online' }, { lat: '55.8458', long: '37.6176' });
    const online = await s.call('POST', '/api/wp-json/wc/v3/orders', body);
    expect(online.status).toBe(400);
    expect(online.json.code).toBe('payment_method_unavailable');
    const cash = await s.call('POST', '/api/wp-json/wc/v3/orders', o.body());
    expect(cash.status).toBe(201);
    await new Promise((r) => setTimeout(r, 60));
    const row = s.db.prepare('SELECT status FROM orders WHERE id = ?').get(cash.json.id);
    expect(row).toEqual({ status: 'processing' });
  });
});

describe('security headers', () => {
  it('pages carry a CSP that frames only in the shop and Telegram web; the API is inert', async () => {
    const dist = builtStorefront();
    const s = production({ DIST_DIR: dist, CSP_ANALYTICS_ORIGINS: 'https://mc.yandex.ru' });
    const api = await s.call('GET', '/api/wp-json/v1/all_settings');
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    expect(api.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(api.headers.get('content-security-policy')).toContain("default-src 'none'");
    const page = await s.app.request('/menu/pizza');
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'self' https://web.telegram.org");
    expect(csp).toMatch(/script-src 'self'[^;]* https:\/\/mc\.yandex\.ru/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it("a page allows the shop's analytics snippets: inline code by hash, files by origin", async () => {
    const crypto = await import('node:crypto');
    const { getOption, setOption } = await import('../../server/db/db.ts');
    const dist = builtStorefront();
    const s = production({ DIST_DIR: dist });
    const code = 'ym(12345, "init", { ecommerce: "dataLayer" });';
    const settings = getOption<Record<string, unknown>>(s.db, 'all_settings')!;
    setOption(s.db, 'all_settings', {
      ...settings,
      include: {
        metrix: `<script>${code}</script><noscript><img src="https://mc.yandex.ru/watch/1"></noscript>`,
        scripts: '<script async src="https://mc.yandex.ru/metrika/tag.js"></script>',
      },
    });
    const csp = (await s.app.request('/lk')).headers.get('content-security-policy') ?? '';
    const hash = crypto.createHash('sha256').update(code, 'utf8').digest('base64');
    expect(csp).toMatch(new RegExp(`script-src [^;]*'sha256-${hash.replace(/[+/]/g, '\\$&')}'`));
    expect(csp).toMatch(/script-src [^;]*https:\/\/mc\.yandex\.ru/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/mc\.yandex\.ru/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it("Google Translate's origins are allowed only for a shop with use_google_translate", async () => {
    const { getOption, setOption } = await import('../../server/db/db.ts');
    const dist = builtStorefront();
    const off = production({ DIST_DIR: dist });
    const offCsp = (await off.app.request('/lk')).headers.get('content-security-policy') ?? '';
    expect(offCsp).not.toContain('google');

    const on = production({ DIST_DIR: dist, TRANSLATE_WIDGET_URL: 'https://tr.example/el.js' });
    const settings = getOption<Record<string, unknown>>(on.db, 'all_settings')!;
    setOption(on.db, 'all_settings', {
      ...settings,
      use_google_translate: true,
      google_languages_list: ['en', 'uz'],
    });
    const csp = (await on.app.request('/lk')).headers.get('content-security-policy') ?? '';
    for (const directive of ['script-src', 'style-src', 'connect-src', 'frame-src']) {
      expect(csp).toMatch(new RegExp(`${directive} [^;]*https://translate\\.googleapis\\.com`));
      expect(csp).toMatch(new RegExp(`${directive} [^;]*https://www\\.gstatic\\.com`));
      // A widget script served from elsewhere (TRANSLATE_WIDGET_URL) is allowed by its origin.
      expect(csp).toMatch(new RegExp(`${directive} [^;]*https://tr\\.example`));
    }
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('a server-rendered page allows its inline script by nonce or by hash', async () => {
    const { Hono } = await import('hono');
    const { allowInlineScript, cspNonce, securityHeaders } =
      await import('../../server/http/security-headers.ts');
    const app = new Hono();
    app.use('*', securityHeaders(loadConfig({})));
    app.get('/', (c) => {
      const nonce = cspNonce(c);
      const hash = allowInlineScript(c, 'window.__STATE__={}');
      return c.html(`<script nonce="${nonce}">x</script><!--${hash}-->`);
    });
    const res = await app.request('/');
    const html = await res.text();
    const nonce = /nonce="([^"]+)"/.exec(html)![1]!;
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain(`'nonce-${nonce}'`);
    expect(csp).toMatch(/'sha256-[A-Za-z0-9+/=]{44}'/);
    const other = await app.request('/');
    expect(other.headers.get('content-security-policy')).not.toContain(nonce);
  });
});

describe('helpers', () => {
  cases('clip(%j, %i) never splits a character', clip, [
    ['Анна 🍕🍕', 6, 'Анна 🍕'],
    ['👨‍👩‍👧 семья', 3, '👨‍👩‍👧 с'],
    ['короткий', 100, 'короткий'],
  ]);

  cases('jsonDepth(%s) = %i', jsonDepth, [
    ['{}', 1],
    ['{"a":[1,{"b":"[[["}]}', 3],
    ['"\\"[["', 0],
  ]);
});
