// The shell's active orders (issue 7, issue 12 item 3): a compact strip under the header with each
// non-final order and its live status, linking to /order/{id} — a signed-in customer's from their
// order list and private channel, a guest's from the orders placed on this device (with their keys).
// Loaded lazily by the shell; pusher-js follows only once there is an active order.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useMatch } from 'react-router-dom';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import {
  activeOrdersOf,
  guestActiveOrdersOf,
  rememberActiveOrdersRoom,
  type Order,
} from '../../stores/order-stores.ts';
import { orderTitle, useStatusText } from './status-text.ts';
import { orderNumberOf } from '../../domain/order-status.ts';
import { ChevronRightIcon } from './order-icons.tsx';
import { giveBackActiveOrdersRoom } from '../shell/active-orders-room.ts';
import './orders.css';

/** At most this many rows; the account's order history has the rest. */
const SHOWN = 3;

/** The order on screen (/order/{id}), which the strip leaves out. */
function useViewedOrder(): number | null {
  return orderNumberOf(useMatch('/order/:id')?.params.id);
}

const ActiveOrdersBar = observer(function ActiveOrdersBar() {
  const { user, guestOrders } = useStores();
  const userId = user.user?.ID ?? null;
  // Gone (a sign-out, a session the backend refused): no strip will come.
  useEffect(() => giveBackActiveOrdersRoom, []);
  if (userId) return <ActiveOrdersList key={userId} userId={userId} />;
  if (!user.token && guestOrders.orders.length > 0) return <GuestOrdersList />;
  return null;
});

const ActiveOrdersList = observer(function ActiveOrdersList({ userId }: { userId: number }) {
  const store = useStores();
  const [active] = useState(() => activeOrdersOf(store, userId));
  useEffect(() => {
    active.start();
    return () => active.stop();
  }, [active]);
  // The order on screen is not repeated here; one placed since the list was read is picked up.
  const viewing = useViewedOrder();
  useEffect(() => {
    if (viewing) active.know(viewing);
  }, [viewing, active]);
  return <Strip orders={active.orders} read={active.read} viewing={viewing} keyOf={() => null} />;
});

const GuestOrdersList = observer(function GuestOrdersList() {
  const store = useStores();
  const { guestOrders } = store;
  const [active] = useState(() => guestActiveOrdersOf(store));
  useEffect(() => {
    active.start();
    return () => active.stop();
  }, [active]);
  // A new order placed meanwhile is read at once.
  const newest = guestOrders.orders[0]?.id;
  useEffect(() => {
    if (newest) void active.refresh();
  }, [newest, active]);
  const viewing = useViewedOrder();
  return (
    <Strip
      orders={active.orders}
      read={active.read}
      viewing={viewing}
      keyOf={(id) => active.keyOf(id)}
    />
  );
});

function Strip({
  orders,
  read,
  viewing,
  keyOf,
}: {
  orders: Order[];
  /** The list has been read once: what it shows is what there is. */
  read: boolean;
  viewing: number | null;
  keyOf: (id: number) => string | null;
}) {
  const { t, i18n } = useTranslation();
  const store = useStores();
  const statusText = useStatusText();
  const ref = useRef<HTMLElement>(null);
  const shown = orders.filter((o) => o.id !== viewing).slice(0, SHOWN);
  // Drawn as read: the room kept for it is given back in the same frame, and its height
  // remembered for the next start (not on an order's page, where that order is left out).
  useLayoutEffect(() => {
    if (!read) return;
    giveBackActiveOrdersRoom();
    if (!viewing) rememberActiveOrdersRoom(store, ref.current?.offsetHeight ?? 0);
  }, [read, viewing, shown.length, store]);
  if (shown.length === 0) return null;
  return (
    <nav
      ref={ref}
      className="active-orders"
      aria-label={t('orderStatus.active.title')}
      data-testid="active-orders"
    >
      {shown.map((o) => {
        const key = keyOf(o.id);
        return (
          <Link
            key={o.id}
            to={`/order/${o.id}${key ? `?key=${encodeURIComponent(key)}` : ''}`}
            className="active-orders__item"
            data-testid="active-order"
          >
            <span className="active-orders__pulse" aria-hidden="true" />
            <span className="active-orders__text">
              <strong>{orderTitle(t, o, i18n.language)}</strong>
              <span data-testid="active-order-status">{statusText(o.status, o.order_kind)}</span>
            </span>
            <ChevronRightIcon size={18} />
          </Link>
        );
      })}
    </nav>
  );
}

export default ActiveOrdersBar;
