// /lk/orders: the customer's orders, newest first (wc/v2/orders?customer), each opening its status;
// an order's dishes can be ordered again from here. A table booking reads as one: when, where, for
// how many.
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useTranslation } from '../use-translation.ts';
import { Page } from '../components/page.tsx';
import { useMoney } from '../use-money.ts';
import { formatDate } from '../format-date.ts';
import { LkEmpty, loadedList, useShopArt } from './lk-states.tsx';
import { useAccountLoad } from './use-load.ts';
import { useStatusText } from '../orders/status-text.ts';
import { ReorderButton } from '../orders/reorder-button.tsx';
import { bookingOfOrder, bookingWhen, type BookingFacts } from '../../domain/booking-label.ts';
import { reorderItems } from '../../domain/reorder.ts';
import type { OrderSummary } from '../../stores/account-reads.ts';

const LkOrders = observer(function LkOrders() {
  const { t } = useTranslation();
  const art = useShopArt();
  const [state, reload] = useAccountLoad((features) => features.account.reloadOrders());
  return (
    <Page title={t('lk.sections.orders')}>
      {loadedList(state, reload, {
        empty: (
          <LkEmpty
            art={art}
            text={t('lk.orders.empty')}
            link={{ to: '/', label: t('lk.toMenu') }}
          />
        ),
        testId: 'order-list',
        item: (o) => {
          const booking = bookingOfOrder(o);
          return (
            <li key={o.id} className="card-list__item lk-order" data-testid="order-list-item">
              {booking ? <BookingEntry order={o} booking={booking} /> : <OrderEntry order={o} />}
            </li>
          );
        },
      })}
    </Page>
  );
});

const OrderEntry = observer(function OrderEntry({ order }: { order: OrderSummary }) {
  const money = useMoney();
  const { t, i18n } = useTranslation();
  const statusText = useStatusText();
  const dishes = reorderItems(order.line_items)
    .map((d) => (d.count > 1 ? `${d.name} × ${d.count}` : d.name))
    .join(', ');
  return (
    <>
      <Link to={`/order/${order.id}`} className="lk-order__link">
        <span className="lk-row">
          <strong>{t('lk.orders.number', { id: order.id })}</strong>
          <strong>{money(order.total)}</strong>
        </span>
        {dishes && <span className="lk-order__dishes">{dishes}</span>}
        <span className="lk-row card-list__label">
          <span>{formatDate(order.date_created, i18n.language, true)}</span>
          {/* SPEC.md §4 statuses, mapped by the domain (done is ready, not handed over). */}
          <span className="lk-badge" data-testid="order-list-status">
            {statusText(order.status, order.order_kind)}
          </span>
        </span>
      </Link>
      <ReorderButton lines={order.line_items} className="btn btn--secondary lk-order__again" />
    </>
  );
});

function BookingEntry({ order, booking }: { order: OrderSummary; booking: BookingFacts }) {
  const { t, i18n } = useTranslation();
  const statusText = useStatusText();
  const where = [booking.restaurant, t('booking.guestsShort', { n: booking.guests })]
    .filter(Boolean)
    .join(' · ');
  return (
    <Link to={`/order/${order.id}`} className="lk-order__link">
      <strong>{t('booking.inList', { when: bookingWhen(booking, i18n.language) })}</strong>
      <span className="lk-row card-list__label">
        <span>{where}</span>
        <span className="lk-badge" data-testid="order-list-status">
          {statusText(order.status, order.order_kind)}
        </span>
      </span>
    </Link>
  );
}

export default LkOrders;
