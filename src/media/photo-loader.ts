// Photos through the media cache: a hit comes from IndexedDB, a miss is fetched once and stored.
import { mediaCache, type MediaCache } from './media-cache.ts';

const inflight = new Map<string, Promise<Blob | null>>();

/** The photo as a blob from the cache or the network; null when neither gives an image. */
export function loadPhoto(
  url: string,
  cache: MediaCache = mediaCache,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<Blob | null> {
  let pending = inflight.get(url);
  if (!pending) {
    // Two components asking for the same banner share one lookup and one download.
    pending = fetchPhoto(url, cache, fetchImpl).finally(() => inflight.delete(url));
    inflight.set(url, pending);
  }
  return pending;
}

async function fetchPhoto(url: string, cache: MediaCache, fetchImpl: typeof fetch) {
  const hit = await cache.getPhoto(url);
  if (hit) return hit;
  try {
    const response = await fetchImpl(url);
    const type = response.headers.get('content-type') ?? '';
    // A 200 HTML page (an app-shell fallback) is not a picture and must not be cached as one.
    if (!response.ok || !type.startsWith('image/')) return null;
    const blob = await response.blob();
    void cache.putPhoto(url, blob);
    return blob;
  } catch (error) {
    // Another origin without CORS, offline…: <img> can still load the URL itself.
    console.warn('[media-cache] download failed', url, error);
    return null;
  }
}
