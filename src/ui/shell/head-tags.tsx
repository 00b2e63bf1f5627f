// Favicon, canonical link, manifest and the default title/description (SPEC.md §1, §3 Manifest).
import { useEffect, useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { DocumentTitle, HeadLink, Meta } from '../components/head.tsx';
import { useLocation } from 'react-router-dom';
import { useStores } from '../store-context.tsx';
import { buildManifest } from '../../domain/manifest.ts';

export const HeadTags = observer(function HeadTags() {
  const store = useStores();
  const s = store.settings.settings;
  const location = useLocation();
  const media = (url: string) => (url ? store.api.client.url(url) : '');
  const manifestHref = useMemo(() => {
    if (!s) return '';
    const manifest = buildManifest({
      seo: s.seo,
      logo: { favicon_png: media(s.logo.favicon_png || s.logo.favicon_svg) },
      frontend_pwa_screenshot1: media(s.frontend_pwa_screenshot1),
      frontend_pwa_screenshot2: media(s.frontend_pwa_screenshot2),
      start_url: `${window.location.origin}/`,
      background_color: s.facade.colors.background,
      theme_color: s.facade.colors.main_buttons_background_color,
    });
    return URL.createObjectURL(
      new Blob([JSON.stringify(manifest)], { type: 'application/manifest+json' }),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [s]);
  useEffect(
    () => () => {
      if (manifestHref) URL.revokeObjectURL(manifestHref);
    },
    [manifestHref],
  );
  if (!s) return null;
  const canonical =
    (s.settings.front_url || window.location.origin).replace(/\/$/, '') + location.pathname;
  return (
    <>
      <DocumentTitle />
      <Meta name="description" content={store.settings.seo.description} />
      {s.seo.keywords && <Meta name="keywords" content={s.seo.keywords} />}
      <Meta name="robots" content={s.robots ? 'index, follow' : 'noindex, nofollow'} />
      <Meta property="og:site_name" content={store.settings.shopName} />
      <HeadLink rel="canonical" href={canonical} />
      {s.logo.favicon_svg && (
        <HeadLink rel="icon" type="image/svg+xml" href={media(s.logo.favicon_svg)} />
      )}
      {s.logo.favicon_png && <HeadLink rel="apple-touch-icon" href={media(s.logo.favicon_png)} />}
      {manifestHref && <HeadLink rel="manifest" href={manifestHref} />}
    </>
  );
});
