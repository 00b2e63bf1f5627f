// An <img> with the media cache behind it (SPEC.md §3): the plain URL, as the server's page has it;
// the kept copy when the network does not give the picture (use-cached-media.ts).
import { useEffect, useRef } from 'react';
import { useCachedMedia } from '../../media/use-cached-media.ts';

export function CachedImage({
  src,
  width,
  height,
  className,
  lazy = false,
}: {
  src: string;
  width: number;
  height: number;
  className?: string;
  /** Far from the first screen: asked for only as it comes near the viewport. */
  lazy?: boolean;
}) {
  const media = useCachedMedia(src);
  const image = useRef<HTMLImageElement>(null);
  const { failed } = media;
  // A picture that failed before the app took the page over: its error came before React listened.
  useEffect(() => {
    const img = image.current;
    if (img?.complete && img.naturalWidth === 0) void failed();
  }, [failed]);
  return (
    <img
      ref={image}
      className={className}
      src={media.src}
      alt=""
      width={width}
      height={height}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
      onError={() => void failed()}
      data-media-url={src}
      data-media-state={media.from}
    />
  );
}
