// The cart's contents, shared by the cart modal and the cart page: where it goes, the lines,
// the people count and the price. Opening it checks the stock afresh.
import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import { shownLineTotals } from '../../domain/cart-price.ts';
import { verifyStock } from '../../stores/cart-sync.ts';
import { useStores } from '../store-context.tsx';
import { EmptyCart } from './empty-cart.tsx';
import { KindIcon } from '../delivery/delivery-icons.tsx';
import { CartLineView } from './cart-line.tsx';
import { CartSummaryView } from './cart-summary.tsx';
import { DiscountBlock } from '../coupons/discount-block.tsx';
import { PromotionsNote } from '../coupons/promotions-note.tsx';
import { PromoField } from '../coupons/promo-field.tsx';
import { BonusField } from '../coupons/bonus-field.tsx';

export const CartView = observer(function CartView({ onMenu }: { onMenu: () => void }) {
  const store = useStores();
  const { cart, delivery } = store;
  const { t } = useTranslation();
  useEffect(() => void verifyStock(store), [store]);
  if (cart.isEmpty) {
    return <EmptyCart onMenu={onMenu} />;
  }
  const totals = shownLineTotals(cart.lines, cart.addonRule);
  return (
    <div className="cart-view">
      <button
        type="button"
        className="cart-where"
        onClick={() => delivery.openChooser()}
        data-testid="cart-where"
      >
        <KindIcon kind={delivery.kind} size={18} />
        <span>
          {delivery.location
            ? `${delivery.method?.name ?? ''} · ${delivery.location.title}`
            : t('delivery.choose')}
        </span>
      </button>
      <ul className="cart-lines">
        {cart.lines.map((line, i) => (
          <CartLineView key={line.key} line={line} total={totals[i] ?? 0} />
        ))}
      </ul>
      <button
        type="button"
        className="cart-clear"
        onClick={() => void store.confirm('clearCart').then((yes) => yes && cart.clearByCustomer())}
      >
        {t('cart.clear')}
      </button>
      {store.settings.asksPeopleCount && <PeopleCount />}
      <PromotionsNote />
      <DiscountBlock />
      <PromoField />
      <BonusField />
      <CartSummaryView />
    </div>
  );
});

/** How many people the order is for: cutlery for each (SPEC.md §3 Cart state peopleCount). */
const PeopleCount = observer(function PeopleCount() {
  const { cart } = useStores();
  const { t } = useTranslation();
  return (
    <div className="cart-people">
      <span>
        {t('cart.people')}
        <small>{t('cart.peopleHint')}</small>
      </span>
      <div className="cart-stepper cart-stepper--line">
        <button
          type="button"
          onClick={() => cart.setPeopleCount(cart.peopleCount - 1)}
          disabled={cart.peopleCount <= 1}
          aria-label={`${t('cart.people')} −`}
        >
          −
        </button>
        <span className="cart-stepper__count" data-testid="people-count">
          {cart.peopleCount}
        </span>
        <button
          type="button"
          onClick={() => cart.setPeopleCount(cart.peopleCount + 1)}
          aria-label={`${t('cart.people')} +`}
        >
          +
        </button>
      </div>
    </div>
  );
});
