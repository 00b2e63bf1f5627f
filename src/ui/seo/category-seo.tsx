// SEO meta of a category page (SPEC.md §2: title, description, keywords, og tags from the category)
// and its breadcrumb trail.
import { observer } from 'mobx-react-lite';
import { DocumentTitle, Meta } from '../components/head.tsx';
import type { Category } from '../../domain/model.ts';
import type { RootStore } from '../../stores/root-store.ts';
import { categoryPath, categoryTrail } from '../../domain/catalog-paths.ts';
import { breadcrumbJsonLd } from '../../domain/structured-data.ts';
import { pageUrl } from '../../domain/seo.ts';
import { clipText, htmlToText } from '../../domain/html-text.ts';
import { useSeo } from './use-seo.ts';
import { JsonLd } from './json-ld.tsx';
import { PreviewMeta } from './preview-meta.tsx';

/** Home, then each category down to the last, as breadcrumb items. */
export function trailItems(store: RootStore, trail: Category[], lang: string, defaultLang: string) {
  const origin = store.ui.origin;
  const tree = store.catalog.visible;
  const home = store.settings.settings?.seo.name || '/';
  return [
    { name: home, url: pageUrl(origin, '/', lang, defaultLang) },
    ...trail.map((c) => ({
      name: c.name,
      url: pageUrl(origin, categoryPath(tree, c), lang, defaultLang),
    })),
  ];
}

export const CategorySeo = observer(function CategorySeo({ category }: { category: Category }) {
  const { store, absolute, lang, shop } = useSeo();
  const seo = category.seo_data;
  const title = seo.title || category.name;
  const description =
    seo.description || clipText(htmlToText(category.description), 160) || shop.description;
  const image = absolute(seo.og_image || category.image);
  const defaultLang = store.settings.languages.find((l) => l.default)?.code ?? 'ru';
  const trail = categoryTrail(store.catalog.visible, category);
  return (
    <>
      <DocumentTitle title={title} />
      {seo.keywords && <Meta name="keywords" content={seo.keywords} />}
      <PreviewMeta title={title} description={description} image={image} />
      {import.meta.env.SSR && trail.length > 0 && (
        <JsonLd
          id="breadcrumbs"
          data={breadcrumbJsonLd(trailItems(store, trail, lang, defaultLang))}
        />
      )}
    </>
  );
});
