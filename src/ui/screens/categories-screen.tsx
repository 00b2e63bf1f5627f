// /CategoriesPage: every category as a tile.
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import { Page } from '../components/page.tsx';
import { Tile } from '../components/tile.tsx';

const CategoriesScreen = observer(function CategoriesScreen() {
  const store = useStores();
  const { t } = useTranslation();
  return (
    <Page title={t('catalog.categories')}>
      <div className="tile-grid">
        {store.catalog.visible.map((c) => (
          <Tile
            key={c.id}
            to={`/menu/${c.slug}`}
            image={c.image}
            name={c.name}
            testId="category-tile"
          />
        ))}
      </div>
    </Page>
  );
});

export default CategoriesScreen;
