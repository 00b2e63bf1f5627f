// The image carousel (SPEC.md §2 Modals): photos full screen over whatever is open — swipe or the
// arrows (buttons, keyboard) between them, pinch, double tap or the wheel to zoom, a pull down,
// Escape or the close button to leave. yet-another-react-lightbox does the gestures; a chunk of
// its own, loaded when a photo is opened.
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import Lightbox from 'yet-another-react-lightbox';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import { useStores } from '../store-context.tsx';
import './image-carousel.css';

const ImageCarousel = observer(function ImageCarousel() {
  const { ui, api } = useStores();
  const { t } = useTranslation();
  const carousel = ui.carousel;
  if (!carousel) return null;
  const single = carousel.images.length === 1;
  return (
    <Lightbox
      open
      close={() => ui.closeCarousel()}
      index={carousel.index}
      slides={carousel.images.map((src) => ({ src: api.client.url(src) }))}
      plugins={single ? [Zoom] : [Zoom, Counter]}
      className="image-carousel"
      carousel={{ finite: carousel.images.length < 3 }}
      controller={{ closeOnPullDown: true, closeOnBackdropClick: true }}
      zoom={{ maxZoomPixelRatio: 3, doubleClickMaxStops: 2, scrollToZoom: true }}
      render={single ? { buttonPrev: () => null, buttonNext: () => null } : undefined}
      labels={{
        Lightbox: t('carousel.title'),
        'Photo gallery': t('carousel.title'),
        Carousel: t('carousel.title'),
        Slide: t('carousel.slide'),
        '{index} of {total}': t('carousel.position', { index: '{index}', total: '{total}' }),
        Previous: t('carousel.previous'),
        Next: t('carousel.next'),
        Close: t('carousel.close'),
        'Zoom in': t('carousel.zoomIn'),
        'Zoom out': t('carousel.zoomOut'),
      }}
    />
  );
});

export default ImageCarousel;
