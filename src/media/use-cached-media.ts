// Photos and videos through the media cache: a hit shows at once from IndexedDB, a miss is fetched
// once, stored and shown. Whatever fails, the plain URL is the answer, so nothing goes missing.
// The cache (idb) is its own chunk, loaded after the first paint: the home page doesn't wait for it.
import { useEffect, useState } from 'react';
import type { MediaKind } from './media-loader.ts';

const load = (kind: MediaKind, url: string) =>
  import('./media-loader.ts').then(
    (m) => m.loadMedia(kind, url),
    () => null,
  );

/** An object URL for the cached photo (or video), the plain URL when caching is not possible, or
 * undefined while the first lookup runs (callers keep the space reserved). */
export function useCachedMedia(
  url: string | null | undefined,
  kind: MediaKind = 'photo',
): string | undefined {
  const [resolved, setResolved] = useState<{ url: string; src: string } | null>(null);
  useEffect(() => {
    if (!url) return;
    let live = true;
    let objectUrl: string | null = null;
    void load(kind, url).then((blob) => {
      if (!live) return;
      objectUrl = blob ? URL.createObjectURL(blob) : null;
      setResolved({ url, src: objectUrl ?? url });
    });
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, kind]);
  return resolved && resolved.url === url ? resolved.src : undefined;
}
