// Inside Telegram the cart's primary action is the MainButton (ARCHITECTURE.md): 'Корзина · total'
// opens the cart, then 'Перейти к оформлению' goes to checkout. The checkout screen owns the button
// on /order (not on an order's page, /order/{id}, where 'Повторить заказ' opens the cart), and a
// modal form (booking, request) while it is open, so this hook lets go of it then. In the open cart
// Telegram's SecondaryButton stands beside it: 'Продолжить покупки'.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from '../use-translation.ts';
import type { RootStore } from '../../stores/root-store.ts';
import { useMoney } from '../use-money.ts';

const CHECKOUT_PATH = /^\/order\/?$/;

export function useCartMainButton(store: RootStore) {
  const main = store.platform.mainButton;
  const { t } = useTranslation();
  const money = useMoney();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const cartOpen = store.ui.modal === 'cart';
  // Another modal (a booking, a request) may own the button for its form: let go of it then.
  const otherModal = store.ui.modal !== null && !cartOpen;
  const owned = main !== null && !CHECKOUT_PATH.test(pathname) && !otherModal;
  const busy = new URLSearchParams(search).has('product_id');
  const visible = owned && !store.cart.isEmpty && !busy;
  const text = cartOpen
    ? t('cart.checkout')
    : t('cart.mainButton', {
        total: money(store.cart.summary.total),
      });
  const enabled = !cartOpen || store.cart.blocker === null;

  useEffect(() => {
    if (owned) main.set({ text, visible, enabled, loading: false });
  }, [main, owned, text, visible, enabled]);

  // Beside 'Перейти к оформлению' in the open cart: 'Продолжить покупки' closes it.
  const secondary = store.platform.secondaryButton;
  const secondVisible = owned && cartOpen && !store.cart.isEmpty;
  const secondText = t('cart.continueShopping');
  useEffect(() => {
    if (!secondary) return;
    secondary.set({ text: secondText, visible: secondVisible, enabled: true, loading: false });
  }, [secondary, secondText, secondVisible]);
  useEffect(() => {
    if (!secondary || !secondVisible) return;
    const stop = secondary.onClick(() => store.ui.close());
    return () => {
      stop();
      secondary.set({ text: secondText, visible: false, enabled: false, loading: false });
    };
  }, [secondary, secondVisible, secondText, store]);

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
