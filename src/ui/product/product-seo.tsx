// SEO meta of an open product (SPEC.md §2: title, description, keywords, og tags from the product).
import { Helmet } from 'react-helmet-async';
import { observer } from 'mobx-react-lite';
import type { Product } from '../../domain/model.ts';
import { useStores } from '../store-context.tsx';
import { htmlToText } from '../components/safe-html.tsx';

export const ProductSeo = observer(function ProductSeo({ product }: { product: Product }) {
  const store = useStores();
  const seo = product.seo_data;
  const title = seo.title || product.name;
  const description =
    seo.description || htmlToText(product.short_description || product.description).slice(0, 160);
  const image = seo.og_image || product.images[0];
  return (
    <Helmet>
      <title>{title}</title>
      <meta name="description" content={description} />
      {seo.keywords && <meta name="keywords" content={seo.keywords} />}
      <meta property="og:type" content="product" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={`${window.location.origin}/?product_id=${product.id}`} />
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
