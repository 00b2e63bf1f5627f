// A further banner gallery (gallery, gallery_1, gallery_2: SPEC.md §3) as a home block of promo
// cards. Below the first screen, so a chunk loaded after it (home-blocks.tsx).
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import { BannerCard } from './banner-slider.tsx';

/** A further gallery (gallery, gallery_1, gallery_2) as a home block of promo cards. */
const BannerGallery = observer(function BannerGallery({
  gallery,
}: {
  gallery: 'gallery' | 'gallery_1' | 'gallery_2';
}) {
  const store = useStores();
  const { t } = useTranslation();
  const list = store.banners.home[gallery];
  if (list.length === 0) return null;
  return (
    <section
      className="banners banners--cards"
      aria-label={t('stories.promos')}
      data-gallery={gallery}
    >
      {list.map((b) => (
        <BannerCard key={b.id} banner={b} imageSize={88} lazy />
      ))}
    </section>
  );
});

export default BannerGallery;
