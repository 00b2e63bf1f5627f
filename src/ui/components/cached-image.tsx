// An <img> served through the media cache (SPEC.md §3). Until the cache answers it shows a
// transparent pixel in the same element, so its CSS size holds and nothing around it moves.
import { useCachedMedia } from '../../media/use-cached-media.ts';

const BLANK = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

export function CachedImage({
  src,
  width,
  height,
  className,
}: {
  src: string;
  width: number;
  height: number;
  className?: string;
}) {
  const resolved = useCachedMedia(src);
  return (
    <img
      className={className}
      src={resolved ?? BLANK}
      alt=""
      width={width}
      height={height}
      decoding="async"
      data-media-url={src}
      data-media-state={resolved ? 'ready' : 'loading'}
    />
  );
}
