// "Goes well with": related products as a horizontal strip; each opens its own modal.
import { observer } from 'mobx-react-lite';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import { ShopImage } from '../components/shop-image.tsx';
import { cardPrice } from '../../domain/card-price.ts';
import { cardPriceText } from '../components/product-card.tsx';
import { useMoney } from '../use-money.ts';
import type { Product } from '../../domain/model.ts';

export const RelatedList = observer(function RelatedList({ ids }: { ids: number[] }) {
  const store = useStores();
  const { t } = useTranslation();
  const money = useMoney();
  const location = useLocation();
  const related = ids
    .map((id) => store.catalog.productsById.get(id))
    .filter((p): p is Product => p !== undefined);
  if (related.length === 0) return null;
  return (
    <section className="related" aria-labelledby="related-title">
      <h3 id="related-title" className="addons__title">
        {t('product.related')}
      </h3>
      <div className="related__strip">
        {related.map((p) => (
          <Link
            key={p.id}
            to={{ pathname: location.pathname, search: `?product_id=${p.id}` }}
            replace
            className="related__item"
          >
            <ShopImage path={p.images[0]} size={72} lazy />
            <span className="related__name">{p.name}</span>
            {/* The price its card shows: a choice's 'от', a weighed product's step (not per kg). */}
            <strong>{cardPriceText(t, money, cardPrice(p))}</strong>
          </Link>
        ))}
      </div>
    </section>
  );
});
