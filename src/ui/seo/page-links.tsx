// The address search engines should keep for this page (canonical, og:url) and its versions in
// the shop's other languages (hreflang). A product shown by ?product_id= and a category reached by
// its id both name their /menu/… address.
import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import { HeadLink, Meta } from '../components/head.tsx';
import { dropServerJsonLd } from '../components/head-tags.ts';
import { languageAlternates, pageUrl } from '../../domain/seo.ts';
import { categoryPath, productPath } from '../../domain/catalog-paths.ts';
import { useShownProduct } from '../product/product-modal-host.tsx';
import { useSeo } from './use-seo.ts';

/**
 * Canonical, og:url and language alternates, for crawlers and link-preview bots (which read every
 * address from the server). The browser renders none: it keeps the server's copies, and drops the
 * server's structured data once the customer has moved to another address.
 */
export const PageLinks = import.meta.env.SSR ? observer(PageLinksOnServer) : DropServerJsonLd;

function DropServerJsonLd() {
  const location = useLocation();
  const first = useRef(location.pathname + location.search);
  useEffect(() => {
    if (location.pathname + location.search !== first.current) dropServerJsonLd();
  }, [location.pathname, location.search]);
  return null;
}

function PageLinksOnServer() {
  const { store, origin, lang } = useSeo();
  const location = useLocation();
  const { product } = useShownProduct();
  const tree = store.catalog.visible;
  let path = location.pathname;
  if (product) {
    path = productPath(tree, product) ?? `/?product_id=${product.id}`;
  } else {
    const byId = /^\/(?:catalog|categories)\/(\d+)(?:\/subcategories\/(\d+))?\/?$/.exec(path);
    const category = byId ? store.catalog.categoryById(Number(byId[2] ?? byId[1])) : undefined;
    if (category) path = categoryPath(tree, category);
  }
  const languages = store.settings.languages.map((l) => l.code);
  const defaultLang = store.settings.languages.find((l) => l.default)?.code ?? 'ru';
  const canonical = pageUrl(origin, path, lang, defaultLang);
  return (
    <>
      <HeadLink rel="canonical" href={canonical} />
      <Meta property="og:url" content={canonical} />
      {languageAlternates(origin, path, languages, defaultLang).map((a) => (
        <HeadLink key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} />
      ))}
    </>
  );
}
