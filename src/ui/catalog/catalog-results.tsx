// The list once the customer searched, filtered or sorted: one flat list with its count, or a way
// back when nothing matches.
import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import type { Product } from '../../domain/model.ts';
import { useStores } from '../store-context.tsx';
import { ProductGrid } from './product-grid.tsx';
import { UnderPageTitle } from '../components/card-heading.tsx';

export const CatalogResults = observer(function CatalogResults({
  products,
  titled = true,
}: {
  products: readonly Product[];
  /** Home names the list; a category page already has its own title. */
  titled?: boolean;
}) {
  const { catalogFilter } = useStores();
  const { t } = useTranslation();
  const headingId = useId();
  const title = catalogFilter.query.trim()
    ? t('catalogTools.searchResults')
    : t('catalogTools.allProducts');
  return (
    <section className="search-results" aria-labelledby={titled ? headingId : undefined}>
      <div className="search-results__head">
        {titled && (
          <h2 id={headingId} className="category-block__title">
            {title}
          </h2>
        )}
        <span className="search-results__count" role="status" data-testid="results-count">
          {t('catalogTools.found', { count: products.length })}
        </span>
      </div>
      {products.length > 0 ? (
        <ProductGrid products={products} />
      ) : (
        <div className="empty-state">
          <p>{t('catalogTools.nothingFound')}</p>
          <button
            type="button"
            className="btn btn--secondary"
            onClick={() => catalogFilter.reset()}
          >
            {t('catalogTools.reset')}
          </button>
        </div>
      )}
    </section>
  );
});

/** A category's shelf: as it is, or narrowed and sorted by the customer's choices. */
export const ShelfProducts = observer(function ShelfProducts({
  products,
}: {
  products: readonly Product[];
}) {
  const { catalogFilter } = useStores();
  return (
    <UnderPageTitle>
      {catalogFilter.active ? (
        <CatalogResults products={catalogFilter.apply(products)} titled={false} />
      ) : (
        <ProductGrid products={products} />
      )}
    </UnderPageTitle>
  );
});
