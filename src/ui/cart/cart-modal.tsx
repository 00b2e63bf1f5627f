// The cart modal of SPEC.md §2: a bottom sheet on phones, a drawer from the right on desktop.
// A lazy chunk: it loads when the cart is first opened.
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import { Modal } from '../components/modal.tsx';
import { CartView } from './cart-view.tsx';
import { CheckoutButton } from './checkout-button.tsx';

const CartModal = observer(function CartModal() {
  const { ui } = useStores();
  const { t } = useTranslation();
  const close = () => ui.close();
  return (
    <Modal open onClose={close} title={t('cart.title')} variant="drawer">
      <div className="cart-modal" data-testid="cart-modal">
        <CartView onMenu={close} />
        <CheckoutButton onGo={close} />
      </div>
    </Modal>
  );
});

export default CartModal;
