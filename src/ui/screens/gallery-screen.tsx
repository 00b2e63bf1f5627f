// /gallery: photos from restoran/v1/gallery.
import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../store-context.tsx';
import { Page } from '../components/page.tsx';
import { GALLERY_ID } from '../../stores/content-store.ts';

const GalleryScreen = observer(function GalleryScreen() {
  const store = useStores();
  const { t } = useTranslation();
  useEffect(() => void store.content.loadGallery(GALLERY_ID), [store]);
  const entry = store.content.gallery(GALLERY_ID);
  const images = entry?.status === 'loaded' ? entry.data : [];
  return (
    <Page title={t('gallery.title')}>
      <div className="gallery-grid">
        {images.map((src, i) => (
          <img
            key={src}
            src={store.api.client.url(src)}
            alt=""
            width={256}
            height={256}
            loading={i < 4 ? 'eager' : 'lazy'}
          />
        ))}
      </div>
    </Page>
  );
});

export default GalleryScreen;
