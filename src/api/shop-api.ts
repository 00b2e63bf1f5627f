// One typed function per backend call (SPEC.md §7). Each validates the answer with the domain schemas.
import * as v from 'valibot';
import { langParam, type ApiClient } from './client.ts';
import type { Category } from '../domain/catalog-model.ts';
import { cacheBucket } from '../domain/cache-version.ts';
import { parseCatalogSteps } from '../domain/catalog-parse.ts';
import type { Result } from './client.ts';
import { runSliced } from './sliced.ts';

export type { User } from './user-schema.ts';
export type { Post, Gallery, Brand } from './shop-schemas.ts';

/** The calls' schemas (shop-schemas.ts): loaded with the first call that needs them. */
const schemas = () => import('./shop-schemas.ts');

export type CatalogFile = 'prodcat_main_categories_only' | 'prodcat_main' | 'prodcat';

/**
 * A catalogue file: the list checked at the boundary, then each category and product validated
 * (catalog-parse.ts, the schema's rules at a fraction of the cost) in slices that leave the main
 * thread free between them.
 */
async function catalogFile(
  client: ApiClient,
  path: string,
  query: Record<string, string | number | undefined>,
): Promise<Result<Category[]>> {
  // Public files: no token (the same address for everyone, cacheable by any cache on the way).
  const answer = await client.request(path, v.array(v.unknown()), { query, token: null });
  if (!answer.ok) return answer;
  return { ok: true, data: await runSliced(parseCatalogSteps(answer.data)) };
}

export function shopApi(client: ApiClient, now: () => number) {
  const bucket = () => cacheBucket(now());
  return {
    client,
    settings: (lang: string) =>
      client.request(
        '/wp-json/v1/all_settings',
        schemas().then((s) => s.settingsSchema),
        { query: { t: bucket(), lang: langParam(lang) } },
      ),
    templates: () =>
      client.request(
        '/wp-json/front/settings',
        schemas().then((s) => s.templatesSchema),
      ),
    fallbackBanners: () =>
      client.request(
        '/banners-json',
        schemas().then((s) => s.anyList),
      ),
    catalog: (file: CatalogFile, lang: string) =>
      catalogFile(
        client,
        `/wp-content/uploads/app_sync/${file}${lang === 'ru' ? '' : `-${lang}`}.json`,
        { t: bucket() },
      ),
    priceFile: (path: string, lang: string) =>
      catalogFile(client, path, { t: bucket(), lang: langParam(lang) }),
    sendCode: (phone: string) =>
      client.request(
        '/wp-json/wc/auth/send_code',
        schemas().then((s) => s.sendCodeSchema),
        { method: 'POST', body: { phone } },
      ),
    checkCode: (phone: string, code: string) =>
      client.request(
        '/wp-json/wc/auth/check_code',
        schemas().then((s) => s.checkCodeSchema),
        { method: 'POST', body: { phone, code } },
      ),
    currentUser: () =>
      client.request(
        '/wp-json/system/users',
        schemas().then((s) => s.currentUserSchema),
      ),
    /**
     * Ends the session on the server (the token stops working everywhere). The token is named: the
     * store forgets it at once; it travels as the client's token transport says, like any other.
     */
    logout: (token: string) =>
      client.request(
        '/wp-json/wc/auth/logout',
        schemas().then((s) => s.anything),
        { method: 'POST', token },
      ),
    posts: (slug: string | undefined, lang: string) =>
      client.request(
        '/wp-json/wp/v2/posts',
        schemas().then((s) => s.posts),
        { query: { slug, lang } },
      ),
    pages: (slug: string | undefined, lang: string) =>
      client.request(
        '/wp-json/wp/v2/pages',
        schemas().then((s) => s.posts),
        { query: { slug, lang } },
      ),
    /** The shop's galleries (not in SPEC.md §7: the reference backend's list; README). */
    galleries: (lang: string) =>
      client.request(
        '/wp-json/restoran/v1/gallery',
        schemas().then((s) => s.galleries),
        { query: { lang: langParam(lang) } },
      ),
    blog: (lang: string) =>
      client.request(
        '/wp-json/restoran/v1/blog',
        schemas().then((s) => s.posts),
        { query: { lang } },
      ),
    gallery: (id: string, lang: string) =>
      client.request(
        `/wp-json/restoran/v1/gallery/${encodeURIComponent(id)}`,
        schemas().then((s) => s.gallerySchema),
        { query: { lang: langParam(lang) } },
      ),
    brands: (lang: string) =>
      client.request(
        '/wp-json/v1/brands',
        schemas().then((s) => s.brands),
        { query: { lang: langParam(lang) } },
      ),
  };
}

export type ShopApi = ReturnType<typeof shopApi>;
