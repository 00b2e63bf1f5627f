// The shop's head on every page (SPEC.md §1 favicon, canonical, manifest; §3 seo, seo_by_langs,
// robots): default title, description and preview tags that a screen overrides with its own.
import { observer } from 'mobx-react-lite';
import { DocumentTitle, HeadLink, Meta } from '../components/head.tsx';
import { robotsMeta } from '../../domain/seo.ts';
import { useSeo } from './use-seo.ts';

/**
 * In the browser only the title follows the customer (the tab and history show it): description,
 * robots, preview tags and icons are for crawlers and link-preview bots, which read every address
 * from the server, so the browser keeps the server's copies and carries no code for them.
 */
export const ShopMeta = import.meta.env.SSR ? observer(ShopMetaOnServer) : () => <DocumentTitle />;

function ShopMetaOnServer() {
  const { store, shop, absolute, lang } = useSeo();
  const s = store.settings.settings;
  if (!s) return null;
  const image = absolute(s.logo.icon_512 ? String(s.logo.icon_512) : s.logo.favicon_png);
  return (
    <>
      <DocumentTitle />
      <Meta name="description" content={shop.description} />
      {shop.keywords && <Meta name="keywords" content={shop.keywords} />}
      <Meta name="robots" content={robotsMeta(s.robots)} />
      <Meta property="og:type" content="website" />
      <Meta property="og:site_name" content={shop.name} />
      <Meta property="og:title" content={shop.name} />
      <Meta property="og:description" content={shop.description} />
      <Meta property="og:locale" content={ogLocale(lang)} />
      {image && <Meta property="og:image" content={image} />}
      <Meta name="twitter:card" content="summary_large_image" />
      <Meta name="twitter:title" content={shop.name} />
      <Meta name="twitter:description" content={shop.description} />
      {image && <Meta name="twitter:image" content={image} />}
      {s.logo.favicon_svg && (
        <HeadLink rel="icon" type="image/svg+xml" href={store.api.client.url(s.logo.favicon_svg)} />
      )}
      <HeadLink rel="icon" type="image/png" sizes="192x192" href="/icons/icon-192.png" />
      <HeadLink rel="apple-touch-icon" href="/icons/icon-192.png" />
      <HeadLink rel="manifest" href="/manifest.webmanifest" />
    </>
  );
}

/** og:locale wants language_TERRITORY; the shop's codes are languages (zh-CN aside). */
function ogLocale(lang: string): string {
  const territory: Record<string, string> = {
    ru: 'ru_RU',
    en: 'en_US',
    be: 'be_BY',
    kk: 'kk_KZ',
    hy: 'hy_AM',
    uz: 'uz_UZ',
    az: 'az_AZ',
    tt: 'tt_RU',
    'zh-CN': 'zh_CN',
    hi: 'hi_IN',
    vi: 'vi_VN',
    id: 'id_ID',
    tr: 'tr_TR',
    pt: 'pt_PT',
  };
  return territory[lang] ?? `${lang}_${lang.toUpperCase()}`;
}
