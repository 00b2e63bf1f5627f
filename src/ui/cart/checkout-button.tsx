// 'Перейти к оформлению' on the website (Telegram carries it on its MainButton), with the total,
// disabled while something still stops the order.
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useStores } from '../store-context.tsx';
import { formatMoney } from '../format.ts';

export const CheckoutButton = observer(function CheckoutButton({ onGo }: { onGo?: () => void }) {
  const { cart, settings, platform } = useStores();
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (platform.mainButton || cart.isEmpty) return null;
  return (
    <div className="cart-footer">
      <button
        type="button"
        className="btn btn--primary cart-footer__go"
        disabled={cart.blocker !== null}
        onClick={() => {
          onGo?.();
          navigate('/order');
        }}
        data-testid="cart-checkout"
      >
        <span>{t('cart.checkout')}</span>
        <span>{formatMoney(cart.summary.total, settings.currency)}</span>
      </button>
    </div>
  );
});
