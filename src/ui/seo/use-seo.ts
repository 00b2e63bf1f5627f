// What the SEO components share: the page's language, the shop's texts in it and absolute URLs.
import { useStores } from '../store-context.tsx';
import { absoluteUrl } from '../../domain/seo.ts';

export function useSeo() {
  const store = useStores();
  const lang = store.ui.language;
  const origin = store.ui.origin;
  const shop = store.settings.seo;
  return {
    store,
    lang,
    origin,
    shop,
    /** A media or page address as an absolute URL. */
    absolute: (url: string) => (url ? absoluteUrl(origin, store.api.client.url(url)) : ''),
    page: (path: string) => absoluteUrl(origin, path),
  };
}
