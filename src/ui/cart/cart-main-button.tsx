// Inside Telegram the cart's primary action is the MainButton (use-cart-main-button.ts). A chunk of
// its own, rendered only where the host has a MainButton: the website's home page does not carry it.
import { observer } from 'mobx-react-lite';
import { useStores } from '../store-context.tsx';
import { useCartMainButton } from './use-cart-main-button.ts';

const CartMainButton = observer(function CartMainButton() {
  useCartMainButton(useStores());
  return null;
});

export default CartMainButton;
