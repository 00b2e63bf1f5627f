// /brands: the brands that have products in the catalogue (a failed load says so, with a retry).
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useStores } from '../store-context.tsx';
import { Page } from '../components/page.tsx';
import { ScreenSkeleton } from '../components/skeleton.tsx';
import { LoadFailed } from '../components/load-failed.tsx';
import { useLoad } from '../lk/use-load.ts';
import { contentReadsOf, type Brand } from '../../stores/content-reads.ts';

const BrandsScreen = observer(function BrandsScreen() {
  const store = useStores();
  const { t } = useTranslation();
  const [brands, retry] = useLoad(() => contentReadsOf(store).brands(), 'brands');
  return (
    <Page title={t('brands.title')}>
      {brands.status === 'loading' && <ScreenSkeleton />}
      {brands.status === 'failed' && <LoadFailed onRetry={retry} />}
      {brands.status === 'ready' && (
        <div className="tile-grid">
          {brands.data.map((b: Brand) => (
            <Link key={b.id} to={`/brands/${b.slug}`} className="tile">
              {b.image && (
                <img
                  src={store.api.client.url(b.image)}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                />
              )}
              <strong>{b.name}</strong>
              <span className="tile__hint">{b.description}</span>
            </Link>
          ))}
        </div>
      )}
    </Page>
  );
});

export default BrandsScreen;
