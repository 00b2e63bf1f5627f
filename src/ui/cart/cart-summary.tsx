// The price of the cart, term by term as SPEC.md §9 builds it. What still stops the order is said
// next to the checkout button (checkout-button.tsx).
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import { useMoney } from '../use-money.ts';

export const CartSummaryView = observer(function CartSummaryView() {
  const { cart, delivery } = useStores();
  const { t } = useTranslation();
  const money = useMoney();
  const s = cart.summary;
  const quote = delivery.quote;
  const rows: [string, string, string][] = [['items', t('cart.summary.items'), money(s.items)]];
  if (s.freeAddons > 0)
    rows.push(['free', t('cart.summary.freeAddons'), `−${money(s.freeAddons)}`]);
  if (s.discount > 0) rows.push(['discount', t('cart.summary.discount'), `−${money(s.discount)}`]);
  if (delivery.kind === 'delivery' && quote?.ok) {
    const value = s.deliveryHidden
      ? t('cart.summary.deliveryHidden')
      : s.delivery === 0
        ? t('cart.summary.deliveryFree')
        : money(s.delivery);
    rows.push(['delivery', t('cart.summary.delivery'), value]);
  }
  if (s.bonus > 0) rows.push(['bonus', t('cart.summary.bonus'), `−${money(s.bonus)}`]);
  return (
    <section className="cart-summary" aria-label={t('cart.summary.total')}>
      <dl className="cart-summary__rows">
        {rows.map(([key, label, value]) => (
          <div key={key} className="cart-summary__row" data-testid={`summary-${key}`}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="cart-summary__row cart-summary__row--total">
          <dt>{t('cart.summary.total')}</dt>
          <dd data-testid="cart-total">{money(s.total)}</dd>
        </div>
      </dl>
    </section>
  );
});
