// The order's receipt as the order page shows and prints it, read from WooCommerce's order object
// (BACKEND-CONTRACT.md "Order creation … Response"): dishes with their options and supplements,
// gifts, where the order goes and when.
import { detailsFromMeta, type AddressDetails } from './address-details.ts';

export interface MetaEntry {
  key: string;
  value?: unknown;
}

export interface ReceiptItemSource {
  id: number;
  name: string;
  quantity: number;
  total: string | number;
  /** Price of one (a portion's price); 0 when the backend does not say. */
  price: number;
  /** 'main', a dish's supplement 'ingredient', or a coupon's 'gift'. */
  type: string;
  parent_item_id: number | null;
  meta_data: MetaEntry[];
}

export interface ReceiptAddon {
  id: number;
  name: string;
  quantity: number;
  total: number;
}

export interface ReceiptLine extends ReceiptAddon {
  /** Price of one: the backend's, else the total shared out. */
  unitPrice: number;
  /** The chosen options as the shop wrote them ('30 см, тонкое тесто'), or null. */
  options: string | null;
  gift: boolean;
  addons: ReceiptAddon[];
}

/** A meta value as text; '' when absent. */
export function metaText(meta: MetaEntry[], key: string): string {
  const value = meta.find((m) => m.key === key)?.value;
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
}

/** Dishes in order, each with its supplements; a supplement whose dish is missing stands alone. */
export function receiptLines(items: ReceiptItemSource[]): ReceiptLine[] {
  const lines: ReceiptLine[] = [];
  const byId = new Map<number, ReceiptLine>();
  const money = (v: string | number) => Number(v) || 0;
  for (const item of items) {
    const parent = item.type === 'ingredient' && item.parent_item_id !== null;
    const dish = parent ? byId.get(item.parent_item_id!) : undefined;
    if (dish) {
      dish.addons.push({
        id: item.id,
        name: item.name,
        quantity: item.quantity,
        total: money(item.total),
      });
      continue;
    }
    const line: ReceiptLine = {
      id: item.id,
      name: item.name,
      quantity: item.quantity,
      total: money(item.total),
      unitPrice:
        item.price > 0 ? item.price : item.quantity > 0 ? money(item.total) / item.quantity : 0,
      options: metaText(item.meta_data, 'options_label') || null,
      gift: item.type === 'gift',
      addons: [],
    };
    lines.push(line);
    byId.set(item.id, line);
  }
  return lines;
}

export type ReceiptPlace =
  | ({ kind: 'delivery'; address: string } & AddressDetails)
  | { kind: 'pickup'; name: string; address: string; table?: string };

/** Where the order goes: the delivery address with its details, or the pickup point. */
export function receiptPlace(order: {
  order_kind: string;
  billing: { address_1: string; city: string };
  meta_data: MetaEntry[];
}): ReceiptPlace | null {
  const meta = order.meta_data;
  if (order.order_kind === 'delivery') {
    const street = order.billing.address_1.trim();
    const city = order.billing.city.trim();
    if (!street) return null;
    return {
      kind: 'delivery',
      address: city && !street.includes(city) ? `${city}, ${street}` : street,
      ...detailsFromMeta(meta),
    };
  }
  const name = metaText(meta, 'local_pickup_name');
  const address = metaText(meta, 'pickup_address');
  // Eating in at a table (its QR code): the table is part of where the order goes.
  const table = metaText(meta, 'table_number');
  if (!name && !address) return null;
  return table ? { kind: 'pickup', name, address, table } : { kind: 'pickup', name, address };
}

/** When: null for "as soon as possible", else the chosen slot as the checkout wrote it. */
export function receiptTime(meta: MetaEntry[]): { date: string; slot: string } | null {
  const slot = metaText(meta, 'billing_gatetimecheckout');
  if (!slot || slot === 'asap') return null;
  return { date: metaText(meta, 'take_date'), slot };
}
