// restoran: the restaurant's own site — a hero with its name, hours and address, booking and the
// phone at hand; the menu as sections of dishes with their descriptions under sticky tabs; then
// booking and contacts as sections of their own.
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import { HomeBanners } from '../components/banner-slider.tsx';
import { CatalogToolbar } from '../catalog/catalog-toolbar.tsx';
import { CatalogResults } from '../catalog/catalog-results.tsx';
import { HomeBlocks } from '../catalog/home-blocks.tsx';
import { ScreenSkeleton } from '../components/skeleton.tsx';
import { PinIcon } from '../components/icons.tsx';
import { PhoneIcon } from '../navigation/nav-icons.tsx';
import { SocialLinks } from '../navigation/social-links.tsx';
import { CategoryTabs } from './category-tabs.tsx';
import { HeroPlates } from './hero-plates.tsx';
import './fronts.css';
import './restaurant.css';
import { phoneHref } from '../../domain/safe-link.ts';

const RestaurantFront = observer(function RestaurantFront() {
  const store = useStores();
  const { t } = useTranslation();
  const { catalog, catalogFilter, settings, delivery } = store;
  const s = settings.settings!;
  const categories = catalog.visible.filter((c) => c.show_on_home);
  const hours = delivery.hoursNow;
  const halls = settings.shippingMethods
    .filter((m) => m.type === 'wcso_booking' || m.type === 'restaurants')
    .flatMap((m) => m.restaurants)
    .filter((r, i, all) => all.findIndex((x) => x.id === r.id) === i);
  const phone = delivery.phone;
  const tel = phone ? phoneHref(phone) : '';

  return (
    <div className="home front-restaurant">
      <header className="rest-hero">
        <div className="rest-hero__text">
          <p className="rest-hero__eyebrow">
            {!hours
              ? t('shop.restaurant')
              : hours.open
                ? t('shop.openNow', { to: hours.to })
                : t('shop.closedNow', { from: hours.from })}
          </p>
          <h1 className="rest-hero__title">{s.seo.name}</h1>
          {s.seo.description && <p className="rest-hero__lead">{s.seo.description}</p>}
          {s.contacts.address && (
            <p className="rest-hero__address">
              <PinIcon size={18} />
              {s.contacts.address}
            </p>
          )}
          <div className="rest-hero__actions">
            <a className="btn btn--primary" href="#menu">
              {t('shop.toMenu')}
            </a>
            {settings.takesBookings && (
              <button
                type="button"
                className="btn btn--secondary rest-hero__book"
                onClick={() => store.ui.open('booking')}
                data-testid="hero-book"
              >
                {t('nav.book')}
              </button>
            )}
            {phone && (
              <a className="btn btn--secondary" href={tel}>
                <PhoneIcon size={18} />
                {phone}
              </a>
            )}
          </div>
        </div>
        <HeroPlates categories={categories} />
      </header>

      <HomeBanners />

      <section id="menu" className="rest-menu" aria-labelledby="rest-menu-title">
        <h2 id="rest-menu-title" className="rest-section-title">
          {t('shop.menu')}
        </h2>
        <CatalogToolbar />
        {catalogFilter.active ? (
          <CatalogResults products={catalogFilter.results} />
        ) : (
          <>
            <CategoryTabs categories={categories} />
            {categories.length === 0 && <ScreenSkeleton />}
            <HomeBlocks categories={categories} full={catalog.isFullCatalogGot} />
          </>
        )}
      </section>

      {settings.takesBookings && (
        <section className="rest-band" aria-labelledby="rest-book-title">
          <div>
            <h2 id="rest-book-title" className="rest-section-title">
              {t('shop.bookTitle')}
            </h2>
            <p className="rest-band__lead">{t('shop.bookLead')}</p>
          </div>
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => store.ui.open('booking')}
          >
            {t('nav.book')}
          </button>
        </section>
      )}

      <section className="rest-contacts" aria-labelledby="rest-contacts-title">
        <h2 id="rest-contacts-title" className="rest-section-title">
          {t('nav.contacts')}
        </h2>
        <div className="rest-contacts__grid">
          {halls.map((h) => (
            <div key={h.id} className="rest-contacts__card">
              <strong>{h.name}</strong>
              <span>{h.address}</span>
            </div>
          ))}
          {hours && (
            <div className="rest-contacts__card">
              <strong>{t('shop.hours')}</strong>
              <span>{t('shop.hoursValue', { from: hours.from, to: hours.to })}</span>
            </div>
          )}
          {phone && (
            <a className="rest-contacts__card" href={tel}>
              <strong>{t('shop.phone')}</strong>
              <span>{phone}</span>
            </a>
          )}
        </div>
        <SocialLinks />
        <Link to="/contacts" className="home-block-more">
          {t('shop.allContacts')}
        </Link>
      </section>
    </div>
  );
});

export default RestaurantFront;
