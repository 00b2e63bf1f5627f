// One typed function per backend call (SPEC.md §7). Each validates the answer with the domain schemas.
import * as z from 'zod/mini';
import type { ApiClient } from './client.ts';
import { settingsSchema, templatesSchema, type Category } from '../domain/model.ts';
import { cacheBucket } from '../domain/cache-version.ts';
import { parseCatalogSteps } from '../domain/catalog-parse.ts';
import type { Result } from './client.ts';
import { runSliced } from './sliced.ts';

export const userSchema = z.looseObject({
  ID: z.coerce.number(),
  display_name: z.catch(z.string(), ''),
  first_name: z.catch(z.string(), ''),
  last_name: z.catch(z.string(), ''),
  phone: z.catch(z.string(), ''),
  email: z.catch(z.string(), ''),
  birth: z.catch(z.string(), ''),
});
export type User = z.infer<typeof userSchema>;

const postSchema = z.looseObject({
  id: z.number(),
  slug: z.string(),
  date: z.catch(z.string(), ''),
  title: z.object({ rendered: z.string() }),
  excerpt: z.catch(z.object({ rendered: z.string() }), { rendered: '' }),
  content: z.catch(z.object({ rendered: z.string() }), { rendered: '' }),
  featured_image: z.catch(z.string(), ''),
});
export type Post = z.infer<typeof postSchema>;

/** A gallery of photos; the list of the shop's galleries is the reference backend's (README). */
export const gallerySchema = z.looseObject({
  id: z.catch(z.coerce.number(), 0),
  title: z.catch(z.string(), ''),
  images: z.catch(z.array(z.string()), []),
});
export type Gallery = z.infer<typeof gallerySchema>;

export const brandSchema = z.looseObject({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  description: z.catch(z.string(), ''),
  image: z.catch(z.string(), ''),
});
export type Brand = z.infer<typeof brandSchema>;

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
  const answer = await client.request(path, z.array(z.unknown()), { query, token: null });
  if (!answer.ok) return answer;
  return { ok: true, data: await runSliced(parseCatalogSteps(answer.data)) };
}

export function shopApi(client: ApiClient, now: () => number) {
  const bucket = () => cacheBucket(now());
  return {
    client,
    settings: (lang: string) =>
      client.request('/wp-json/v1/all_settings', settingsSchema, {
        query: { t: bucket(), lang: lang === 'ru' ? undefined : lang },
      }),
    templates: () => client.request('/wp-json/front/settings', templatesSchema),
    fallbackBanners: () => client.request('/banners-json', z.array(z.unknown())),
    catalog: (file: CatalogFile, lang: string) =>
      catalogFile(
        client,
        `/wp-content/uploads/app_sync/${file}${lang === 'ru' ? '' : `-${lang}`}.json`,
        { t: bucket() },
      ),
    priceFile: (path: string, lang: string) =>
      catalogFile(client, path, { t: bucket(), lang: lang === 'ru' ? undefined : lang }),
    sendCode: (phone: string) =>
      client.request(
        '/wp-json/wc/auth/send_code',
        z.looseObject({ success: z.boolean(), resend_in: z.catch(z.number(), 30) }),
        {
          method: 'POST',
          body: { phone },
        },
      ),
    checkCode: (phone: string, code: string) =>
      client.request(
        '/wp-json/wc/auth/check_code',
        z.object({ token: z.string(), user_id: z.coerce.number() }),
        {
          method: 'POST',
          body: { phone, code },
        },
      ),
    currentUser: () =>
      client.request(
        '/wp-json/system/users',
        z.pipe(
          z.object({ status: z.literal('success'), data: z.object({ data: userSchema }) }),
          z.transform((r) => r.data.data),
        ),
      ),
    /**
     * Ends the session on the server (the token stops working everywhere). The token is named: the
     * store forgets it at once; it travels as the client's token transport says, like any other.
     */
    logout: (token: string) =>
      client.request('/wp-json/wc/auth/logout', z.unknown(), { method: 'POST', token }),
    posts: (slug: string | undefined, lang: string) =>
      client.request('/wp-json/wp/v2/posts', z.array(postSchema), { query: { slug, lang } }),
    pages: (slug: string | undefined, lang: string) =>
      client.request('/wp-json/wp/v2/pages', z.array(postSchema), { query: { slug, lang } }),
    /** The shop's galleries (not in SPEC.md §7: the reference backend's list; README). */
    galleries: () => client.request('/wp-json/restoran/v1/gallery', z.array(gallerySchema)),
    blog: (lang: string) =>
      client.request('/wp-json/restoran/v1/blog', z.array(postSchema), { query: { lang } }),
    gallery: (id: string) =>
      client.request(`/wp-json/restoran/v1/gallery/${encodeURIComponent(id)}`, gallerySchema),
    brands: () => client.request('/wp-json/v1/brands', z.catch(z.array(brandSchema), [])),
  };
}

export type ShopApi = ReturnType<typeof shopApi>;
