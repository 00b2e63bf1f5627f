// Seating the customer at the table a QR code names (src/domain/table-order.ts), and saying so.
// Loaded only when there is such a code: the home page does not carry it.
import type { RootStore } from '../../stores/root-store.ts';
import {
  tableFromSearch,
  tableFromStartParam,
  tableSeat,
  type TableRef,
} from '../../domain/table-order.ts';

import { parseCoord } from '../../domain/delivery-zone.ts';

export { tableFromScan } from '../../domain/table-order.ts';

/** The code in the website's query, else in Telegram's start parameter. */
export function tableRefOf(search: string, startParam: string | null | undefined) {
  return { query: tableFromSearch(search), start: tableFromStartParam(startParam) };
}

/** Seats the customer at the table, and says so (or that the code names no table here). */
export function seatAtTable(store: RootStore, ref: TableRef): boolean {
  const t = store.ui.t;
  const seat = tableSeat(store.settings.shippingMethods, ref);
  if (!seat) {
    store.ui.notify(t('delivery.table.unknown'), 'error');
    return false;
  }
  store.delivery.choose('lounge', seat.methodId, {
    warehouseId: seat.warehouseId,
    title: t('delivery.table.place', { restaurant: seat.restaurantName, table: seat.table }),
    zone: null,
    coords: parseCoord(seat.coord),
    pointId: seat.restaurantId,
    city: store.delivery.cities.find((c) => c.warehouse_id === seat.warehouseId)?.name,
    table: seat.table,
  });
  store.ui.notify(t('delivery.table.seated', { place: store.delivery.location!.title }), 'success');
  store.platform.haptics.notify('success');
  return true;
}
