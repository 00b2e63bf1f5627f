// /CategoriesPage: every category as a tile.
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useStores } from '../store-context.tsx';
import { Page } from '../components/page.tsx';

const CategoriesScreen = observer(function CategoriesScreen() {
  const store = useStores();
  const { t } = useTranslation();
  return (
    <Page title={t('catalog.categories')}>
      <div className="tile-grid">
        {store.catalog.visible.map((c) => (
          <Link key={c.id} to={`/menu/${c.slug}`} className="tile" data-testid="category-tile">
            {c.image && (
              <img
                src={store.api.client.url(c.image)}
                alt=""
                width={64}
                height={64}
                loading="lazy"
              />
            )}
            <strong>{c.name}</strong>
          </Link>
        ))}
      </div>
    </Page>
  );
});

export default CategoriesScreen;
