// Photos and videos with the media cache behind them (SPEC.md §3 'media-cache'). The page shows the
// plain URL: the server's HTML already holds the picture (crawlers, link previews and a page whose
// scripts are still on their way see it) and the browser's own cache serves it again. Once the page
// is idle the media cache keeps a copy; when the network does not give the picture (offline, a
// dropped connection) the kept copy is shown instead.
// Before: each picture waited for the cache (IndexedDB, then a download and an object URL) behind a
// blank pixel, ~40 ms of a home page's start in Chromium for its 12 banners and stories (profiled).
// The cache (idb) is its own chunk, loaded when the page is idle: the home page doesn't carry it.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { MediaKind } from './media-loader.ts';
import { keepQueue } from './keep-queue.ts';

const loader = () => import('./media-loader.ts');

const copies = keepQueue<{ kind: MediaKind; url: string }>(({ kind, url }) =>
  loader().then((m) => m.loadMedia(kind, url)),
);

export interface CachedMedia {
  /** The plain URL, or an object URL of the kept copy once the network failed to give it. */
  src: string | undefined;
  from: 'network' | 'cache';
  /**
   * The element could not load `src`: show the kept copy, if there is one and it is not showing
   * already (true when it now shows).
   */
  failed: () => Promise<boolean>;
}

export function useCachedMedia(
  url: string | null | undefined,
  kind: MediaKind = 'photo',
): CachedMedia {
  const [copy, setCopy] = useState<{ url: string; src: string } | null>(null);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  // Keep a copy once the page is idle (a hit costs one read; a miss one download, mostly from the
  // browser's cache, and one write), one picture at a time (keep-queue.ts).
  useEffect(() => {
    if (!url) return;
    return copies.add({ kind, url });
  }, [url, kind]);
  useEffect(
    () => () => {
      if (copy) URL.revokeObjectURL(copy.src);
    },
    [copy],
  );
  const shown = copy && copy.url === url ? copy : null;
  const failed = useCallback(async () => {
    if (!url || shown) return false;
    const blob = await loader()
      .then((m) => m.cachedMedia(kind, url))
      .catch(() => null);
    if (!blob || !live.current) return false;
    setCopy({ url, src: URL.createObjectURL(blob) });
    return true;
  }, [url, kind, shown]);
  return { src: shown?.src ?? url ?? undefined, from: shown ? 'cache' : 'network', failed };
}
