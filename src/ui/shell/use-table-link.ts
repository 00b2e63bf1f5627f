// The table's QR code opens the menu for eating in at that table: inside Telegram the deep link
// t.me/{bot}/{app}?startapp=table_{restaurant}_{table} (once per launch), on the website
// /?table={restaurant}_{table} (the query is then dropped, so a reload does not ask again). The
// rules load only when a code is there.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { RootStore } from '../../stores/root-store.ts';

const HANDLED = 'table-link-handled';

export function useTableLink(store: RootStore) {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const loaded = store.settings.status === 'loaded';
  const startParam = store.platform.telegram?.startParam ?? '';
  const inQuery = /[?&]table=/.test(search);
  const inStart = startParam.startsWith('table_');
  useEffect(() => {
    if (!loaded || !(inQuery || (inStart && !sessionStorage.getItem(HANDLED)))) return;
    let live = true;
    void import('./table-link.ts').then(({ tableRefOf, seatAtTable }) => {
      if (!live) return;
      const ref = tableRefOf(search, startParam);
      if (inQuery) {
        const rest = new URLSearchParams(search);
        rest.delete('table');
        const query = rest.toString();
        navigate(`${pathname}${query ? `?${query}` : ''}`, { replace: true });
        if (ref.query) seatAtTable(store, ref.query);
        else store.ui.notify(store.ui.t('delivery.table.unknown'), 'error');
        return;
      }
      sessionStorage.setItem(HANDLED, '1');
      if (ref.start) seatAtTable(store, ref.start);
    });
    return () => {
      live = false;
    };
  }, [loaded, inQuery, inStart, search, pathname, startParam, navigate, store]);
}
