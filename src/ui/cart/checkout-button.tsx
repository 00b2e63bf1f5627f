// The foot of the cart: what the cart leads on to, why checkout is not possible yet (said right
// next to the button, issue 13), and 'Перейти к оформлению' with the total on the website (Telegram
// carries the action on its MainButton; the reason stays in the page above it).
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from '../use-translation.ts';
import { useNavigate } from 'react-router-dom';
import type { CheckoutBlocker } from '../../domain/cart-rules.ts';
import { useStores } from '../store-context.tsx';
import { useMoney } from '../use-money.ts';
import { PROBLEM_KEY } from '../delivery/delivery-quote.tsx';
import { CartGoalView } from './cart-goal.tsx';
import './cart.css';

/** Reasons said in words here; the minimum order is said by the goal with its progress bar. */
const REASON_KEY: Partial<Record<CheckoutBlocker, string>> = {
  'no-location': 'cart.reason.noLocation',
  'buy-disabled': 'cart.buyDisabled',
  'ordering-disabled': 'cart.orderingDisabled',
};

export const CheckoutButton = observer(function CheckoutButton({ onGo }: { onGo?: () => void }) {
  const { cart, delivery, platform, settings } = useStores();
  const money = useMoney();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reasonId = useId();
  if (cart.isEmpty) return null;
  const blocker = cart.blocker;
  const quote = delivery.quote;
  const reason =
    blocker === 'delivery-problem' && quote && !quote.ok
      ? t(PROBLEM_KEY[quote.problem])
      : blocker && REASON_KEY[blocker]
        ? t(REASON_KEY[blocker], { context: settings.wording })
        : null;
  return (
    <div className="cart-footer">
      <CartGoalView />
      {reason && (
        <p className="cart-footer__reason" id={reasonId} data-testid="cart-reason">
          {reason}
        </p>
      )}
      {!platform.mainButton && (
        <button
          type="button"
          className="btn btn--primary cart-footer__go"
          disabled={blocker !== null}
          aria-describedby={reason ? reasonId : undefined}
          onClick={() => {
            onGo?.();
            navigate('/order');
          }}
          data-testid="cart-checkout"
        >
          <span>{t('cart.checkout')}</span>
          <span>{money(cart.summary.total)}</span>
        </button>
      )}
    </div>
  );
});
