// /gallery: the shop's galleries (restoran/v1/gallery; a backend without the list answers gallery 1
// alone), each under its title; a photo opens the full-screen carousel of its gallery. A failed
// load says so, with a retry.
import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import { Page } from '../components/page.tsx';
import { ScreenSkeleton } from '../components/skeleton.tsx';
import { LoadFailed } from '../components/load-failed.tsx';
import { contentOf } from '../../stores/content-store.ts';

const GalleryScreen = observer(function GalleryScreen() {
  const store = useStores();
  const content = contentOf(store);
  const { t } = useTranslation();
  // Again in another language (the galleries' titles are the shop's texts).
  const lang = store.ui.contentLanguage;
  useEffect(() => void content.loadGalleries(), [content, lang]);
  const entry = content.galleries;
  const url = (src: string) => store.api.client.url(src);
  return (
    <Page title={t('gallery.title')}>
      {(!entry || entry.status === 'loading') && <ScreenSkeleton />}
      {entry?.status === 'failed' && <LoadFailed onRetry={() => void content.loadGalleries()} />}
      {entry?.status === 'loaded' &&
        entry.data.map((gallery, g) => {
          const images = gallery.images.map(url);
          return (
            <section
              key={gallery.id || g}
              className="gallery-section"
              aria-labelledby={`gallery-${g}`}
            >
              {/* One gallery needs no heading of its own under the page's. */}
              <h2
                id={`gallery-${g}`}
                className={entry.data.length > 1 ? 'gallery-section__title' : 'visually-hidden'}
              >
                {gallery.title || t('gallery.title')}
              </h2>
              <div className="gallery-grid">
                {images.map((src, i) => (
                  <button
                    key={`${i}:${src}`}
                    type="button"
                    className="gallery-grid__item"
                    onClick={() => store.ui.openCarousel(images, i)}
                    aria-label={t('gallery.open', {
                      title: gallery.title || t('gallery.title'),
                      n: i + 1,
                    })}
                    aria-haspopup="dialog"
                  >
                    <img
                      src={src}
                      alt=""
                      width={256}
                      height={256}
                      loading={g === 0 && i < 4 ? 'eager' : 'lazy'}
                    />
                  </button>
                ))}
              </div>
            </section>
          );
        })}
    </Page>
  );
});

export default GalleryScreen;
