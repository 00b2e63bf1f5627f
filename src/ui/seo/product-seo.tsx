// SEO meta of an open product (SPEC.md §2: title, description, keywords, og tags from the product),
// its Product + Offer JSON-LD and the breadcrumb trail to it.
import { observer } from 'mobx-react-lite';
import { DocumentTitle, Meta } from '../components/head.tsx';
import type { Product } from '../../domain/model.ts';
import { clipText, htmlToText } from '../../domain/html-text.ts';
import { customerPrice } from '../../domain/catalog-sort.ts';
import { categoryTrail, productHome, productPath } from '../../domain/catalog-paths.ts';
import { breadcrumbJsonLd, currencyCode, productJsonLd } from '../../domain/structured-data.ts';
import { pageUrl } from '../../domain/seo.ts';
import { useSeo } from './use-seo.ts';
import { JsonLd } from './json-ld.tsx';
import { trailItems } from './category-seo.tsx';
import { PreviewMeta } from './preview-meta.tsx';

export const ProductSeo = observer(function ProductSeo({ product }: { product: Product }) {
  const { store, shop, absolute, origin, lang } = useSeo();
  const seo = product.seo_data;
  const title = seo.title || product.name;
  const text = htmlToText(product.short_description || product.description);
  const description = seo.description || clipText(text, 160) || shop.description;
  const image = absolute(seo.og_image || product.images[0] || '');
  const tree = store.catalog.visible;
  const defaultLang = store.settings.languages.find((l) => l.default)?.code ?? 'ru';
  const url = pageUrl(
    origin,
    productPath(tree, product) ?? `/?product_id=${product.id}`,
    lang,
    defaultLang,
  );
  const home = productHome(tree, product);
  const price = customerPrice(product);
  const currency = store.settings.currency;
  return (
    <>
      <DocumentTitle title={title} />
      {seo.keywords && <Meta name="keywords" content={seo.keywords} />}
      <Meta property="og:type" content="product" />
      <PreviewMeta title={title} description={description} image={image} />
      <Meta property="product:price:amount" content={price.toFixed(2)} />
      <Meta property="product:price:currency" content={currencyCode(currency)} />
      {image && <Meta property="og:image:alt" content={product.name} />}
      {import.meta.env.SSR && (
        <JsonLd
          id="product"
          data={productJsonLd({
            name: product.name,
            description: text || description,
            url,
            images: product.images.map(absolute).filter(Boolean),
            price,
            currency,
            inStock: product.in_stock,
            sku: String(product.id),
            category: home?.name ?? '',
            shopUrl: pageUrl(origin, '/', lang, defaultLang),
          })}
        />
      )}
      {import.meta.env.SSR && home && (
        <JsonLd
          id="breadcrumbs"
          data={breadcrumbJsonLd([
            ...trailItems(store, categoryTrail(tree, home), lang, defaultLang),
            { name: product.name, url },
          ])}
        />
      )}
    </>
  );
});
