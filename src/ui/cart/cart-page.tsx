// The cart as a page (SPEC.md §4 "the cart modal and a cart page"), for a route such as /cart.
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import { useNavigate } from 'react-router-dom';
import { Page } from '../components/page.tsx';
import { CartView } from './cart-view.tsx';
import { CheckoutButton } from './checkout-button.tsx';

const CartPage = observer(function CartPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Page title={t('cart.title')}>
      <div className="cart-page">
        <CartView onMenu={() => navigate('/')} />
        <CheckoutButton />
      </div>
    </Page>
  );
});

export default CartPage;
