// SEO meta of a category page (SPEC.md §2: title, description, keywords, og tags from the category).
import { DocumentTitle, Meta } from '../components/head.tsx';
import { observer } from 'mobx-react-lite';
import type { Category } from '../../domain/model.ts';
import { useStores } from '../store-context.tsx';

export const CategorySeo = observer(function CategorySeo({ category }: { category: Category }) {
  const store = useStores();
  const seo = category.seo_data;
  const title = seo.title || category.name;
  const description = seo.description || category.description;
  const image = seo.og_image || category.image;
  return (
    <>
      <DocumentTitle title={title} />
      {description && <Meta name="description" content={description} />}
      {seo.keywords && <Meta name="keywords" content={seo.keywords} />}
      <Meta property="og:title" content={title} />
      {description && <Meta property="og:description" content={description} />}
      <Meta property="og:url" content={window.location.href.split('#')[0]} />
      <Meta property="og:site_name" content={store.settings.shopName} />
      {image && (
        <Meta
          property="og:image"
          content={new URL(store.api.client.url(image), window.location.origin).href}
        />
      )}
    </>
  );
});
