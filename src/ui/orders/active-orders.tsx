// The shell's active orders (issue 7): for a signed-in customer, a compact strip under the header
// with each non-final order and its live status, linking to /order/{id}. Loaded lazily by the shell
// only for a signed-in customer; pusher-js follows only once there is an active order.
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useMatch } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useStores } from '../store-context.tsx';
import { ordersApi } from '../../api/orders-api.ts';
import { runtimeConfig } from '../../config.ts';
import { ActiveOrders } from './active-orders-store.ts';
import { orderTitle, statusText } from './status-text.ts';
import { ChevronRightIcon } from './order-icons.tsx';
import './orders.css';

/** At most this many rows; the account's order history has the rest. */
const SHOWN = 3;

const ActiveOrdersBar = observer(function ActiveOrdersBar() {
  const userId = useStores().user.user?.ID ?? null;
  return userId ? <ActiveOrdersList key={userId} userId={userId} /> : null;
});

const ActiveOrdersList = observer(function ActiveOrdersList({ userId }: { userId: number }) {
  const store = useStores();
  const { t, i18n } = useTranslation();
  const [active] = useState(
    () =>
      new ActiveOrders(userId, {
        api: ordersApi(store.api.client),
        realtime: runtimeConfig().realtime,
      }),
  );
  useEffect(() => {
    active.start();
    return () => active.stop();
  }, [active]);
  // The order on screen is not repeated here; one placed since the list was read is picked up.
  const viewing = Number(useMatch('/order/:id')?.params.id) || null;
  useEffect(() => {
    if (viewing) active.know(viewing);
  }, [viewing, active]);

  const shown = active.orders.filter((o) => o.id !== viewing).slice(0, SHOWN);
  if (shown.length === 0) return null;
  return (
    <nav
      className="active-orders"
      aria-label={t('orderStatus.active.title')}
      data-testid="active-orders"
    >
      {shown.map((o) => (
        <Link
          key={o.id}
          to={`/order/${o.id}`}
          className="active-orders__item"
          data-testid="active-order"
        >
          <span className="active-orders__pulse" aria-hidden="true" />
          <span className="active-orders__text">
            <strong>{orderTitle(t, o, i18n.language)}</strong>
            <span data-testid="active-order-status">{statusText(t, o.status, o.order_kind)}</span>
          </span>
          <ChevronRightIcon size={18} />
        </Link>
      ))}
    </nav>
  );
});

export default ActiveOrdersBar;
