// Eating in at a table from its QR code (issue 18): the code names the restaurant and the table, in
// three forms — a Telegram deep link `t.me/{bot}/{app}?startapp=table_{restaurant}_{table}`, the
// website's `/?table={restaurant}_{table}`, or that text read by Telegram's QR scanner. The order
// then goes to that restaurant's eat-in method ('restaurants', 'В зале') and that table, with no
// address. The storefront and the reference backend check a table by the same rule.
import type { ShippingMethod } from './model';

export interface TableRef {
  restaurantId: string;
  table: string;
}

/** What a seat at a table resolves to in the shop's settings. */
export interface TableSeat {
  methodId: string;
  restaurantId: string;
  restaurantName: string;
  warehouseId: string;
  coord: string;
  table: string;
}

/** `{restaurant}_{table}`: the restaurant id may hold '_' itself, the table is after the last one. */
const CODE = /^([A-Za-z0-9_-]{1,40})_([A-Za-z0-9-]{1,12})$/;

export function parseTableCode(code: string | null | undefined): TableRef | null {
  const m = CODE.exec((code ?? '').trim());
  return m ? { restaurantId: m[1]!, table: m[2]! } : null;
}

/** Telegram's start parameter `table_{restaurant}_{table}`. */
export function tableFromStartParam(startParam: string | null | undefined): TableRef | null {
  const m = /^table_(.+)$/.exec(startParam ?? '');
  return m ? parseTableCode(m[1]) : null;
}

/** The website's query `?table={restaurant}_{table}`. */
export function tableFromSearch(search: string): TableRef | null {
  return parseTableCode(new URLSearchParams(search).get('table'));
}

/**
 * What a QR code on a table may hold: the website's link with ?table=, the Mini App's link with
 * startapp=table_…, or the bare start parameter.
 */
export function tableFromScan(text: string): TableRef | null {
  const bare = tableFromStartParam(text.trim());
  if (bare) return bare;
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  return (
    tableFromStartParam(url.searchParams.get('startapp')) ?? tableFromSearch(url.search) ?? null
  );
}

/**
 * The seat the code names, or null: the restaurant must be one of an eat-in method's ('restaurants',
 * not the booking method), and when it counts its tables, a numbered table must be one of them.
 */
export function tableSeat(methods: readonly ShippingMethod[], ref: TableRef): TableSeat | null {
  for (const method of methods) {
    if (method.type !== 'restaurants') continue;
    const r = method.restaurants.find((x) => x.id === ref.restaurantId);
    if (!r) continue;
    if (r.tables > 0 && /^\d+$/.test(ref.table)) {
      const n = Number(ref.table);
      if (n < 1 || n > r.tables) return null;
    }
    return {
      methodId: method.id,
      restaurantId: r.id,
      restaurantName: r.name || r.address,
      warehouseId: r.warehouse_id,
      coord: r.coord,
      table: ref.table,
    };
  }
  return null;
}

/** The order's meta keys that carry the table (read back by the backend and the receipt). */
export const TABLE_META = { restaurant: 'table_restaurant_id', table: 'table_number' } as const;
