// SEO meta of a category page (SPEC.md §2: title, description, keywords, og tags from the category).
import { Helmet } from 'react-helmet-async';
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
    <Helmet>
      <title>{title}</title>
      {description && <meta name="description" content={description} />}
      {seo.keywords && <meta name="keywords" content={seo.keywords} />}
      <meta property="og:title" content={title} />
      {description && <meta property="og:description" content={description} />}
      <meta property="og:url" content={window.location.href.split('#')[0]} />
      <meta property="og:site_name" content={store.settings.shopName} />
      {image && (
        <meta
          property="og:image"
          content={new URL(store.api.client.url(image), window.location.origin).href}
        />
      )}
    </Helmet>
  );
});
