// Home: banners, stories, the category bar and a block per category (SPEC.md §2 "/").
import { memo, useDeferredValue, useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useStores } from '../store-context.tsx';
import { BannerSlider, StoriesRow } from '../components/banner-slider.tsx';
import { CatalogToolbar } from '../catalog/catalog-toolbar.tsx';
import { CatalogResults } from '../catalog/catalog-results.tsx';
import { HomeCategoryBlock } from '../catalog/home-category-block.tsx';
import { useRevealed } from '../components/windowed.tsx';
import { bannerVisible } from '../../domain/routes-rules.ts';
import type { Category } from '../../domain/model.ts';
import { filtersActive } from '../../domain/catalog-filters.ts';
import { FIRST_SCREEN_BLOCKS, homeBlocksWindowed } from '../../domain/first-screen.ts';
import { allProducts } from '../../stores/catalog-store.ts';
import { ScreenSkeleton } from '../components/skeleton.tsx';
import NotFoundScreen from './not-found-screen.tsx';
import { ShopJsonLd } from '../seo/shop-json-ld.tsx';

const HomeScreen = observer(function HomeScreen() {
  const store = useStores();
  const { t } = useTranslation();
  const { slug } = useParams();
  const { catalog, delivery, catalogFilter } = store;
  const banners = store.settings.banners.filter((b) => bannerVisible(b, delivery.warehouseId));
  // A new catalogue (the first screen's, then the full one) is drawn in a render React can
  // interrupt, so 200 category blocks never make one long task; likewise a keystroke paints the
  // search field at once and the results follow.
  const home = useDeferredValue(catalog.home);
  const categories = home.categories;
  // The first screen's blocks at once, the other category blocks a slice per task after them.
  const revealed = useRevealed(categories.length, FIRST_SCREEN_BLOCKS + 4);
  const windowed = useMemo(
    () => homeBlocksWindowed(categories.map((c) => allProducts(c).length)),
    [categories],
  );
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
    <div className="home" aria-busy={!home.full}>
      <ShopJsonLd />
      <h1 className="visually-hidden">{store.settings.settings?.seo.name}</h1>
      <BannerSlider banners={banners.filter((b) => b.gallery === 'desctop_slider')} />
      <StoriesRow banners={banners.filter((b) => b.gallery !== 'desctop_slider' && b.is_stories)} />
      <CatalogToolbar />
      {searching ? (
        <CatalogResults products={catalogFilter.resultsFor(query)} />
      ) : (
        <>
          <CategoryBar categories={categories} label={t('catalog.categories')} />
          {categories.length === 0 && <ScreenSkeleton />}
          {categories.slice(0, revealed).map((c, i) => (
            <HomeCategoryBlock
              key={c.id}
              category={c}
              full={home.full}
              eager={i < FIRST_SCREEN_BLOCKS}
              first={i === 0}
              windowed={windowed}
            />
          ))}
        </>
      )}
    </div>
  );
});

/** The sticky row of chips, one per category; drawn again only for a new catalogue. */
const CategoryBar = memo(function CategoryBar({
  categories,
  label,
}: {
  categories: readonly Category[];
  label: string;
}) {
  return (
    <nav className="category-bar" aria-label={label}>
      {categories.map((c) => (
        <a key={c.id} href={`#cat-${c.slug}`} className="chip">
          {c.name}
        </a>
      ))}
    </nav>
  );
});

export default HomeScreen;
