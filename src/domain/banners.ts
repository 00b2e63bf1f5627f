// SPEC.md §3 Banner galleries and §2 Banner links, as a home page places them: the desctop_slider on
// top, stories (is_stories) in their row, the other galleries as home blocks of their own; and
// SPEC.md §3 demo_previews, which play as stories too.
import type { Banner } from './model';
import { bannerHref, bannerVisible } from './routes-rules';

export interface HomeBannerSet {
  slider: Banner[];
  stories: Banner[];
  gallery: Banner[];
  gallery_1: Banner[];
  gallery_2: Banner[];
}

/**
 * The banners of this stock and device, by place. A story of any gallery but the slider is in the
 * stories row (only there); the slider shows all of its own.
 */
export function homeBanners(
  banners: readonly Banner[],
  warehouseId: string | null,
  device = 'site',
): HomeBannerSet {
  const visible = banners.filter((b) => bannerVisible(b, warehouseId, device));
  const of = (gallery: Banner['gallery']) =>
    visible.filter((b) => b.gallery === gallery && !b.is_stories);
  return {
    slider: visible.filter((b) => b.gallery === 'desctop_slider'),
    stories: visible.filter((b) => b.gallery !== 'desctop_slider' && b.is_stories),
    gallery: of('gallery'),
    gallery_1: of('gallery_1'),
    gallery_2: of('gallery_2'),
  };
}

/** SPEC.md §7 "GET /api/banners-json: fallback banners": used when the settings carry none. */
export function bannersOrFallback(own: readonly unknown[], fallback: readonly unknown[] | null) {
  return own.length > 0 ? own : (fallback ?? []);
}

/** One page of the story viewer. */
export interface Story {
  /** Stable across loads: 'banner-{id}' or 'preview-{video id or n}' (marks a story seen). */
  key: string;
  title: string;
  subtitle: string;
  image: string;
  background: string;
  /** A video to play instead of the picture, through the media cache. */
  video: string | null;
  /** The call to action: the banner's link (SPEC.md §2 Banner links). */
  href: string | null;
}

export function bannerStory(b: Banner): Story {
  return {
    key: `banner-${b.id}`,
    title: b.title,
    subtitle: b.subtitle,
    image: b.image,
    background: b.background,
    video: null,
    href: bannerHref(b),
  };
}

/**
 * SPEC.md §3 "demo_previews: items with video {id,url} and image": each a story with its video
 * (when it has a url) over its image. An item with neither is skipped. An item may name itself
 * (`title`, ours: the spec's items have none); one without a title is labelled by the screen.
 */
export function previewStories(previews: readonly unknown[]): Story[] {
  return previews.flatMap((item, n) => {
    if (!item || typeof item !== 'object') return [];
    const {
      video,
      image: rawImage,
      title,
    } = item as { video?: unknown; image?: unknown; title?: unknown };
    const clip =
      video && typeof video === 'object' ? (video as { id?: unknown; url?: unknown }) : {};
    const url = typeof clip.url === 'string' ? clip.url.trim() : '';
    const id = typeof clip.id === 'string' || typeof clip.id === 'number' ? String(clip.id) : '';
    const image = typeof rawImage === 'string' ? rawImage : '';
    if (!url && !image) return [];
    return [
      {
        key: `preview-${id || n + 1}`,
        title: typeof title === 'string' ? title.trim() : '',
        subtitle: '',
        image,
        background: '',
        video: url || null,
        href: null,
      },
    ];
  });
}
