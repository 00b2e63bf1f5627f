/** The settings the manifest is built from (SPEC.md §3 Settings), already fetched as blobs if wanted. */
export interface ManifestSource {
  seo: { name: string; description?: string | null };
  logo: { favicon_png?: string | null };
  frontend_pwa_screenshot1?: string | null;
  frontend_pwa_screenshot2?: string | null;
  /** Optional overrides; each falls back as SPEC.md §5 says. */
  id?: string | number | null;
  short_name?: string | null;
  start_url?: string | null;
  background_color?: string | null;
  theme_color?: string | null;
}

export interface ManifestImage {
  src: string;
  sizes: string;
  type: string;
}

export interface WebManifest {
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  id: string;
  display: 'standalone';
  background_color: string;
  theme_color: string;
  icons: ManifestImage[];
  screenshots: ManifestImage[];
}

export const MANIFEST_ICON_SIZES = ['192x192', '512x512'] as const;
export const MANIFEST_SCREENSHOT_SIZE = '640x480';

/**
 * SPEC.md §3 "Manifest" and §5 "Manifest id falls back to 1, background to white, theme colour
 * to black. Screenshots come from the two settings, otherwise the icon is reused at 640x480."
 * The settings give no screenshot size, so set screenshots are declared 640x480 as well.
 */
export function buildManifest(source: ManifestSource): WebManifest {
  const icon = source.logo.favicon_png?.trim() ?? '';
  const name = source.seo.name.trim();
  const shots = [source.frontend_pwa_screenshot1, source.frontend_pwa_screenshot2]
    .map((s) => s?.trim() ?? '')
    .filter((s) => s !== '');
  const screenshotSources = shots.length > 0 ? shots : icon !== '' ? [icon] : [];

  return {
    name,
    short_name: nonEmpty(source.short_name) ?? name,
    description: source.seo.description?.trim() ?? '',
    start_url: nonEmpty(source.start_url) ?? '/',
    id: nonEmpty(source.id === null || source.id === undefined ? null : String(source.id)) ?? '1',
    display: 'standalone',
    background_color: nonEmpty(source.background_color) ?? '#ffffff',
    theme_color: nonEmpty(source.theme_color) ?? '#000000',
    icons:
      icon === ''
        ? []
        : MANIFEST_ICON_SIZES.map((sizes) => ({ src: icon, sizes, type: imageType(icon) })),
    screenshots: screenshotSources.map((src) => ({
      src,
      sizes: MANIFEST_SCREENSHOT_SIZE,
      type: imageType(src),
    })),
  };
}

/** Browsers drop an icon whose declared type they cannot read, so guess it from the name. */
function imageType(src: string): string {
  const path = src.split(/[?#]/)[0]?.toLowerCase() ?? '';
  if (path.endsWith('.svg')) return 'image/svg+xml';
  if (path.endsWith('.webp')) return 'image/webp';
  if (path.endsWith('.jpg') || path.endsWith('.jpeg')) return 'image/jpeg';
  return 'image/png';
}

function nonEmpty(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}
