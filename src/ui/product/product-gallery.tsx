// Photos of a product: a swipeable strip with dots; a photo opens full screen in the image carousel
// (SPEC.md §2 Modals) at that photo.
import { useState } from 'react';
import { useTranslation } from '../use-translation.ts';
import { observer } from 'mobx-react-lite';
import type { Product } from '../../domain/model.ts';
import { useStores } from '../store-context.tsx';
import { PlateArt } from '../components/icons.tsx';

export const ProductGallery = observer(function ProductGallery({ product }: { product: Product }) {
  const store = useStores();
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const badge = product.acf['product-badge'];
  const onScroll = (e: React.UIEvent<HTMLDivElement>) => {
    const el = e.currentTarget;
    setIndex(Math.round(el.scrollLeft / Math.max(1, el.clientWidth)));
  };
  return (
    <div className="gallery">
      {/* Scrollable, so reachable by the keyboard (arrow keys swipe the photos). */}
      <div
        className="gallery__strip"
        onScroll={onScroll}
        tabIndex={product.images.length > 1 ? 0 : undefined}
        role={product.images.length > 1 ? 'region' : undefined}
        aria-label={
          product.images.length > 1
            ? t('product.photos', { context: store.settings.wording })
            : undefined
        }
        data-testid="product-gallery"
      >
        {product.images.length === 0 && (
          <div className="gallery__slide">
            <PlateArt size={140} />
          </div>
        )}
        {product.images.map((src, i) => (
          <button
            key={src}
            type="button"
            className="gallery__slide gallery__open"
            onClick={() => store.ui.openCarousel(product.images, i)}
            aria-label={t('carousel.open', { name: product.name, n: i + 1 })}
            aria-haspopup="dialog"
          >
            <img
              src={store.api.client.url(src)}
              alt={i === 0 ? product.name : ''}
              width={256}
              height={256}
            />
          </button>
        ))}
      </div>
      {badge && <span className="badge badge--modal">{badge}</span>}
      {product.images.length > 1 && (
        <div className="gallery__dots" aria-hidden="true">
          {product.images.map((src, i) => (
            <span key={src} className={i === index ? 'is-active' : ''} />
          ))}
        </div>
      )}
    </div>
  );
});
