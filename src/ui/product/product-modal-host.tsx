// Opens the product modal for ?product_id= (SPEC.md §2 Route behaviours), from a card, a banner or a
// cold-start deep link, and closes it back to where the customer was.
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useStores } from '../store-context.tsx';
import { productCloseTarget } from '../../domain/deep-link.ts';

const ProductModal = lazy(() => import('./product-modal.tsx'));

export const ProductModalHost = observer(function ProductModalHost() {
  const store = useStores();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const id = Number(params.get('product_id'));
  const product = Number.isInteger(id) && id > 0 ? store.catalog.productsById.get(id) : undefined;
  const close = useCallback(() => {
    const target = productCloseTarget(location.pathname, location.search);
    navigate(target, { replace: true });
  }, [location.pathname, location.search, navigate]);
  if (!params.has('product_id')) return null;
  if (!product) {
    // The catalogue may still be loading after a cold start; once it is in, an unknown id just closes.
    if (store.catalog.status === 'loaded' && store.catalog.isFullCatalogGot) queueMicrotask(close);
    return null;
  }
  return (
    <Suspense fallback={null}>
      <ProductModal key={product.id} product={product} onClose={close} />
    </Suspense>
  );
});
