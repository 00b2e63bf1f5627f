// Home banners (SPEC.md §2 Banner links): a slider of desctop_slider banners and a stories row.
import { observer } from 'mobx-react-lite';
import type { Banner } from '../../domain/model.ts';
import { bannerHref } from '../../domain/routes-rules.ts';
import { checkLink } from '../../domain/safe-link.ts';
import { CheckedAnchor } from './checked-anchor.tsx';
import { useStores } from '../store-context.tsx';
import { CachedImage } from './cached-image.tsx';

function BannerLink({
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

export const BannerSlider = observer(function BannerSlider({ banners }: { banners: Banner[] }) {
  const store = useStores();
  if (banners.length === 0) return null;
  return (
    <section className="banners" aria-label="Акции">
      {banners.map((b) => (
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
                width={120}
                height={120}
              />
            )}
          </div>
        </BannerLink>
      ))}
    </section>
  );
});

export const StoriesRow = observer(function StoriesRow({ banners }: { banners: Banner[] }) {
  const store = useStores();
  if (banners.length === 0) return null;
  return (
    <section className="stories" aria-label="Истории">
      {banners.map((b) => (
        <BannerLink key={b.id} banner={b} className="story">
          <span className="story__ring" style={{ background: b.background || 'var(--brand-soft)' }}>
            {b.image && <CachedImage src={store.api.client.url(b.image)} width={56} height={56} />}
          </span>
          <span className="story__title">{b.title}</span>
        </BannerLink>
      ))}
    </section>
  );
});
