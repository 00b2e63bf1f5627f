// Demo only (DEMO on): POST /api/dev/settings merges a patch into the all_settings aggregate, so a
// demo can show the shop's other modes without a WordPress admin, e.g.
//   curl -X POST localhost:8080/api/dev/settings -H 'content-type: application/json' \
//        -d '{"settings":{"simplified_order":true}}'
// Objects merge key by key; arrays and plain values replace. Answers the settings as they are now.
import { Hono } from 'hono';
import type { AppContext } from '../app.ts';
import { getOption, setOption } from '../db.ts';
import { jsonBody, wpError } from '../http.ts';

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);

export function mergeSettings(target: Json, patch: Json): Json {
  const out: Json = { ...target };
  for (const [key, value] of Object.entries(patch)) {
    out[key] = isObject(value) && isObject(out[key]) ? mergeSettings(out[key], value) : value;
  }
  return out;
}

export function devSettingsRoutes({ db, config }: AppContext) {
  const r = new Hono();
  r.post('/dev/settings', async (c) => {
    if (!config.demo)
      return wpError(
        c,
        404,
        'rest_no_route',
        'No route was found matching the URL and request method.',
      );
    const patch = await jsonBody(c);
    const merged = mergeSettings(getOption<Json>(db, 'all_settings') ?? {}, patch);
    setOption(db, 'all_settings', merged);
    return c.json(merged);
  });
  return r;
}
