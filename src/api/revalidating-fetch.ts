// A repeat visit costs a 304, not the catalogue (issue 19). SPEC.md §7 asks for the catalogue files
// with a 3-minute `?t=` bucket, so after three minutes the address is new and the browser's own
// cache has nothing to revalidate. This fetch keeps the last copy of each catalogue file under its
// address without the bucket (the Cache API) and asks with its ETag: an unchanged catalogue answers
// 304 and the kept copy is used; a changed one arrives whole and replaces it. Only for same-origin
// addresses (a conditional header would make a cross-origin request preflighted); anything that
// fails falls back to a plain request. With no connection at all, the kept copy is the answer.

export interface RevalidatingOptions {
  /** Which requests to keep (the catalogue files). */
  match: (url: URL) => boolean;
  /** The browser's CacheStorage; undefined where there is none (insecure origins, old webviews). */
  caches: CacheStorage | undefined;
  origin: string;
  cacheName?: string;
  /** The cache-busting query parameter left out of the key. */
  bucketParam?: string;
}

export const CATALOG_CACHE = 'catalog-files-v1';

export function revalidatingFetch(base: typeof fetch, options: RevalidatingOptions): typeof fetch {
  const { match, caches: storage, origin } = options;
  const cacheName = options.cacheName ?? CATALOG_CACHE;
  const bucketParam = options.bucketParam ?? 't';
  return async (input, init) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    const url = new URL(input instanceof Request ? input.url : String(input), origin);
    if (method !== 'GET' || !storage || url.origin !== origin || !match(url))
      return base(input, init);
    const key = new URL(url);
    key.searchParams.delete(bucketParam);
    let cache: Cache;
    let held: Response | undefined;
    try {
      cache = await storage.open(cacheName);
      held = await cache.match(key.href);
    } catch {
      return base(input, init);
    }
    const etag = held?.headers.get('etag');
    const headers = new Headers(init?.headers);
    if (etag) headers.set('if-none-match', etag);
    let response: Response;
    try {
      response = await base(input, { ...init, headers });
    } catch (error) {
      // No connection: the last copy, so a returning visitor's menu opens offline (issue 15).
      if (held) return held;
      throw error;
    }
    if (response.status === 304 && held) return held;
    if (response.ok && response.headers.get('etag')) {
      // Kept while the caller reads its own copy; a failure to keep it costs only the next visit.
      cache.put(key.href, response.clone()).catch(() => undefined);
    }
    return response;
  };
}
