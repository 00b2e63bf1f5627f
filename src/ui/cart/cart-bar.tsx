// The floating cart button at the bottom (website): items count and total, opens the cart modal.
// With the shop's cart_button_as_app it is an app's bottom bar instead: docked to the screen's
// edge and always there, empty cart included. In Telegram the MainButton does this job instead.
// Also hosts the cart modal itself.
import { lazy } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import { useMoney } from '../use-money.ts';
import { lazyWithRetry } from '../lazy-with-retry.ts';
import { CartIcon } from '../components/icons.tsx';
import { DrawnSuspense } from '../hydration-signal.tsx';
import { useRouteName } from '../route-name.ts';

const CartModal = lazy(() => lazyWithRetry(() => import('./cart-modal.tsx')));
const CartMainButton = lazy(() => lazyWithRetry(() => import('./cart-main-button.tsx')));

export const CartBar = observer(function CartBar() {
  const store = useStores();
  const money = useMoney();
  const { cart, ui, settings, platform } = store;
  const { t } = useTranslation();
  const { search } = useLocation();
  const route = useRouteName();
  const asApp = settings.settings?.cart_button_as_app === true;
  const absent = platform.mainButton !== null || (cart.isEmpty && !asApp);
  // Hidden rather than removed while a modal is open, so focus can come back to it on close; and
  // on the cart's own page and checkout, where it would lead nowhere and cover their buttons.
  const hidden =
    ui.modal !== null ||
    ['cart', 'order', 'order-id'].includes(route) ||
    new URLSearchParams(search).has('product_id');
  return (
    <>
      {!absent && (
        <div className={`cart-bar${asApp ? ' cart-bar--app' : ''}`} hidden={hidden}>
          <button
            type="button"
            className="cart-bar__button"
            onClick={() => ui.open('cart')}
            aria-haspopup="dialog"
            data-testid="cart-bar"
          >
            <span className="cart-bar__icon" aria-hidden="true">
              <CartIcon size={20} />
              <span className="cart-bar__badge" data-testid="cart-bar-count">
                {cart.itemsCount}
              </span>
            </span>
            <span className="cart-bar__label">
              {t('cart.title')}
              <span className="visually-hidden">
                , {t('cart.items', { count: cart.itemsCount })},
              </span>
            </span>
            <span className="cart-bar__total" data-testid="cart-bar-total">
              {cart.isEmpty ? t('cart.empty') : money(cart.summary.total)}
            </span>
          </button>
        </div>
      )}
      {ui.modal === 'cart' && (
        <DrawnSuspense fallback={null}>
          <CartModal />
        </DrawnSuspense>
      )}
      {platform.mainButton !== null && (
        <DrawnSuspense fallback={null}>
          <CartMainButton />
        </DrawnSuspense>
      )}
    </>
  );
});
