// The body of POST wc/v3/orders in the vendor's shape (BACKEND-CONTRACT.md "Order creation"):
// billing/shipping with the address (WooCommerce's address_2 carries the flat, entrance, floor and
// intercom as one line), the vendor's meta keys for each detail and the point, the lines with
// their supplements, the time slot and the coupons. Built from plain inputs, so it reads like the
// contract and a test can check it without a store.
import type { OrderBody } from '../api/orders-api.ts';
import type { TimeSlot } from '../api/delivery-api.ts';
import type { CartLine } from '../domain/cart-price.ts';
import { detailsLine, detailsMeta, type AddressDetails } from '../domain/address-details.ts';
import { isPaidOnHandover } from '../domain/payment-methods.ts';
import { TABLE_META } from '../domain/table-order.ts';
import { ORDER_LANGUAGE_META } from '../domain/order-language.ts';
import type { DeliveryKind, SelectedLocation } from './delivery-store.ts';

/** WooCommerce line_items: main lines, their supplements as 'ingredient' lines, options in meta. */
export function lineItemsOf(lines: readonly CartLine[]): Record<string, unknown>[] {
  const items: Record<string, unknown>[] = [];
  lines
    .filter((l) => !l.isGift)
    .forEach((line, index) => {
      items.push({
        product_id: line.id,
        quantity: line.count,
        type: 'main',
        cart_item_index: index,
        ...(line.variation_id
          ? { variation_id: line.variation_id, variation_data: line.variation_data ?? {} }
          : {}),
        meta_data: line.options.length ? [{ key: 'options', value: line.options }] : [],
      });
      for (const s of line.supplements) {
        items.push({
          product_id: s.id,
          quantity: s.count,
          type: 'ingredient',
          parent_id: line.id,
          cart_item_index: index,
        });
      }
    });
  return items;
}

export interface OrderInput {
  name: string;
  /** Normalised (E.164) when the phone rules are loaded. */
  phone: string;
  comment: string;
  payment: { id: string; title: string };
  kind: DeliveryKind;
  location: SelectedLocation | null;
  /** Eating in at this table of the restaurant (its QR code), or null. */
  table: string | null;
  details: AddressDetails;
  cityName: string;
  warehouseId: string | null;
  shippingMethodId: string;
  methodTitle: string;
  express: boolean;
  deliveryPrice: number;
  slot: TimeSlot | null;
  /** null: the shop's cart does not ask (page-type.ts asksPeopleCount), and the order does not say. */
  peopleCount: number | null;
  platform: string;
  /** The customer's interface language: the order keeps it (WPML's `wpml_language`). */
  language: string;
  lines: readonly CartLine[];
  couponCodes: string[];
  bonuses: number;
}

export function orderBody(o: OrderInput): OrderBody {
  const delivering = o.kind === 'delivery';
  const address: Record<string, string> = {
    first_name: o.name.trim(),
    phone: o.phone,
    country: 'RU',
    address_1: delivering ? (o.location?.title ?? '') : '',
    ...(delivering && detailsLine(o.details) ? { address_2: detailsLine(o.details) } : {}),
    city: o.location?.city ?? o.cityName,
    warehouse_id: o.warehouseId ?? '',
  };
  const slot = o.slot;
  const meta: { key: string; value: unknown }[] = [
    { key: 'stock_id', value: o.warehouseId ?? '' },
    { key: 'order_meta_source', value: 'front' },
    { key: 'platform', value: o.platform },
    { key: ORDER_LANGUAGE_META, value: o.language },
    ...(o.peopleCount === null ? [] : [{ key: 'people_count', value: String(o.peopleCount) }]),
    { key: 'billing_gatetimecheckout', value: slot ? slot.text : 'asap' },
    { key: '_billing_gatetimecheckout', value: slot ? slot.text : 'asap' },
    { key: 'must_be_delivered', value: slot ? `${slot.date} ${slot.time_from}` : 'asap' },
  ];
  if (slot) {
    meta.push(
      { key: 'take_date', value: slot.date },
      { key: 'time_from', value: slot.time_from },
      { key: 'time_to', value: slot.time_to },
    );
  }
  if (o.table && o.location?.pointId) {
    meta.push(
      { key: TABLE_META.restaurant, value: o.location.pointId },
      { key: TABLE_META.table, value: o.table },
    );
  }
  if (delivering) {
    meta.push(...detailsMeta(o.details));
    if (o.location?.coords) {
      meta.push(
        { key: 'lat', value: String(o.location.coords[1]) },
        { key: 'long', value: String(o.location.coords[0]) },
      );
    }
    if (o.express) meta.push({ key: 'express', value: '1' });
  }
  return {
    payment_method: o.payment.id,
    payment_method_title: o.payment.title,
    set_paid: false,
    status: isPaidOnHandover(o.payment.id) ? 'processing' : 'pending',
    billing: address,
    shipping: address,
    customer_note: o.comment.trim(),
    coupon_lines: o.couponCodes.map((code) => ({ code })),
    line_items: lineItemsOf(o.lines),
    bonuses: o.bonuses,
    shipping_lines: [
      {
        method_id: o.shippingMethodId,
        method_title: o.methodTitle,
        total: String(o.deliveryPrice),
        pickup_point: delivering ? null : (o.location?.pointId ?? null),
      },
    ],
    meta_data: meta,
  };
}
