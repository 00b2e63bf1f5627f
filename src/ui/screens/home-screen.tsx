// Home: banners, stories, the category bar and a block per category (SPEC.md §2 "/").
import { useDeferredValue } from 'react';
import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useStores } from '../store-context.tsx';
import { BannerSlider, StoriesRow } from '../components/banner-slider.tsx';
import { CatalogToolbar } from '../catalog/catalog-toolbar.tsx';
import { CatalogResults } from '../catalog/catalog-results.tsx';
import { HomeCategoryBlock } from '../catalog/home-category-block.tsx';
import { bannerVisible } from '../../domain/routes-rules.ts';
import { filtersActive } from '../../domain/catalog-filters.ts';
import { FIRST_SCREEN_BLOCKS } from '../../domain/first-screen.ts';
import { ScreenSkeleton } from '../components/skeleton.tsx';
import NotFoundScreen from './not-found-screen.tsx';
import { ShopJsonLd } from '../seo/shop-json-ld.tsx';

const HomeScreen = observer(function HomeScreen() {
  const store = useStores();
  const { t } = useTranslation();
  const { slug } = useParams();
  const { catalog, delivery, catalogFilter } = store;
  const banners = store.settings.banners.filter((b) => bannerVisible(b, delivery.warehouseId));
  const categories = catalog.visible.filter((c) => c.show_on_home);
  // A keystroke paints the search field at once; the results follow in a render React may
  // interrupt for the next keystroke.
  const query = useDeferredValue(catalogFilter.query);
  const searching = filtersActive({ ...catalogFilter.filters, query });
  if (slug && catalog.status === 'loaded' && !catalog.categoryBySlug(slug))
    return <NotFoundScreen />;
  if (catalog.status === 'failed') {
    return (
      <div className="empty-state" role="alert">
        <p>{t('catalog.failed')}</p>
        <button type="button" className="btn btn--primary" onClick={() => void catalog.load()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  return (
    <div className="home">
      <ShopJsonLd />
      <h1 className="visually-hidden">{store.settings.settings?.seo.name}</h1>
      <BannerSlider banners={banners.filter((b) => b.gallery === 'desctop_slider')} />
      <StoriesRow banners={banners.filter((b) => b.gallery !== 'desctop_slider' && b.is_stories)} />
      <CatalogToolbar />
      {searching ? (
        <CatalogResults products={catalogFilter.resultsFor(query)} />
      ) : (
        <>
          <nav className="category-bar" aria-label={t('catalog.categories')}>
            {categories.map((c) => (
              <a key={c.id} href={`#cat-${c.slug}`} className="chip">
                {c.name}
              </a>
            ))}
          </nav>
          {categories.length === 0 && <ScreenSkeleton />}
          {categories.map((c, i) => (
            <HomeCategoryBlock
              key={c.id}
              category={c}
              eager={i < FIRST_SCREEN_BLOCKS}
              first={i === 0}
            />
          ))}
        </>
      )}
    </div>
  );
});

export default HomeScreen;
