// Demo only (DEMO on): POST /api/dev/settings merges a patch into the all_settings aggregate, so a
// demo can show the shop's other modes without a WordPress admin, e.g.
//   curl -X POST localhost:8080/api/dev/settings -H 'content-type: application/json' \
//        -d '{"settings":{"simplified_order":true}}'
// Objects merge key by key; arrays and plain values replace. Answers the settings as they are now.
// With ?scope=visitor the patch is this visitor's alone (a cookie names it): a demo, or a browser
// test, previews a page type or a mode while every other visitor keeps the shop as it is.
import { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { Db } from '../db/db.ts';
import type { AppContext } from '../app.ts';
import { getOption, setOption } from '../db/db.ts';
import { jsonBody } from '../http/route-helpers.ts';
import { TRANSLATE_WIDGET_STUB } from './translate-widget-stub.ts';

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);

export function mergeSettings(target: Json, patch: Json): Json {
  const out: Json = { ...target };
  for (const [key, value] of Object.entries(patch)) {
    out[key] = isObject(value) && isObject(out[key]) ? mergeSettings(out[key], value) : value;
  }
  return out;
}

const VISITOR_COOKIE = 'demo_settings';
/** Visitor patches per database (tests build several apps in one process); a demo keeps a few. */
const visitorPatches = new WeakMap<Db, Map<string, Json>>();
const MAX_VISITOR_PATCHES = 500;

/** This visitor's own settings patch (demo only), or null. */
export function visitorPatch(db: Db, c: Context): Json | null {
  const id = getCookie(c, VISITOR_COOKIE);
  return id ? (visitorPatches.get(db)?.get(id) ?? null) : null;
}

/**
 * The demo's stand-in for an analytics counter (no analytics service is reachable here): loaded by a
 * shop snippet such as `<script async src="/api/dev/analytics-stub.js"></script>`, it defines
 * Metrika's `ym` and records its calls and every e-commerce entry of the data layer in
 * window.__analyticsStub, for a demo to show and a browser test to read.
 */
const ANALYTICS_STUB = `(function () {
  var rec = (window.__analyticsStub = window.__analyticsStub || { calls: [], ecommerce: [] });
  window.ym = window.ym || function () { rec.calls.push([].slice.call(arguments)); };
  var layer = (window.dataLayer = window.dataLayer || []);
  var take = function (entry) { if (entry && entry.ecommerce) rec.ecommerce.push(entry.ecommerce); };
  layer.forEach(take);
  var push = layer.push;
  layer.push = function () {
    for (var i = 0; i < arguments.length; i++) take(arguments[i]);
    return push.apply(layer, arguments);
  };
  rec.loaded = (rec.loaded || 0) + 1;
})();
`;

export function devSettingsRoutes({ db, config }: AppContext) {
  const r = new Hono();
  // Outside the demo these routes do not exist (the API's 404 answers them).
  if (!config.demo) return r;
  const script = (body: string) => (c: Context) =>
    c.body(body, 200, {
      'content-type': 'application/javascript; charset=utf-8',
      'cache-control': 'no-store',
    });
  r.get('/dev/analytics-stub.js', script(ANALYTICS_STUB));
  // The demo's stand-in for Google's translate widget (TRANSLATE_WIDGET_URL's demo default).
  r.get('/dev/translate-element.js', script(TRANSLATE_WIDGET_STUB));
  r.post('/dev/settings', async (c) => {
    const patch = await jsonBody(c);
    if (c.req.query('scope') === 'visitor') {
      let patches = visitorPatches.get(db);
      if (!patches) visitorPatches.set(db, (patches = new Map()));
      const id = getCookie(c, VISITOR_COOKIE) ?? randomUUID();
      const merged = mergeSettings(patches.get(id) ?? {}, patch);
      patches.delete(id); // the newest last: the oldest preview goes first when there are too many
      patches.set(id, merged);
      if (patches.size > MAX_VISITOR_PATCHES) patches.delete(patches.keys().next().value!);
      setCookie(c, VISITOR_COOKIE, id, { path: '/', httpOnly: true, sameSite: 'Lax' });
      return c.json(mergeSettings(getOption<Json>(db, 'all_settings') ?? {}, patches.get(id)!));
    }
    const merged = mergeSettings(getOption<Json>(db, 'all_settings') ?? {}, patch);
    setOption(db, 'all_settings', merged);
    return c.json(merged);
  });
  return r;
}
