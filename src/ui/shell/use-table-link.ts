// The table's QR code opens the menu for eating in at that table: inside Telegram the deep link
// t.me/{bot}/{app}?startapp=table_{restaurant}_{table} (once per launch), on the website
// /?table={restaurant}_{table} (the query is then dropped, so a reload does not ask again).
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { RootStore } from '../../stores/root-store.ts';
import { tableFromSearch, tableFromStartParam, type TableRef } from '../../domain/table-order.ts';

const HANDLED = 'table-link-handled';

/** Seats the customer at the table, and says so (or that the code names no table here). */
export function seatAtTable(store: RootStore, ref: TableRef) {
  const t = store.ui.t;
  if (!store.delivery.sitAtTable(ref)) {
    store.ui.notify(t('delivery.table.unknown'), 'error');
    return false;
  }
  const seat = store.delivery.location!;
  store.ui.notify(t('delivery.table.seated', { place: seat.title }), 'success');
  store.platform.haptics.notify('success');
  return true;
}

export function useTableLink(store: RootStore) {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const loaded = store.settings.status === 'loaded';
  useEffect(() => {
    if (!loaded) return;
    const fromQuery = tableFromSearch(search);
    if (fromQuery) {
      seatAtTable(store, fromQuery);
      const rest = new URLSearchParams(search);
      rest.delete('table');
      const query = rest.toString();
      navigate(`${pathname}${query ? `?${query}` : ''}`, { replace: true });
      return;
    }
    const fromStart = tableFromStartParam(store.platform.telegram?.startParam);
    if (!fromStart || sessionStorage.getItem(HANDLED)) return;
    sessionStorage.setItem(HANDLED, '1');
    seatAtTable(store, fromStart);
  }, [loaded, search, pathname, navigate, store]);
}
