// /gallery: photos from restoran/v1/gallery (a failed load says so, with a retry).
import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../store-context.tsx';
import { Page } from '../components/page.tsx';
import { ScreenSkeleton } from '../components/skeleton.tsx';
import { LoadFailed } from '../components/load-failed.tsx';
import { GALLERY_ID, contentOf } from '../../stores/content-store.ts';

const GalleryScreen = observer(function GalleryScreen() {
  const store = useStores();
  const content = contentOf(store);
  const { t } = useTranslation();
  useEffect(() => void content.loadGallery(GALLERY_ID), [content]);
  const entry = content.gallery(GALLERY_ID);
  return (
    <Page title={t('gallery.title')}>
      {(!entry || entry.status === 'loading') && <ScreenSkeleton />}
      {entry?.status === 'failed' && (
        <LoadFailed onRetry={() => void content.loadGallery(GALLERY_ID)} />
      )}
      {entry?.status === 'loaded' && (
        <div className="gallery-grid">
          {entry.data.map((src, i) => (
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
      )}
    </Page>
  );
});

export default GalleryScreen;
