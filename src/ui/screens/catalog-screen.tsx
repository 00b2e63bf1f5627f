// Category pages: /catalog/{id}, /categories/{id}, /menu/{slug}… and /brands/{slug} (SPEC.md §2).
import { observer } from 'mobx-react-lite';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useStores } from '../store-context.tsx';
import { allProducts } from '../../stores/catalog-store.ts';
import { catalogRedirect } from '../../domain/routes-rules.ts';
import { ProductCard } from '../components/product-card.tsx';
import { Page } from '../components/page.tsx';
import { ScreenSkeleton } from '../components/skeleton.tsx';
import NotFoundScreen from './not-found-screen.tsx';

const CatalogScreen = observer(function CatalogScreen() {
  const store = useStores();
  const { t } = useTranslation();
  const params = useParams();
  const location = useLocation();
  const redirect = catalogRedirect(store.settings.pageType, location.pathname);
  if (redirect) return <Navigate to={{ pathname: redirect, search: location.search }} replace />;
  const { catalog } = store;
  if (catalog.status !== 'loaded') return <ScreenSkeleton />;

  if (location.pathname.startsWith('/brands/')) {
    const products = [...catalog.productsById.values()].filter((p) => p.brand === params.slug);
    if (products.length === 0) return <NotFoundScreen />;
    return <ProductList title={params.slug ?? ''} products={products} />;
  }
  if (location.pathname === '/catalog/custom') {
    const products = [...catalog.productsById.values()].filter((p) => p.acf['product-badge']);
    return <ProductList title={t('catalog.custom')} products={products} />;
  }
  const id = params.subcategory ?? params.id;
  const slug = params.subCategorySlug ?? params.categorySlug ?? params.slug;
  const category =
    (id && /^\d+$/.test(id) ? catalog.categoryById(Number(id)) : undefined) ??
    (slug ? catalog.categoryBySlug(slug) : undefined);
  if (!category) return <NotFoundScreen />;
  return (
    <ProductList
      title={category.name}
      products={allProducts(category)}
      description={category.seo_data.description}
    />
  );
});

function ProductList({
  title,
  products,
  description,
}: {
  title: string;
  products: ReturnType<typeof allProducts>;
  description?: string;
}) {
  return (
    <Page title={title}>
      {description && <p className="page__lead">{description}</p>}
      <div className="product-grid">
        {products.map((p) => (
          <ProductCard key={p.id} product={p} />
        ))}
      </div>
    </Page>
  );
}

export default CatalogScreen;
