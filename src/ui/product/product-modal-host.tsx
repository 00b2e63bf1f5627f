// Opens the product modal for ?product_id= (SPEC.md §2 Route behaviours), from a card, a banner or a
// cold-start deep link, and closes it back to where the customer was.
import { observer } from 'mobx-react-lite';
import { reaction } from 'mobx';
import { lazy, Suspense, useCallback, useEffect } from 'react';
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
  const open = params.has('product_id');
  // Popups wait while the product is open (issue 13).
  useEffect(() => (open ? store.ui.hold('product') : undefined), [open, store]);
  // The dish asked for here before an address was chosen: once the address is chosen it goes
  // into the cart (stores/cart-add.ts), and the sheet closes as after any add.
  useEffect(
    () =>
      reaction(
        () => store.cart.waiting?.productId === id,
        (waits, waited) => waited && !waits && store.delivery.location !== null && close(),
      ),
    [id, store, close],
  );
  if (!open) return null;
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
