// The cart leads on (issue 13): how much is missing for the zone's minimum order, or for the next
// cheaper delivery tier ('Ещё 310 ₽ до бесплатной доставки'), with a bar that fills as it nears.
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import { useMoney } from '../use-money.ts';

export const CartGoalView = observer(function CartGoalView() {
  const { cart } = useStores();
  const { t } = useTranslation();
  const money = useMoney();
  const goal = cart.goal;
  if (!goal) return null;
  const minimum = goal.kind === 'minimum';
  const text = minimum
    ? t('cart.minimumMissing', { sum: money(goal.missing) })
    : goal.price === 0
      ? t('cart.goal.freeDelivery', { sum: money(goal.missing) })
      : t('cart.goal.cheaperDelivery', { sum: money(goal.missing), price: money(goal.price) });
  return (
    <div
      className={`cart-goal${minimum ? ' cart-goal--blocking' : ''}`}
      data-testid={minimum ? 'cart-minimum' : 'cart-progress'}
    >
      <p className="cart-goal__text">
        {minimum && <strong>{t('cart.minimum')} </strong>}
        {text}
      </p>
      <div
        className="cart-goal__bar"
        role="progressbar"
        aria-label={minimum ? t('cart.goal.minimumBar') : t('cart.goal.deliveryBar')}
        aria-valuemin={0}
        aria-valuemax={goal.target}
        aria-valuenow={Math.round(goal.target * goal.ratio)}
        aria-valuetext={text}
      >
        <span style={{ width: `${Math.round(goal.ratio * 100)}%` }} />
      </div>
    </div>
  );
});
