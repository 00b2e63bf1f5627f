// A further banner gallery (gallery, gallery_1, gallery_2: SPEC.md §3) as a home block of promo
// cards. Below the first screen, so a chunk loaded after it (home-blocks.tsx).
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../store-context.tsx';
import { CachedImage } from './cached-image.tsx';
import { BannerLink } from './banner-slider.tsx';

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
        <BannerLink key={b.id} banner={b} className="banner">
          <div className="banner__body" style={{ background: b.background || 'var(--brand)' }}>
            <div className="banner__text">
              <strong className="banner__title">{b.title}</strong>
              {b.subtitle && <span className="banner__subtitle">{b.subtitle}</span>}
            </div>
            {b.image && (
              <CachedImage
                className="banner__image"
                src={store.api.client.url(b.image)}
                width={88}
                height={88}
              />
            )}
          </div>
        </BannerLink>
      ))}
    </section>
  );
});

export default BannerGallery;
