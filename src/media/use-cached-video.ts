// A video's source through the media cache: an object URL of the stored blob, or the plain URL
// when caching is not possible; undefined while the first lookup runs.
import { useEffect, useState } from 'react';
import { loadVideo } from './video-loader.ts';

export function useCachedVideo(url: string | null | undefined): string | undefined {
  const [resolved, setResolved] = useState<{ url: string; src: string } | null>(null);
  useEffect(() => {
    if (!url) return;
    let live = true;
    let objectUrl: string | null = null;
    void loadVideo(url).then((blob) => {
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
