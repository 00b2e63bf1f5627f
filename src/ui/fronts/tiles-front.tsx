// cat1 / cat2: the categories as big tiles, each leading to its category page (cat2's pages then
// tab through their subcategories). Search and filters work over the whole menu.
import { observer } from 'mobx-react-lite';
import { useStores } from '../store-context.tsx';
import { HomeBanners } from '../components/banner-slider.tsx';
import BannerGallery from '../components/banner-gallery.tsx';
import { CatalogToolbar } from '../catalog/catalog-toolbar.tsx';
import { CatalogResults } from '../catalog/catalog-results.tsx';
import { ScreenSkeleton } from '../components/skeleton.tsx';
import { CategoryTiles } from './category-tiles.tsx';
import './fronts.css';

const TilesFront = observer(function TilesFront() {
  const store = useStores();
  const { catalog, catalogFilter } = store;
  const categories = catalog.visible.filter((c) => c.show_on_home);
  return (
    <div className="home front-tiles">
      <h1 className="visually-hidden">{store.settings.shopName}</h1>
      <HomeBanners />
      <CatalogToolbar />
      {catalogFilter.active ? (
        <CatalogResults products={catalogFilter.results} />
      ) : categories.length === 0 ? (
        <ScreenSkeleton />
      ) : (
        <>
          <CategoryTiles categories={categories} variant="large" />
          <BannerGallery gallery="gallery" />
          <BannerGallery gallery="gallery_1" />
          <BannerGallery gallery="gallery_2" />
        </>
      )}
    </div>
  );
});

export default TilesFront;
