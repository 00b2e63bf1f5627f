// Pictures through the media cache: a hit shows at once from IndexedDB, a miss is fetched once,
// stored and shown. Whatever fails, the plain URL is the answer, so an image never goes missing.
// The cache (idb) is its own chunk, loaded after the first paint: the home page doesn't wait for it.
import { useEffect, useState } from 'react';

const loadPhoto = (url: string) =>
  import('./photo-loader.ts').then(
    (m) => m.loadPhoto(url),
    () => null,
  );

/** An object URL for the cached photo, the plain URL when caching is not possible, or undefined
 * while the first lookup runs (callers keep the space reserved). */
export function useCachedMedia(url: string | null | undefined): string | undefined {
  const [resolved, setResolved] = useState<{ url: string; src: string } | null>(null);
  useEffect(() => {
    if (!url) return;
    let live = true;
    let objectUrl: string | null = null;
    void loadPhoto(url).then((blob) => {
      if (!live) return;
      objectUrl = blob ? URL.createObjectURL(blob) : null;
      setResolved({ url, src: objectUrl ?? url });
    });
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return resolved && resolved.url === url ? resolved.src : undefined;
}
