// /order: checkout ('Оформление заказа'): contacts, where it goes, time, payment, comment, the
// summary by the one price function, and the primary action — Telegram's MainButton inside
// Telegram, an in-page button on the web.
import { useEffect, useId, useRef, type RefObject } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import { useNavigate } from 'react-router-dom';
import { Page } from '../components/page.tsx';
import { EmptyCart } from '../cart/empty-cart.tsx';
import { useStores } from '../store-context.tsx';
import { useMoney } from '../use-money.ts';
import { CartSummaryView } from '../cart/cart-summary.tsx';
import { CartGoalView } from '../cart/cart-goal.tsx';
import type { PlaceOutcome } from '../../stores/checkout-store.ts';
import { lineQuantity, type CheckoutBlocker } from '../../domain/cart-rules.ts';
import { shownLineTotals } from '../../domain/cart-price.ts';
import { QuantityText } from '../cart/quantity-text.tsx';
import { showFirstProblem } from '../components/show-first-problem.ts';
import '../checkout/checkout.css';
import { useFeatures } from '../use-features.ts';
import { SavedAddressList } from '../delivery/saved-address-list.tsx';
import { AddressDetailsFields } from '../delivery/address-details-fields.tsx';

const BLOCKER_KEY: Record<CheckoutBlocker, string> = {
  empty: 'cart.empty',
  'no-location': 'checkout.blocked.noLocation',
  'buy-disabled': 'cart.buyDisabled',
  'ordering-disabled': 'cart.orderingDisabled',
  'delivery-problem': 'checkout.blocked.delivery',
  minimum: 'cart.minimum',
};

/** What a press on the place button leads to: the order's page, the payment, or the first problem. */
function useFollow(form: RefObject<HTMLFormElement | null>) {
  const navigate = useNavigate();
  return (outcome: PlaceOutcome) => {
    // Refused: a phone's page is at its button, under the order, and the fields' messages are
    // above, out of sight (the MainButton presses from anywhere).
    if (outcome.kind === 'failed') showFirstProblem(form.current);
    else if (outcome.kind === 'order')
      // The order page takes the checkout's place: back from it goes where the customer was
      // before checking out, not to an emptied form.
      navigate(
        `/order/${outcome.id}${outcome.key ? `?key=${encodeURIComponent(outcome.key)}` : ''}`,
        { replace: true },
      );
    else if (outcome.kind === 'pay') window.location.assign(outcome.url);
  };
}

const CheckoutScreen = observer(function CheckoutScreen() {
  const store = useStores();
  const features = useFeatures();
  const { cart, delivery, platform, user } = store;
  const { checkout } = features;
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const follow = useFollow(form);
  const main = platform.mainButton;
  const formId = useId();
  const money = useMoney();
  const total = money(cart.summary.total);
  const blocker = cart.blocker;
  const disabled = blocker !== null || checkout.busy;

  // Popups wait until the order is placed or the customer leaves checkout (issue 13).
  useEffect(() => store.ui.hold('checkout'), [store]);
  useEffect(() => void checkout.loadPhoneRules(), [checkout]);
  // The shop's analytics (when accepted): the checkout opened with this cart.
  useEffect(() => store.analytics?.checkout(), [store]);
  useEffect(() => void delivery.zones.load(), [delivery]);
  useEffect(() => checkout.prefill(), [checkout, user.user]);
  useEffect(() => {
    void checkout.loadSlots();
  }, [checkout, delivery.warehouseId, delivery.kind, delivery.location?.zone]);

  const placeText = t('checkout.place', { total });
  useEffect(() => {
    if (!main) return;
    main.set({
      text: placeText,
      visible: !cart.isEmpty,
      enabled: !disabled,
      loading: checkout.busy,
    });
  }, [main, placeText, cart.isEmpty, disabled, checkout.busy]);
  useEffect(() => {
    if (!main) return;
    const stop = main.onClick(() => {
      if (store.cart.blocker !== null) return platform.haptics.notify('warning');
      void features.checkout.place().then(follow);
    });
    return () => {
      stop();
      main.set({ text: '', visible: false, enabled: false, loading: false });
    };
    // follow is a new function each render; the listener only needs the store.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [main, store]);

  if (cart.isEmpty) {
    return (
      <Page title={t('checkout.title')}>
        <EmptyCart />
      </Page>
    );
  }

  const err = (field: keyof typeof checkout.errors) =>
    checkout.touched && checkout.errors[field] ? (
      <p className="checkout__error" role="alert" data-testid={`checkout-error-${field}`}>
        {t(checkout.errors[field]!)}
      </p>
    ) : null;
  const totals = shownLineTotals(cart.lines, cart.addonRule);

  return (
    <Page title={t('checkout.title')} className="checkout">
      <div className="checkout__layout">
        <form
          ref={form}
          id={formId}
          className="checkout__form"
          onSubmit={(e) => {
            e.preventDefault();
            void checkout.place().then(follow);
          }}
        >
          <section className="checkout__section">
            <h2>{t('checkout.contacts')}</h2>
            <label className="checkout__field">
              <span>{t('checkout.name')}</span>
              <input
                value={checkout.name}
                onChange={(e) => checkout.setName(e.target.value)}
                autoComplete="given-name"
                placeholder={t('checkout.namePlaceholder')}
                data-testid="checkout-name"
              />
            </label>
            {err('name')}
            <label className="checkout__field">
              <span>{t('checkout.phone')}</span>
              <input
                type="tel"
                value={checkout.phone}
                onChange={(e) => checkout.setPhone(e.target.value)}
                autoComplete="tel"
                placeholder="+7 900 123-45-67"
                data-testid="checkout-phone"
              />
            </label>
            {err('phone')}
          </section>

          <section className="checkout__section">
            <h2>{t('checkout.receipt')}</h2>
            <p className="checkout__where" data-testid="checkout-where">
              {delivery.location
                ? `${delivery.method?.name ?? ''} · ${delivery.location.title}`
                : t('delivery.choose')}
            </p>
            <button
              type="button"
              className="btn btn--secondary"
              onClick={() => delivery.openChooser()}
              data-testid="checkout-change-where"
            >
              {t('checkout.changeWhere')}
            </button>
            {delivery.kind === 'delivery' && features.addresses.available && (
              <SavedAddressList
                choices={features.addresses.choices}
                onPick={(a) => features.addresses.use(a, delivery.shippingMethodId)}
              />
            )}
            {delivery.kind === 'delivery' && delivery.location && (
              <AddressDetailsFields
                value={delivery.details}
                onChange={(patch) => delivery.setDetails(patch)}
                problems={checkout.touched ? delivery.detailsProblems : {}}
                testPrefix="checkout"
              />
            )}
            {store.settings.asksPeopleCount && (
              <label className="checkout__field">
                <span>{t('cart.people')}</span>
                <input
                  type="number"
                  min={1}
                  max={99}
                  value={cart.peopleCount}
                  onChange={(e) => cart.setPeopleCount(Number(e.target.value) || 1)}
                  data-testid="checkout-people"
                />
              </label>
            )}
          </section>

          <section className="checkout__section">
            <h2 id={`${formId}-time`}>{t('checkout.time')}</h2>
            <select
              aria-labelledby={`${formId}-time`}
              className="checkout__select"
              value={String(checkout.time)}
              onChange={(e) =>
                checkout.setTime(e.target.value === 'asap' ? 'asap' : Number(e.target.value))
              }
              data-testid="checkout-time"
            >
              <option value="asap">{t('checkout.asap')}</option>
              {checkout.slots.map((slot, i) => (
                <option key={`${slot.date}-${slot.time_from}-${i}`} value={String(i)}>
                  {slot.day ? `${slot.day}, ` : ''}
                  {slot.text}
                </option>
              ))}
            </select>
            {err('time')}
          </section>

          <section className="checkout__section">
            <h2 id={`${formId}-payment`}>{t('checkout.payment')}</h2>
            {checkout.paymentMethods.length === 0 && <p>{t('checkout.errors.payment')}</p>}
            <div
              className="checkout__payments"
              role="radiogroup"
              aria-labelledby={`${formId}-payment`}
            >
              {checkout.paymentMethods.map((m) => (
                <label
                  key={m.id}
                  className="checkout__payment choice-card"
                  data-testid="checkout-payment"
                >
                  <input
                    type="radio"
                    name="payment"
                    value={m.id}
                    checked={checkout.payment?.id === m.id}
                    onChange={() => checkout.setPayment(m.id)}
                  />
                  <span>
                    <strong>{m.title}</strong>
                    {m.description && <small>{m.description}</small>}
                  </span>
                </label>
              ))}
            </div>
            {err('payment')}
          </section>

          <section className="checkout__section">
            <h2 id={`${formId}-comment`}>{t('checkout.comment')}</h2>
            <textarea
              aria-labelledby={`${formId}-comment`}
              className="checkout__comment"
              value={checkout.comment}
              onChange={(e) => checkout.setComment(e.target.value)}
              maxLength={1000}
              rows={3}
              data-testid="checkout-comment"
            />
          </section>
        </form>

        {/* Desktop: the order beside the form, with the button that places it (issue 13). */}
        <aside className="checkout__aside" aria-labelledby={`${formId}-summary`}>
          <section className="checkout__section checkout__summary">
            <h2 id={`${formId}-summary`}>{t('checkout.summary')}</h2>
            <ul className="checkout__lines" data-testid="checkout-lines">
              {cart.lines.map((l, i) => {
                const quantity = lineQuantity(l);
                return (
                  <li key={l.key}>
                    <span>
                      {l.name} ×{' '}
                      {quantity.unit === 'pcs' ? l.count : <QuantityText quantity={quantity} />}
                    </span>
                    <span>{money(totals[i] ?? 0)}</span>
                  </li>
                );
              })}
            </ul>
            <CartSummaryView />
          </section>

          <CartGoalView />
          {blocker !== null && (
            <p className="checkout__blocked" role="alert" data-testid="checkout-blocked">
              {t(BLOCKER_KEY[blocker], { context: store.settings.wording })}
            </p>
          )}
          {checkout.error && (
            <p className="checkout__failure" role="alert" data-testid="checkout-failure">
              {checkout.error}
            </p>
          )}
          {!main && (
            <button
              type="submit"
              form={formId}
              className="btn btn--primary checkout__place"
              disabled={disabled}
              aria-busy={checkout.busy}
              data-testid="checkout-place"
            >
              {checkout.busy ? t('checkout.placing') : placeText}
            </button>
          )}
        </aside>
      </div>
    </Page>
  );
});

export default CheckoutScreen;
