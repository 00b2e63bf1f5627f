// Desktop (≥ 992 px, website): the cart button in the header with its count and sum, as food
// delivery sites have it; it opens the cart drawer. Phones keep the floating cart bar, Telegram
// its MainButton. Early in the Tab order, so the keyboard reaches the cart in a few presses.
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import { useMoney } from '../use-money.ts';
import { CartIcon } from '../components/icons.tsx';
import './cart.css';

export const HeaderCart = observer(function HeaderCart() {
  const { cart, ui, platform } = useStores();
  const money = useMoney();
  const { t } = useTranslation();
  if (platform.mainButton) return null;
  const count = cart.itemsCount;
  return (
    <button
      type="button"
      className={`header-cart${count > 0 ? ' header-cart--full' : ''}`}
      onClick={() => ui.open('cart')}
      aria-haspopup="dialog"
      data-testid="header-cart"
    >
      <span className="header-cart__icon" aria-hidden="true">
        <CartIcon size={20} />
        {count > 0 && <span className="header-cart__badge">{count}</span>}
      </span>
      <span className="visually-hidden">
        {t('cart.title')}
        {count > 0 ? `, ${t('cart.items', { count })}, ` : ''}
      </span>
      {count > 0 ? (
        <span className="header-cart__sum" data-testid="header-cart-sum">
          {money(cart.summary.total)}
        </span>
      ) : (
        <span className="header-cart__label" aria-hidden="true">
          {t('cart.title')}
        </span>
      )}
    </button>
  );
});
