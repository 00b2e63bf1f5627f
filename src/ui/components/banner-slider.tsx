// Home banners (SPEC.md §2 Banner links, §3 Banner galleries): the desctop_slider on top, the
// stories row (each opens the story viewer); the further galleries are banner-gallery.tsx.
import { observer } from 'mobx-react-lite';
import type { Banner } from '../../domain/model.ts';
import { useTranslation } from '../use-translation.ts';
import { bannerHref } from '../../domain/routes-rules.ts';
import { checkLink } from '../../domain/safe-link.ts';
import { CheckedAnchor } from './checked-anchor.tsx';
import { useStores } from '../store-context.tsx';
import { CachedImage } from './cached-image.tsx';
import './banners.css';

export function BannerLink({
  banner,
  className,
  children,
}: {
  banner: Banner;
  className: string;
  children: React.ReactNode;
}) {
  // The shop's origin from the store: the server renders banners too (and knows no window).
  const link = checkLink(bannerHref(banner), useStores().ui.origin || undefined);
  if (!link) return <div className={className}>{children}</div>;
  return (
    <CheckedAnchor link={link} className={className} testId="banner">
      {children}
    </CheckedAnchor>
  );
}

/** One promo banner: its colour, title and subtitle, and its picture at `imageSize` px. */
export const BannerCard = observer(function BannerCard({
  banner: b,
  imageSize,
  lazy = false,
}: {
  banner: Banner;
  imageSize: number;
  /** Below the first screen (a further gallery): its picture waits until it comes near. */
  lazy?: boolean;
}) {
  const store = useStores();
  return (
    <BannerLink banner={b} className="banner">
      <div className="banner__body" style={{ background: b.background || 'var(--brand)' }}>
        <div className="banner__text">
          <strong className="banner__title">{b.title}</strong>
          {b.subtitle && <span className="banner__subtitle">{b.subtitle}</span>}
        </div>
        {b.image && (
          <CachedImage
            className="banner__image"
            src={store.api.client.url(b.image)}
            width={imageSize}
            height={imageSize}
            lazy={lazy}
          />
        )}
      </div>
    </BannerLink>
  );
});

export const BannerSlider = observer(function BannerSlider({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation();
  if (banners.length === 0) return null;
  return (
    <section className="banners" aria-label={t('stories.promos')}>
      {banners.map((b) => (
        <BannerCard key={b.id} banner={b} imageSize={120} />
      ))}
    </section>
  );
});

export const StoriesRow = observer(function StoriesRow() {
  const store = useStores();
  const { banners } = store;
  const { t } = useTranslation();
  const stories = banners.stories;
  if (stories.length === 0) return null;
  return (
    <section className="stories" aria-label={t('stories.title')}>
      {stories.map((story, i) => (
        <button
          key={story.key}
          type="button"
          className={`story${banners.isSeen(story) ? ' story--seen' : ''}`}
          onClick={() => banners.open(i)}
          aria-haspopup="dialog"
          data-testid="story"
        >
          <span
            className="story__ring"
            style={{ background: story.background || 'var(--brand-soft)' }}
          >
            {story.image && (
              <CachedImage src={store.api.client.url(story.image)} width={56} height={56} />
            )}
          </span>
          <span className="story__title">{story.title || t('stories.preview')}</span>
        </button>
      ))}
    </section>
  );
});

/** The top of a shop front: the desctop_slider banners and the stories, for this stock and device. */
export const HomeBanners = observer(function HomeBanners({
  storiesFirst = false,
}: {
  storiesFirst?: boolean;
}) {
  const { banners } = useStores();
  const slider = <BannerSlider banners={banners.home.slider} />;
  return storiesFirst ? (
    <>
      <StoriesRow />
      {slider}
    </>
  ) : (
    <>
      {slider}
      <StoriesRow />
    </>
  );
});
