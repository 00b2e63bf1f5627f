// SEO meta of an open product (SPEC.md §2: title, description, keywords, og tags from the product).
import { DocumentTitle, Meta } from '../components/head.tsx';
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
    <>
      <DocumentTitle title={title} />
      <Meta name="description" content={description} />
      {seo.keywords && <Meta name="keywords" content={seo.keywords} />}
      <Meta property="og:type" content="product" />
      <Meta property="og:title" content={title} />
      <Meta property="og:description" content={description} />
      <Meta property="og:url" content={`${window.location.origin}/?product_id=${product.id}`} />
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
