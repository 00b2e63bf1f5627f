// /manifest.webmanifest from the settings (SPEC.md §3 Manifest, §5 fallbacks) and its pictures as
// real PNG files (SPEC.md §9: icons 192×192 and 512×512, screenshots 640×480), made with sharp from
// the shop's favicon and screenshot settings; a lettered icon in the brand colour when none is set.
import sharp from 'sharp';
import { LRUCache } from 'lru-cache';
import { buildManifest, MANIFEST_ICON_SIZES } from '../../src/domain/manifest.ts';
import { shopSeo } from '../../src/domain/seo.ts';
import type { Settings } from '../../src/domain/model.ts';

export const ICON_SIZES = MANIFEST_ICON_SIZES.map((s) => Number(s.split('x')[0]));
const SHOT = { width: 640, height: 480 };
/** /favicon.ico, asked for by browsers and by Yandex whatever a page links: the icon, 48 px (PNG). */
export const FAVICON_FILE = 'favicon.ico';
const FAVICON_SIZE = 48;

export function webManifest(settings: Settings, lang: string) {
  const shots = [settings.frontend_pwa_screenshot1, settings.frontend_pwa_screenshot2].filter(
    Boolean,
  );
  const manifest = buildManifest({
    seo: shopSeo(settings, lang),
    logo: { favicon_png: '/icons/icon.png' },
    frontend_pwa_screenshot1: shots[0] ? '/icons/screenshot-1.png' : '',
    frontend_pwa_screenshot2: shots[1] ? '/icons/screenshot-2.png' : '',
    start_url: '/',
    background_color: settings.facade.colors.background,
    theme_color: settings.facade.colors.main_buttons_background_color,
  });
  return {
    ...manifest,
    lang,
    scope: '/',
    icons: manifest.icons.map((icon) => ({
      ...icon,
      src: `/icons/icon-${icon.sizes.split('x')[0]}.png`,
      type: 'image/png',
      purpose: 'any',
    })),
    screenshots: manifest.screenshots.map((shot, i) => ({
      ...shot,
      src: shots.length > 0 ? `/icons/screenshot-${i + 1}.png` : '/icons/screenshot-1.png',
      type: 'image/png',
      form_factor: 'wide',
      label: manifest.name,
    })),
  };
}

export type ImageFetch = (url: string) => Promise<Buffer | null>;

/**
 * Drawn art (the icon, the screenshot made from it) in a palette of 256 colours: the icon 192 went
 * out as 23 KB and the 512 as 106 KB, now 10 and 39 KB, the same to the eye. The browser asks for
 * the 192 on a first visit (the touch icon) and an install for all of them.
 */
const ART_PNG = { palette: true, compressionLevel: 9, effort: 10 } as const;

const made = new LRUCache<string, Promise<Buffer>>({ max: 50, ttl: 10 * 60_000 });

/** The PNG for /icons/{file}, or null for a file that does not exist. */
export function manifestImage(
  file: string,
  settings: Settings,
  mediaUrl: (src: string) => string,
  fetchImage: ImageFetch,
): Promise<Buffer> | null {
  const sized = /^icon-(\d+)\.png$/.exec(file);
  const icon = file === FAVICON_FILE || sized !== null;
  const shot = /^screenshot-([12])\.png$/.exec(file);
  const size = sized ? Number(sized[1]) : FAVICON_SIZE;
  if (sized && !ICON_SIZES.includes(size)) return null;
  if (!icon && !shot) return null;
  const source = settings.logo.favicon_png || settings.logo.favicon_svg;
  const shotSource = shot
    ? [settings.frontend_pwa_screenshot1, settings.frontend_pwa_screenshot2][Number(shot[1]) - 1]
    : '';
  if (shot && shot[1] === '2' && !shotSource) return null;
  const background = settings.facade.colors.background || '#ffffff';
  const brand = settings.facade.colors.main_buttons_background_color || '#ff7a00';
  const key = `${file}|${source}|${shotSource}|${background}|${brand}|${settings.seo.name}`;
  let png = made.get(key);
  if (!png) {
    png = (async () => {
      const from = shotSource || source;
      const raw = from ? await fetchImage(mediaUrl(from)) : null;
      const art = raw ?? letterIcon(settings.seo.name, brand);
      if (icon)
        return sharp(art, { density: 300 })
          .resize(size, size, { fit: 'contain', background })
          .flatten({ background })
          .png(ART_PNG)
          .toBuffer();
      if (shotSource && raw)
        // The merchant's own screenshot may be a photo: full colour, compressed as far as it goes.
        return sharp(raw)
          .resize(SHOT.width, SHOT.height, { fit: 'cover' })
          .png({ compressionLevel: 9 })
          .toBuffer();
      // SPEC.md §5: no screenshot set, so the icon is reused at 640×480.
      const middle = await sharp(art, { density: 300 })
        .resize(280, 280, { fit: 'contain', background })
        .png()
        .toBuffer();
      return sharp({ create: { ...SHOT, channels: 4, background } })
        .composite([{ input: middle, gravity: 'center' }])
        .flatten({ background })
        .png(ART_PNG)
        .toBuffer();
    })();
    png.catch(() => made.delete(key));
    made.set(key, png);
  }
  return png;
}

/** The shop's first letter on its brand colour. */
function letterIcon(name: string, colour: string): Buffer {
  const letter = (name.trim()[0] ?? '•').toUpperCase().replace(/[<&>]/g, '');
  const fill = /^#[0-9a-f]{3,8}$/i.test(colour) ? colour : '#ff7a00';
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512"><rect width="512" height="512" rx="96" fill="${fill}"/><text x="256" y="340" font-family="sans-serif" font-size="260" font-weight="700" text-anchor="middle" fill="#fff">${letter}</text></svg>`,
  );
}
