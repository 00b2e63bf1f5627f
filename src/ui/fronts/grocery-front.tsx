// samokat / lavka: a quick-commerce front after Samokat and Yandex Lavka — search up front, the
// stories, the categories as a bento of tinted tiles, shelves of deals and favourites, then every
// category under sticky tabs in small dense cards with steppers (adding says nothing: the stepper
// on the card and the cart are the answer).
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import { HomeBanners } from '../components/banner-slider.tsx';
import { SearchBar } from '../catalog/search-bar.tsx';
import { CatalogResults } from '../catalog/catalog-results.tsx';
import { HomeBlocks } from '../catalog/home-blocks.tsx';
import { ScreenSkeleton } from '../components/skeleton.tsx';
import { ProductCard } from '../components/product-card.tsx';
import type { Product } from '../../domain/model.ts';
import { CategoryTiles } from './category-tiles.tsx';
import { CategoryTabs } from './category-tabs.tsx';
import './fronts.css';
import './grocery.css';

/** A shelf holds a screenful and a half: more belongs to its category page. */
const SHELF_SIZE = 12;

const GroceryFront = observer(function GroceryFront() {
  const store = useStores();
  const { t } = useTranslation();
  const { catalog, catalogFilter } = store;
  const categories = catalog.visible.filter((c) => c.show_on_home);
  const products = [...catalog.productsById.values()].filter((p) => p.in_stock);
  const deals = products
    .filter((p) => p.regular_price !== undefined && p.regular_price > p.price)
    .slice(0, SHELF_SIZE);
  const picks = products.filter((p) => p.acf['product-badge']).slice(0, SHELF_SIZE);
  return (
    <div className="home front-grocery">
      <h1 className="visually-hidden">{store.settings.shopName}</h1>
      <div className="grocery-search">
        <SearchBar />
      </div>
      {catalogFilter.active ? (
        <CatalogResults products={catalogFilter.results} />
      ) : categories.length === 0 ? (
        <ScreenSkeleton />
      ) : (
        <>
          <HomeBanners storiesFirst />
          <CategoryTiles categories={categories} variant="bento" />
          {deals.length > 0 && <Shelf title={t('shop.deals')} products={deals} />}
          {picks.length > 0 && <Shelf title={t('shop.picks')} products={picks} />}
          <CategoryTabs categories={categories} />
          <HomeBlocks categories={categories} full={catalog.isFullCatalogGot} eager={1} />
        </>
      )}
    </div>
  );
});

function Shelf({ title, products }: { title: string; products: Product[] }) {
  return (
    <section className="grocery-shelf" aria-label={title}>
      <h2 className="category-block__title">{title}</h2>
      <div className="grocery-shelf__row">
        {products.map((p) => (
          <ProductCard key={p.id} product={p} />
        ))}
      </div>
    </section>
  );
}

export default GroceryFront;
