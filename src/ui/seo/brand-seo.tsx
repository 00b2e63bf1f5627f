// A brand's page (/brands/{slug}): its description and picture in search results and link previews.
import { observer } from 'mobx-react-lite';
import { useSeo } from './use-seo.ts';
import { PreviewMeta } from './preview-meta.tsx';

export const BrandSeo = observer(function BrandSeo({
  brand,
}: {
  brand: { name: string; description: string; image: string };
}) {
  const { absolute, shop } = useSeo();
  return (
    <PreviewMeta
      title={brand.name}
      description={brand.description || shop.description}
      image={absolute(brand.image)}
    />
  );
});
