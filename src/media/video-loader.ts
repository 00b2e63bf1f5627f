// Videos through the media cache (SPEC.md §3 "stores videos (url, videoBlob)"): a hit plays from
// IndexedDB, a miss is downloaded once, stored and played. Whatever fails, the plain URL plays.
import { mediaCache, type MediaCache } from './media-cache.ts';

const inflight = new Map<string, Promise<Blob | null>>();

/** The video as a blob from the cache or the network; null when neither gives a video. */
export function loadVideo(
  url: string,
  cache: MediaCache = mediaCache,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<Blob | null> {
  let pending = inflight.get(url);
  if (!pending) {
    pending = fetchVideo(url, cache, fetchImpl).finally(() => inflight.delete(url));
    inflight.set(url, pending);
  }
  return pending;
}

async function fetchVideo(url: string, cache: MediaCache, fetchImpl: typeof fetch) {
  const hit = await cache.getVideo(url);
  if (hit) return hit;
  try {
    const response = await fetchImpl(url);
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || !type.startsWith('video/')) return null;
    const blob = await response.blob();
    void cache.putVideo(url, blob);
    return blob;
  } catch (error) {
    console.warn('[media-cache] video download failed', url, error);
    return null;
  }
}
