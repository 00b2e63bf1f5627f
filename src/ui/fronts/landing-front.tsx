// lending / lending_cat: one long page — the shop's welcome, every category block under a sticky
// bar that follows the scroll; lending_cat adds the categories as pictures up front. A /menu/{slug}
// link scrolls to its block (landing-menu.tsx).
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import { HomeBanners } from '../components/banner-slider.tsx';
import { CatalogToolbar } from '../catalog/catalog-toolbar.tsx';
import { CatalogResults } from '../catalog/catalog-results.tsx';
import { HomeBlocks } from '../catalog/home-blocks.tsx';
import { ScreenSkeleton } from '../components/skeleton.tsx';
import { CategoryTiles } from './category-tiles.tsx';
import { CategoryTabs } from './category-tabs.tsx';
import { HeroPlates } from './hero-plates.tsx';
import './fronts.css';

const LandingFront = observer(function LandingFront() {
  const store = useStores();
  const { t } = useTranslation();
  const { catalog, catalogFilter, settings } = store;
  const categories = catalog.visible.filter((c) => c.show_on_home);
  const s = settings.settings!;
  return (
    <div className="home front-landing">
      <header className="landing-hero">
        <div>
          <h1 className="landing-hero__title">{s.seo.name}</h1>
          {s.seo.description && <p className="landing-hero__lead">{s.seo.description}</p>}
          <a className="btn btn--primary landing-hero__cta" href="#menu">
            {t('shop.toMenu')}
          </a>
        </div>
        <HeroPlates categories={categories} />
      </header>
      <HomeBanners />
      {settings.pageType === 'lending_cat' && categories.length > 0 && (
        <CategoryTiles categories={categories} variant="strip" />
      )}
      <CatalogToolbar />
      {catalogFilter.active ? (
        <CatalogResults products={catalogFilter.results} />
      ) : (
        <div id="menu" className="landing-menu">
          <CategoryTabs categories={categories} />
          {categories.length === 0 && <ScreenSkeleton />}
          <HomeBlocks categories={categories} full={catalog.isFullCatalogGot} />
        </div>
      )}
    </div>
  );
});

export default LandingFront;
