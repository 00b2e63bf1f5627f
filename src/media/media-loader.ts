// Photos and videos through the media cache (SPEC.md §3 "stores videos (url, videoBlob) and photos
// (url, photoBlob)"): loadMedia keeps a copy (a hit comes from IndexedDB, a miss is downloaded once
// and stored), cachedMedia reads the kept copy. Whatever fails, null: the caller uses the plain URL,
// so a picture or a video never goes missing.
import { mediaCache, type MediaCache } from './media-cache.ts';

/** Empties the media cache (a new cache_ver_site); through here so the cache is one chunk with it. */
export const clearMediaCache = () => mediaCache.clear();

export type MediaKind = 'photo' | 'video';

const CONTENT_TYPE: Record<MediaKind, string> = { photo: 'image/', video: 'video/' };
const inflight = new Map<string, Promise<Blob | null>>();

/** The photo or video as a blob from the cache or the network; null when neither gives one. */
export function loadMedia(
  kind: MediaKind,
  url: string,
  cache: MediaCache = mediaCache,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<Blob | null> {
  const key = `${kind}:${url}`;
  let pending = inflight.get(key);
  if (!pending) {
    // Two components asking for the same banner share one lookup and one download.
    pending = download(kind, url, cache, fetchImpl).finally(() => inflight.delete(key));
    inflight.set(key, pending);
  }
  return pending;
}

/** The kept copy of a photo or video, without a download; null when none is kept. */
export function cachedMedia(
  kind: MediaKind,
  url: string,
  cache: MediaCache = mediaCache,
): Promise<Blob | null> {
  return kind === 'photo' ? cache.getPhoto(url) : cache.getVideo(url);
}

async function download(kind: MediaKind, url: string, cache: MediaCache, fetchImpl: typeof fetch) {
  const hit = await cachedMedia(kind, url, cache);
  if (hit) return hit;
  try {
    const response = await fetchImpl(url);
    const type = response.headers.get('content-type') ?? '';
    // A 200 HTML page (an app-shell fallback) is not a picture or a video and is not cached as one.
    if (!response.ok || !type.startsWith(CONTENT_TYPE[kind])) return null;
    const blob = await response.blob();
    void (kind === 'photo' ? cache.putPhoto(url, blob) : cache.putVideo(url, blob));
    return blob;
  } catch (error) {
    // Another origin without CORS, offline…: <img> and <video> can still load the URL themselves.
    console.warn(`[media-cache] ${kind} download failed`, url, error);
    return null;
  }
}
