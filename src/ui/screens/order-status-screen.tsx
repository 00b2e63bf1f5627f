// /order/{id}: the order's status, live — number, status, the progress line, payment while it
// awaits one, cancel while allowed (cancel_until, SPEC.md §9), the rating and 'Повторить заказ' once
// finished, and the receipt; a table booking shows its visit instead. The order is read with the
// owner's token, or ?key= for a guest; UpdateOrderEvent on its private channel moves the status as
// it happens (OrderFollower), with polling as a safety net.
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from '../use-translation.ts';
import { Page } from '../components/page.tsx';
import NotFoundScreen from './not-found-screen.tsx';
import { useStores } from '../store-context.tsx';
import { TELEGRAM_INVOICE_METHOD } from '../../domain/payment-methods.ts';
import { TelegramPayButton } from '../orders/telegram-pay-button.tsx';
import {
  isFinalStatus,
  orderNumberOf,
  orderStatusOf,
  type OrderKind,
} from '../../domain/order-status.ts';
import { useOrderFollower } from '../orders/use-order-follower.ts';
import { OrderProgress } from '../orders/order-progress.tsx';
import { OrderReceipt } from '../orders/order-receipt.tsx';
import { OrderRating } from '../orders/order-rating.tsx';
import { bookingOfOrder } from '../../domain/booking-label.ts';
import { useStatusText } from '../orders/status-text.ts';
import { ReorderButton } from '../orders/reorder-button.tsx';
import { BookingCard } from '../orders/booking-card.tsx';
import type { FollowProblem, OrderFollower } from '../../stores/order-follower.ts';
import { cancelTimeLeft } from '../../domain/cancel-window.ts';
import '../orders/orders.css';

const KINDS: OrderKind[] = ['delivery', 'pickup', 'lounge', 'booking'];

export default observer(function OrderStatusScreen() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const { guestOrders, user } = useStores();
  // Not an order's number: no page at all.
  if (orderNumberOf(id) === null) return <NotFoundScreen />;
  // A guest's link that lost its ?key= still opens the order placed on this device.
  const key = params.get('key') ?? guestOrders.keyOf(id);
  // Another order, key or session (the customer signed in from here) is another follower: remount.
  return <OrderPage key={`${id}:${key ?? ''}:${user.token ?? ''}`} id={id} orderKey={key} />;
});

const OrderPage = observer(function OrderPage({
  id,
  orderKey,
}: {
  id: string;
  orderKey: string | null;
}) {
  const { t } = useTranslation();
  const { platform } = useStores();
  const follower = useOrderFollower(id, orderKey);
  const order = follower.order;
  const booking = order ? bookingOfOrder(order) : null;
  // A booking keeps the number its confirmation showed.
  const title = booking
    ? t('booking.done.number', { id: booking.id ?? id })
    : t('orderStatus.title', { id });
  if (!order) {
    return (
      <Page title={title}>
        <OrderProblem follower={follower} />
      </Page>
    );
  }
  return (
    <Page title={title} className="order-page">
      <OrderHeadline follower={follower} booking={booking !== null} />
      {booking ? (
        <BookingCard booking={booking} />
      ) : (
        <>
          <OrderRating follower={follower} />
          {isFinalStatus(order.status) && <ReorderButton lines={order.line_items} />}
          <OrderReceipt order={order} printable={platform.kind === 'web'} />
        </>
      )}
    </Page>
  );
});

/**
 * No order to show yet: it is loading, or what is wrong, and the one way on — sign in (the order is
 * another account's, or a guest's link lost its key), try again, or the customer's orders (the
 * menu for a guest) when there is no such order.
 */
const OrderProblem = observer(function OrderProblem({ follower }: { follower: OrderFollower }) {
  const { t } = useTranslation();
  const problem = follower.problem;
  if (!problem)
    return (
      <p className="page__lead" data-testid="order-problem">
        {t('orderStatus.loading')}
      </p>
    );
  return (
    <div className="order-problem" role="alert">
      <p className="page__lead" data-testid="order-problem">
        {problem.kind === 'sign-in'
          ? t('orderStatus.signInHint')
          : problem.kind === 'not-found'
            ? t('orderStatus.notFound')
            : problem.message || t('orderStatus.loadFailed')}
      </p>
      <ProblemAction follower={follower} kind={problem.kind} />
    </div>
  );
});

/** The one way on from an order that cannot be shown. */
const ProblemAction = observer(function ProblemAction({
  follower,
  kind,
}: {
  follower: OrderFollower;
  kind: FollowProblem['kind'];
}) {
  const { t } = useTranslation();
  const { ui, user } = useStores();
  const className = 'btn btn--primary';
  if (kind === 'failed')
    return (
      <button type="button" className={className} onClick={() => void follower.refresh()}>
        {t('common.retry')}
      </button>
    );
  if (kind === 'sign-in' && !user.signedIn)
    return (
      <button type="button" className={className} onClick={() => ui.open('auth')}>
        {t('auth.signIn')}
      </button>
    );
  // Another account's order, or none such: the customer's own orders, or the menu for a guest.
  return user.signedIn ? (
    <Link to="/lk/orders" className={className}>
      {t('lk.sections.orders')}
    </Link>
  ) : (
    <Link to="/" className={className}>
      {t('cart.toMenu')}
    </Link>
  );
});

/** The status card: status, live mark, progress, and the pay and cancel actions. */
const OrderHeadline = observer(function OrderHeadline({
  follower,
  booking,
}: {
  follower: OrderFollower;
  booking: boolean;
}) {
  const store = useStores();
  const { t } = useTranslation();
  const statusText = useStatusText();
  const order = follower.order!;
  const [cancelling, setCancelling] = useState(false);
  const [, setTick] = useState(0);
  const final = isFinalStatus(order.status);
  const cancelLeft = cancelTimeLeft(order, store.clock.now());
  const canCancel = cancelLeft !== null;
  // Hide the cancel button when its time is over (the injected clock, so tests can move it).
  const { clock } = store;
  useEffect(() => {
    const left = cancelTimeLeft(order, clock.now());
    if (left === null) return;
    let live = true;
    clock.setTimeout(() => live && setTick((n) => n + 1), left + 50);
    return () => {
      live = false;
    };
  }, [order, clock]);

  const kind = (KINDS as string[]).includes(order.order_kind)
    ? (order.order_kind as OrderKind)
    : 'pickup';
  const status = orderStatusOf(order.status);

  const cancel = async () => {
    if (!(await store.confirm(booking ? 'cancelBooking' : 'cancelOrder'))) return;
    setCancelling(true);
    const r = await follower.cancel();
    setCancelling(false);
    if (!r.ok) store.ui.notify(r.message || t('orderStatus.cancelFailed'), 'error');
  };

  return (
    <section className={`order-card order-headline order-headline--${status ?? 'unknown'}`}>
      <p className="order-headline__status" data-testid="order-status" aria-live="polite">
        {statusText(order.status, order.order_kind)}
      </p>
      {!final && follower.live && (
        <p className="order-headline__live" data-testid="order-live">
          <span className="order-headline__pulse" aria-hidden="true" />
          {t('orderStatus.live')}
        </p>
      )}
      {status !== 'cancelled' && <OrderProgress status={order.status} kind={kind} />}
      {status === 'pending' && order.payment_method === TELEGRAM_INVOICE_METHOD && (
        <TelegramPayButton follower={follower} />
      )}
      {status === 'pending' && order.payment_url && (
        <a
          className="btn btn--primary order-page__wide"
          href={store.api.client.url(order.payment_url)}
          data-testid="order-pay"
        >
          {t('orderStatus.pay')}
        </a>
      )}
      {canCancel && (
        <button
          type="button"
          className="btn btn--danger order-page__wide"
          disabled={cancelling}
          onClick={() => void cancel()}
          data-testid="order-cancel"
        >
          {t(booking ? 'booking.cancel' : 'orderStatus.cancel')}
        </button>
      )}
    </section>
  );
});
