// Category pages: /catalog/{id}, /categories/{id}, /menu/{slug}… and /brands/{slug} (SPEC.md §2).
import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import { allProducts } from '../../stores/catalog-store.ts';
import { catalogRedirect } from '../../domain/routes-rules.ts';
import { isOfBrand, isOnCustomPage } from '../../domain/product-lists.ts';
import { CatalogToolbar } from '../catalog/catalog-toolbar.tsx';
import { ShelfProducts } from '../catalog/catalog-results.tsx';
import { Page } from '../components/page.tsx';
import { ScreenSkeleton } from '../components/skeleton.tsx';
import { contentOf } from '../../stores/content-store.ts';
import NotFoundScreen from './not-found-screen.tsx';
import { CategorySeo } from '../seo/category-seo.tsx';
import { BrandSeo } from '../seo/brand-seo.tsx';
import LandingMenu from './landing-menu.tsx';
import { isLandingPage } from '../../domain/deep-link.ts';
import type { Category } from '../../domain/model.ts';
import { categoryExtras, categoryTitle } from '../../domain/category-display.ts';
import { SubcategoryTabs } from '../catalog/subcategory-tabs.tsx';
import { resolveMenuPath } from '../../domain/catalog-paths.ts';
import './catalog.css';
import { ShareButton } from '../components/share-button.tsx';

const CatalogScreen = observer(function CatalogScreen() {
  const store = useStores();
  const { t } = useTranslation();
  const params = useParams();
  const location = useLocation();
  const redirect = catalogRedirect(store.settings.pageType, location.pathname);
  if (redirect) return <Navigate to={{ pathname: redirect, search: location.search }} replace />;
  const { catalog } = store;
  if (isLandingPage(store.settings.pageType) && location.pathname.startsWith('/menu/'))
    return <LandingMenu />;
  if (catalog.status !== 'loaded') return <ScreenSkeleton />;

  if (location.pathname.startsWith('/brands/')) return <BrandPage slug={params.slug ?? ''} />;
  if (location.pathname === '/catalog/custom') {
    const products = [...catalog.productsById.values()].filter(isOnCustomPage);
    return <ProductList title={t('catalog.custom')} products={products} />;
  }
  const id = params.subcategory ?? params.id;
  const slug = params.subCategorySlug ?? params.categorySlug ?? params.slug;
  const category =
    (id && /^\d+$/.test(id) ? catalog.categoryById(Number(id)) : undefined) ??
    (location.pathname.startsWith('/menu/')
      ? resolveMenuPath(catalog.visible, location.pathname.split('/').slice(2).filter(Boolean))
          ?.category
      : undefined) ??
    (slug ? catalog.categoryBySlug(slug) : undefined);
  if (!category) return <NotFoundScreen />;
  // /menu/{c}/{s}/{product} and /menu/{c}/{product}: the category's page under the product's modal
  // (ProductModalHost), at the product's own address.
  const menu = location.pathname.startsWith('/menu/')
    ? resolveMenuPath(catalog.visible, location.pathname.split('/').slice(2).filter(Boolean))
    : undefined;
  if (menu === null) return <NotFoundScreen />;
  return (
    <>
      {!menu?.product && <CategorySeo category={category} />}
      <ProductList
        title={categoryTitle(category)}
        products={allProducts(category)}
        description={category.seo_data.description}
        category={category}
      />
    </>
  );
});

/** /brands/{slug}: the brand's products under its name and description (the brands list's). */
const BrandPage = observer(function BrandPage({ slug }: { slug: string }) {
  const store = useStores();
  const content = contentOf(store);
  const lang = store.ui.contentLanguage;
  useEffect(() => void content.loadBrands(), [content, lang]);
  const entry = content.brands;
  const products = [...store.catalog.productsById.values()].filter((p) => isOfBrand(p, slug));
  if (products.length === 0) return <NotFoundScreen />;
  if (!entry || entry.status === 'loading') return <ScreenSkeleton />;
  // A list that failed to load still shows the products, under the brand's address.
  const brand = entry.status === 'loaded' ? entry.data.find((b) => b.slug === slug) : undefined;
  return (
    <>
      {brand && <BrandSeo brand={brand} />}
      <ProductList
        title={brand?.name ?? slug}
        products={products}
        description={brand?.description}
      />
    </>
  );
});

function ProductList({
  title,
  products,
  description,
  category,
}: {
  title: string;
  products: ReturnType<typeof allProducts>;
  description?: string;
  category?: Category;
}) {
  const store = useStores();
  const cover = category ? categoryExtras(category).cover : '';
  return (
    <Page
      title={title}
      action={
        category && (
          <ShareButton target={{ category: category.slug }} name={title} className="page__share" />
        )
      }
    >
      {cover && (
        <img
          className="category-cover"
          src={store.api.client.url(cover)}
          alt=""
          width={1200}
          height={300}
        />
      )}
      {description && <p className="page__lead">{description}</p>}
      {category && <SubcategoryTabs category={category} />}
      <CatalogToolbar />
      <ShelfProducts products={products} />
    </Page>
  );
}

export default CatalogScreen;
