// /brands: the brands that have products in the catalogue (a failed load says so, with a retry).
import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import { contentOf } from '../../stores/content-store.ts';
import { Page } from '../components/page.tsx';
import { ScreenSkeleton } from '../components/skeleton.tsx';
import { LoadFailed } from '../components/load-failed.tsx';
import { Tile } from '../components/tile.tsx';

const BrandsScreen = observer(function BrandsScreen() {
  const store = useStores();
  const content = contentOf(store);
  const { t } = useTranslation();
  // Again in another language (the brands' names and descriptions are the shop's texts).
  const lang = store.ui.contentLanguage;
  useEffect(() => void content.loadBrands(), [content, lang]);
  const entry = content.brands;
  return (
    <Page title={t('brands.title')}>
      {(!entry || entry.status === 'loading') && <ScreenSkeleton />}
      {entry?.status === 'failed' && <LoadFailed onRetry={() => void content.loadBrands()} />}
      {entry?.status === 'loaded' && (
        <div className="tile-grid">
          {entry.data.map((b) => (
            <Tile
              key={b.id}
              to={`/brands/${b.slug}`}
              image={b.image}
              name={b.name}
              hint={b.description}
            />
          ))}
        </div>
      )}
    </Page>
  );
});

export default BrandsScreen;
