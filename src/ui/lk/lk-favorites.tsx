// /lk/favorite (SPEC.md §2): the customer's favourites, each under its real category with a link
// there; products seen on promo or "new" shelves are listed once (SPEC.md §5).
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import { Page } from '../components/page.tsx';
import { LkEmpty, useShopArt } from './lk-states.tsx';
import { ScreenSkeleton } from '../components/skeleton.tsx';
import { ProductGrid } from '../catalog/product-grid.tsx';
import { favoriteCategoryPath } from '../../domain/favorites.ts';

const LkFavorites = observer(function LkFavorites() {
  const { catalog, favorites } = useStores();
  const { t } = useTranslation();
  const art = useShopArt();
  if (catalog.status !== 'loaded') return <ScreenSkeleton />;
  const groups = favorites.groups;
  return (
    <Page title={t('favorites.title')} className="fav-page">
      {groups.length === 0 ? (
        <LkEmpty
          art={art}
          text={t('favorites.empty')}
          link={{ to: '/', label: t('favorites.toMenu') }}
          testId="favorites-empty"
        />
      ) : (
        groups.map((group) => (
          <section
            key={group.category.id}
            className="category-block"
            aria-labelledby={`fav-group-${group.category.id}`}
          >
            <h2 id={`fav-group-${group.category.id}`} className="category-block__title">
              <Link to={favoriteCategoryPath(group)} className="fav-group-link">
                {group.category.name}
              </Link>
            </h2>
            <ProductGrid products={group.products} />
          </section>
        ))
      )}
    </Page>
  );
});

export default LkFavorites;
