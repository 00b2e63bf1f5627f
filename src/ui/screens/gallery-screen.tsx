// /gallery: photos from restoran/v1/gallery.
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { useStores } from '../store-context.tsx';
import { Page } from '../components/page.tsx';

const gallerySchema = z.object({ images: z.catch(z.array(z.string()), []) });

const GalleryScreen = observer(function GalleryScreen() {
  const store = useStores();
  const { t } = useTranslation();
  const [images, setImages] = useState<string[]>([]);
  useEffect(() => {
    void store.api.client
      .request('/wp-json/restoran/v1/gallery/1', gallerySchema)
      .then((r) => r.ok && setImages(r.data.images));
  }, [store]);
  return (
    <Page title={t('gallery.title')}>
      <div className="gallery-grid">
        {images.map((src) => (
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
    </Page>
  );
});

export default GalleryScreen;
