// Opens the product modal for ?product_id= (SPEC.md §2 Route behaviours), from a card, a banner or a
// cold-start deep link, and for a product's own address /menu/{c}/{s}/{product}; closes it back to
// where the customer was (the product's category for its own address).
import { observer } from 'mobx-react-lite';
import { reaction } from 'mobx';
import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useStores } from '../store-context.tsx';
import type { RootStore } from '../../stores/root-store.ts';
import { productCloseTarget } from '../../domain/deep-link.ts';
import { categoryPath, resolveMenuPath } from '../../domain/catalog-paths.ts';
import { lazyScreen } from '../lazy-screen.ts';
import { DrawnSuspense } from '../hydration-signal.tsx';

export const ProductModal = lazyScreen(() => import('./product-modal.tsx'), {
  retry: false,
  texts: 'core',
});
/** The modal's source file (build manifest key), preloaded with a product's page. */
export const PRODUCT_MODAL_MODULE = 'src/ui/product/product-modal.tsx';

/** The product an address shows: ?product_id= first, else a /menu/… product address. */
export function useShownProduct() {
  const store = useStores();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  return shownProduct(store, pathname, params);
}

export function shownProduct(store: RootStore, pathname: string, params: URLSearchParams) {
  if (params.has('product_id')) {
    const id = Number(params.get('product_id'));
    const product = Number.isInteger(id) && id > 0 ? store.catalog.productsById.get(id) : undefined;
    return { asked: true, id, product, closeTo: null };
  }
  const none = { asked: false, id: NaN, product: undefined, closeTo: null };
  if (!pathname.startsWith('/menu/')) return none;
  const tree = store.catalog.visible;
  const target = resolveMenuPath(tree, pathname.split('/').slice(2).filter(Boolean));
  if (!target?.product) return none;
  return {
    asked: true,
    id: target.product.id,
    product: target.product,
    closeTo: categoryPath(tree, target.category),
  };
}

export const ProductModalHost = observer(function ProductModalHost() {
  const store = useStores();
  const location = useLocation();
  const navigate = useNavigate();
  const { asked, id, product, closeTo } = useShownProduct();
  const close = useCallback(() => {
    const target = closeTo ?? productCloseTarget(location.pathname, location.search);
    navigate(target, { replace: true });
  }, [closeTo, location.pathname, location.search, navigate]);
  // Popups wait while the product is open (issue 13).
  useEffect(() => (asked ? store.ui.hold('product') : undefined), [asked, store]);
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
  if (!asked) return null;
  if (!product) {
    // The catalogue may still be loading after a cold start; once it is in, an unknown id (an old
    // shared link, a banner to a dish taken off the menu) says so and closes.
    const { catalog, ui } = store;
    if (catalog.status === 'loaded' && catalog.isFullCatalogGot && !catalog.partial)
      queueMicrotask(() => {
        ui.notify(ui.t('product.gone'), 'info');
        close();
      });
    return null;
  }
  return (
    <DrawnSuspense fallback={null}>
      <ProductModal key={product.id} product={product} onClose={close} />
    </DrawnSuspense>
  );
});
