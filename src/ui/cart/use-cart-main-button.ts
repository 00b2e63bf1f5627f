// Inside Telegram the cart's primary action is the MainButton (ARCHITECTURE.md): 'Корзина · total'
// opens the cart, then 'Перейти к оформлению' goes to checkout. The checkout screen owns the button
// on /order, so this hook lets go of it there.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RootStore } from '../../stores/root-store.ts';
import { formatMoney } from '../format.ts';

export function useCartMainButton(store: RootStore) {
  const main = store.platform.mainButton;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const owned = main !== null && !pathname.startsWith('/order');
  const cartOpen = store.ui.modal === 'cart';
  const busy =
    (store.ui.modal !== null && !cartOpen) || new URLSearchParams(search).has('product_id');
  const visible = owned && !store.cart.isEmpty && !busy;
  const text = cartOpen
    ? t('cart.checkout')
    : t('cart.mainButton', {
        total: formatMoney(store.cart.summary.total, store.settings.currency),
      });
  const enabled = !cartOpen || store.cart.blocker === null;

  useEffect(() => {
    if (owned) main.set({ text, visible, enabled, loading: false });
  }, [main, owned, text, visible, enabled]);

  useEffect(() => {
    if (!owned) return;
    const stop = main.onClick(() => {
      if (store.ui.modal !== 'cart') return store.ui.open('cart');
      if (store.cart.blocker !== null) return store.platform.haptics.notify('warning');
      store.ui.close();
      navigate('/order');
    });
    return () => {
      stop();
      main.set({ text: t('cart.title'), visible: false, enabled: false, loading: false });
    };
  }, [main, owned, store, navigate, t]);
}
