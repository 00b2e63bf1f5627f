// Home: banners, stories, the category bar and a block per category (SPEC.md §2 "/").
import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useStores } from '../store-context.tsx';
import { BannerSlider, StoriesRow } from '../components/banner-slider.tsx';
import { ProductCard } from '../components/product-card.tsx';
import { allProducts } from '../../stores/catalog-store.ts';
import { bannerVisible } from '../../domain/routes-rules.ts';
import { ScreenSkeleton } from '../components/skeleton.tsx';
import NotFoundScreen from './not-found-screen.tsx';

const HomeScreen = observer(function HomeScreen() {
  const store = useStores();
  const { t } = useTranslation();
  const { slug } = useParams();
  const { catalog, delivery } = store;
  const banners = store.settings.banners.filter((b) => bannerVisible(b, delivery.warehouseId));
  const categories = catalog.visible.filter((c) => c.show_on_home);
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
      <h1 className="visually-hidden">{store.settings.settings?.seo.name}</h1>
      <BannerSlider banners={banners.filter((b) => b.gallery === 'desctop_slider')} />
      <StoriesRow banners={banners.filter((b) => b.gallery !== 'desctop_slider' && b.is_stories)} />
      <nav className="category-bar" aria-label={t('catalog.categories')}>
        {categories.map((c) => (
          <a key={c.id} href={`#cat-${c.slug}`} className="chip">
            {c.name}
          </a>
        ))}
      </nav>
      {categories.length === 0 && <ScreenSkeleton />}
      {categories.map((c) => {
        const products = allProducts(c);
        return (
          <section
            key={c.id}
            id={`cat-${c.slug}`}
            className="category-block"
            aria-labelledby={`cat-title-${c.id}`}
          >
            <h2 id={`cat-title-${c.id}`} className="category-block__title">
              {c.name}
            </h2>
            {products.length > 0 ? (
              <div className="product-grid">
                {products.map((p) => (
                  <ProductCard key={p.id} product={p} />
                ))}
              </div>
            ) : (
              <div className="product-grid product-grid--loading" aria-busy="true">
                {Array.from({ length: 4 }, (_, i) => (
                  <div key={i} className="skeleton__card" />
                ))}
              </div>
            )}
          </section>
        );
      })}
    </div>
  );
});

export default HomeScreen;
