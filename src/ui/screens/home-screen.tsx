// Home (SPEC.md §2 "/"): the shop front of its page type. cat12 is here — banners, stories, the
// category bar and a block per category; the other fronts are chunks of their own (fronts/), whose
// files src/entry-server.tsx names too (FRONT_MODULES).
import { lazy, memo, useDeferredValue } from 'react';
import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router-dom';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import { HomeBanners } from '../components/banner-slider.tsx';
import { CatalogToolbar } from '../catalog/catalog-toolbar.tsx';
import { CatalogResults } from '../catalog/catalog-results.tsx';
import { HomeBlocks } from '../catalog/home-blocks.tsx';
import type { Category } from '../../domain/model.ts';
import { filtersActive } from '../../domain/catalog-filters.ts';
import { FIRST_SCREEN_BLOCKS } from '../../domain/first-screen.ts';
import { ScreenSkeleton } from '../components/skeleton.tsx';
import { CORE, lazyWithRetry } from '../lazy-with-retry.ts';
import { lazyScreen, type LazyScreen } from '../lazy-screen.ts';
import type { PreloadParts } from '../router.tsx';
import type { ShopFront } from '../../domain/page-type.ts';
import { ShopJsonLd } from '../seo/shop-json-ld.tsx';
import { CatalogFailed } from '../catalog/catalog-failed.tsx';
import { DrawnSuspense } from '../hydration-signal.tsx';

// SPEC.md §2 "/{slug}: generic page, reusing the home page": a slug that is no category is the
// shop's CMS page of that slug (an information page at the shop's own short address), else not found.
const SlugPage = lazy(() => lazyWithRetry(() => import('./info-screen.tsx'), CORE));

const FRONTS: Record<Exclude<ShopFront, 'blocks'>, LazyScreen> = {
  tiles: lazyScreen(() => import('../fronts/tiles-front.tsx'), CORE),
  landing: lazyScreen(() => import('../fronts/landing-front.tsx'), CORE),
  grocery: lazyScreen(() => import('../fronts/grocery-front.tsx'), CORE),
  restaurant: lazyScreen(() => import('../fronts/restaurant-front.tsx'), CORE),
};

/** The shop's front, loaded before a home page the server drew is hydrated (router.tsx). */
export const preloadParts: PreloadParts = (store) => {
  const front = store.settings.front;
  return front === 'blocks' ? null : FRONTS[front].preload();
};

const HomeScreen = observer(function HomeScreen() {
  const store = useStores();
  const { t } = useTranslation();
  const { slug } = useParams();
  const { catalog, catalogFilter } = store;
  // A new catalogue (the first screen's, then the full one) is drawn in a render React can
  // interrupt, so 200 category blocks never make one long task (HomeBlocks reveals them a slice per
  // task); likewise a keystroke paints the search field at once and the results follow.
  const home = useDeferredValue(catalog.home);
  const categories = home.categories;
  const query = useDeferredValue(catalogFilter.query);
  const searching = filtersActive({ ...catalogFilter.filters, query });
  if (slug && catalog.status === 'loaded' && !catalog.categoryBySlug(slug))
    return (
      <DrawnSuspense fallback={<ScreenSkeleton />}>
        <SlugPage />
      </DrawnSuspense>
    );
  if (catalog.status === 'failed') return <CatalogFailed />;
  const front = store.settings.front;
  if (front !== 'blocks') {
    const Front = FRONTS[front];
    return (
      <DrawnSuspense fallback={<ScreenSkeleton />}>
        <Front />
      </DrawnSuspense>
    );
  }
  return (
    <div className="home" aria-busy={!home.full}>
      <ShopJsonLd />
      <h1 className="visually-hidden">{store.settings.shopName}</h1>
      <HomeBanners />
      <CatalogToolbar />
      {searching ? (
        <CatalogResults products={catalogFilter.resultsFor(query)} />
      ) : (
        <>
          <CategoryBar categories={categories} label={t('catalog.categories')} />
          {categories.length === 0 && <ScreenSkeleton />}
          <HomeBlocks categories={categories} full={home.full} eager={FIRST_SCREEN_BLOCKS} />
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
