// /brands: the brands that have products in the catalogue.
import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useStores } from '../store-context.tsx';
import { Page } from '../components/page.tsx';

const BrandsScreen = observer(function BrandsScreen() {
  const store = useStores();
  const { t } = useTranslation();
  useEffect(() => void store.content.loadBrands(), [store]);
  const entry = store.content.brands;
  const brands = entry?.status === 'loaded' ? entry.data : [];
  return (
    <Page title={t('brands.title')}>
      <div className="tile-grid">
        {brands.map((b) => (
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
    </Page>
  );
});

export default BrandsScreen;
