// Settings, banners and catalogue files (SPEC.md §7).
import { Hono } from 'hono';
import { getOption } from '../db.ts';
import type { AppContext } from '../app.ts';
import type { CatalogVariant } from '../catalog.ts';
import { wpError } from '../http.ts';
import { mergeSettings, visitorPatch } from './dev-settings.ts';

const CATALOG_FILE = /^prodcat(_main_categories_only|_main)?(?:-([a-zA-Z-]+))?\.json$/;

export function shopRoutes({ db, catalog, config }: AppContext) {
  const r = new Hono();

  r.get('/wp-json/v1/all_settings', (c) => {
    const settings = getOption<Record<string, unknown>>(db, 'all_settings');
    if (!settings) return wpError(c, 503, 'not_ready', 'Settings are not seeded');
    const own = config.demo ? visitorPatch(db, c) : null;
    if (own) {
      // Demo: this visitor previews a patch of their own (dev-settings.ts); nobody may cache it.
      c.header('cache-control', 'private, no-store');
      return c.json(mergeSettings({ ...settings, banners: getOption(db, 'banners') ?? [] }, own));
    }
    c.header('cache-control', 'public, max-age=60');
    // Demo: a visitor who starts a preview must not get the cached shop-wide answer.
    if (config.demo) c.header('vary', 'Cookie');
    return c.json({ ...settings, banners: getOption(db, 'banners') ?? [] });
  });

  r.get('/wp-json/front/settings', (c) =>
    c.json(getOption(db, 'front_settings') ?? { catalog_type: 'cat12' }),
  );
  r.get('/banners-json', (c) => c.json(getOption(db, 'banners') ?? []));

  r.get('/wp-content/uploads/app_sync/stocks/:file', (c) => {
    const m = /^prodcat-(\w+)\.json$/.exec(c.req.param('file'));
    if (!m) return wpError(c, 404, 'not_found', 'No such price file');
    return c.json(
      catalog.build({ variant: 'full', lang: c.req.query('lang') ?? 'ru', warehouseId: m[1] }),
    );
  });

  r.get('/wp-content/uploads/app_sync/:file', (c) => {
    const m = CATALOG_FILE.exec(c.req.param('file'));
    if (!m) return wpError(c, 404, 'not_found', 'No such catalogue file');
    const variant: CatalogVariant =
      m[1] === '_main_categories_only' ? 'categories-only' : m[1] === '_main' ? 'main' : 'full';
    return c.json(catalog.build({ variant, lang: m[2] ?? c.req.query('lang') ?? 'ru' }));
  });

  r.get('/wp-json/v1/brands', (c) => c.json(getOption(db, 'brands') ?? []));
  return r;
}
