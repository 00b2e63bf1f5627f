// /gallery: photos from restoran/v1/gallery (a failed load says so, with a retry).
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../store-context.tsx';
import { Page } from '../components/page.tsx';
import { ScreenSkeleton } from '../components/skeleton.tsx';
import { LoadFailed } from '../components/load-failed.tsx';
import { useLoad } from '../lk/use-load.ts';
import { contentReadsOf } from '../../stores/content-reads.ts';

const GalleryScreen = observer(function GalleryScreen() {
  const store = useStores();
  const { t } = useTranslation();
  const [gallery, retry] = useLoad(() => contentReadsOf(store).gallery(), 'gallery');
  return (
    <Page title={t('gallery.title')}>
      {gallery.status === 'loading' && <ScreenSkeleton />}
      {gallery.status === 'failed' && <LoadFailed onRetry={retry} />}
      {gallery.status === 'ready' && (
        <div className="gallery-grid">
          {gallery.data.images.map((src) => (
            <img
              key={src}
              src={store.api.client.url(src)}
              alt=""
              width={256}
              height={256}
              loading="lazy"
            />
          ))}
        </div>
      )}
    </Page>
  );
});

export default GalleryScreen;
