// /brands: the shop's brands, each leading to its products.
import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useStores } from '../store-context.tsx';
import { contentOf } from '../../stores/content-store.ts';
import { Page } from '../components/page.tsx';
import { ScreenSkeleton } from '../components/skeleton.tsx';

const BrandsScreen = observer(function BrandsScreen() {
  const store = useStores();
  const { t } = useTranslation();
  const content = contentOf(store);
  useEffect(() => void content.load(), [content, store.ui.language]);
  return (
    <Page title={t('brands.title')}>
      {content.status !== 'loaded' ? (
        <ScreenSkeleton />
      ) : (
        <div className="tile-grid">
          {content.brands.map((b) => (
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
