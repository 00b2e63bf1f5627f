// Settings, banners and catalogue files (SPEC.md §7).
import { Hono } from 'hono';
import { getOption } from '../db/db.ts';
import type { AppContext } from '../app.ts';
import { wpError } from '../http/route-helpers.ts';
import { mergeSettings, visitorPatch } from '../seed/dev-settings-routes.ts';
import { sendPrecompressed } from '../http/precompressed.ts';
import { languages } from '../seed/languages.ts';
import { inShopLanguage, shopContentLanguage, withSeoFallback } from './string-translations.ts';
import { OWN_LANGUAGE } from './translation-store.ts';
import { SHOP_SUMMING_FLAGS } from '../../src/domain/discount-choice.ts';

const CATALOG_FILE = /^prodcat(_main_categories_only|_main)?(?:-([a-zA-Z-]+))?\.json$/;
const LANGUAGES = new Set(languages.map((l) => l.code));

export function shopRoutes({ db, catalog, catalogFiles, config }: AppContext) {
  const r = new Hono();
  // A language the shop does not have: the default one (each name kept once, whatever is asked).
  const langOf = (code: string | undefined) => (code && LANGUAGES.has(code) ? code : OWN_LANGUAGE);

  // The discount plugin's summing flags, which all_settings carries too (SPEC.md §3): one source,
  // coupons/seettings' option, as the plugin keeps one set of options.
  const summingFlags = () => {
    const rules = getOption<Record<string, unknown>>(db, 'coupon_settings') ?? {};
    return Object.fromEntries(
      SHOP_SUMMING_FLAGS.flatMap((k) => (k in rules ? [[k, rules[k]]] : [])),
    );
  };

  r.get('/wp-json/v1/all_settings', (c) => {
    const stored = getOption<Record<string, unknown>>(db, 'all_settings');
    if (!stored) return wpError(c, 503, 'not_ready', 'Settings are not seeded');
    const own = config.demo ? visitorPatch(db, c) : null;
    const base = {
      ...stored,
      banners: getOption(db, 'banners') ?? [],
      settings: { ...(stored.settings as Record<string, unknown>), ...summingFlags() },
    };
    // Demo: this visitor previews a patch of their own (dev-settings.ts).
    const settings = own ? mergeSettings(base, own) : base;
    const asked = c.req.query('lang');
    const answer = withSeoFallback(
      inShopLanguage(db, settings, asked, settings),
      shopContentLanguage(db, asked, settings),
    );
    if (own) {
      // Nobody may cache a visitor's own preview.
      c.header('cache-control', 'private, no-store');
      return c.json(answer);
    }
    c.header('cache-control', 'public, max-age=60');
    // Demo: a visitor who starts a preview must not get the cached shop-wide answer.
    if (config.demo) c.header('vary', 'Cookie');
    return c.json(answer);
  });

  r.get('/wp-json/front/settings', (c) =>
    c.json(getOption(db, 'front_settings') ?? { catalog_type: 'cat12' }),
  );
  r.get('/banners-json', (c) =>
    c.json(inShopLanguage(db, getOption(db, 'banners') ?? [], c.req.query('lang'))),
  );

  // The catalogue files (SPEC.md §7): built once per catalogue change, answered like static files.
  r.get('/wp-content/uploads/app_sync/stocks/:file', async (c) => {
    const m = /^prodcat-(\w+)\.json$/.exec(c.req.param('file'));
    if (!m || !catalog.warehouses().includes(m[1]!))
      return wpError(c, 404, 'not_found', 'No such price file');
    const file = await catalogFiles.get({
      variant: 'full',
      lang: langOf(c.req.query('lang')),
      warehouseId: m[1],
    });
    return sendPrecompressed(c, file);
  });

  r.get('/wp-content/uploads/app_sync/:file', async (c) => {
    const m = CATALOG_FILE.exec(c.req.param('file'));
    if (!m || (m[2] !== undefined && !LANGUAGES.has(m[2])))
      return wpError(c, 404, 'not_found', 'No such catalogue file');
    const file = await catalogFiles.get({
      // prodcat_main and prodcat are the same file: the whole tree, stock summed over warehouses.
      variant: m[1] === '_main_categories_only' ? 'first-screen' : 'full',
      lang: m[2] ?? langOf(c.req.query('lang')),
    });
    return sendPrecompressed(c, file);
  });

  r.get('/wp-json/v1/brands', (c) =>
    c.json(inShopLanguage(db, getOption(db, 'brands') ?? [], c.req.query('lang'))),
  );
  return r;
}
