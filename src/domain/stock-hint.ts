// A returning customer's stock, told to the server that draws the website's pages (issue 15).
// The device remembers the warehouse of the customer's address or pickup point; a cookie carries
// its id, so the next page is drawn from that stock's own price file (SPEC.md §4 Catalogue
// loading: its dishes and prices) rather than the shop-wide catalogue, which the app would then
// replace with the stock's, drawing every dish card again as the page starts. The server checks
// the id against the shop's locations: a cookie names a warehouse, never a file.
import { catalogSourceFor, type CatalogSettings, type CatalogSource } from './catalog-source.ts';

export const STOCK_COOKIE = 'stock';

/** A warehouse id as the shop's settings write them. */
const WAREHOUSE_ID = /^[\w-]{1,64}$/;

/** The stock a Cookie header names, or null (none, or not a warehouse id). */
export function stockFromCookies(header: string | null | undefined): string | null {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== STOCK_COOKIE) continue;
    const value = part.slice(at + 1).trim();
    return WAREHOUSE_ID.test(value) ? value : null;
  }
  return null;
}

/**
 * The cookie line that remembers the stock for a year, or forgets it (null). `secure` on an https
 * page. Lax: sent when the customer follows a link to the shop, as its pages are drawn then too.
 */
export function stockCookie(warehouseId: string | null, secure: boolean): string {
  const value = warehouseId !== null && WAREHOUSE_ID.test(warehouseId) ? warehouseId : '';
  return [
    `${STOCK_COOKIE}=${value}`,
    'Path=/',
    `Max-Age=${value ? 31_536_000 : 0}`,
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/**
 * The catalogue file a page for this stock is drawn from, or null when that is the one a visitor
 * without a stock gets: an unknown warehouse, or a shop whose catalogue does not differ by stock.
 */
export function stockCatalogSource(
  settings: CatalogSettings,
  warehouseId: string,
): CatalogSource | null {
  // Only a stock the shop lists: a cookie's other values would each make a page of their own.
  if (!settings.locations.some((l) => l.warehouse_id === warehouseId)) return null;
  const own = catalogSourceFor(settings, warehouseId);
  // Without a location there is no price file: the same kind is the same file.
  return own.kind === catalogSourceFor(settings, null).kind ? null : own;
}
