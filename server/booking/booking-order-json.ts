// A booking as the rest of the shop sees it: its database row, and the WooCommerce order it shows as
// in the customer's order history and on /order/{id} (BACKEND-CONTRACT.md order fields).
import type { BookingForm, BookingRestaurant } from '../../src/domain/booking.ts';
import { cancelDeadline, orderStatusLabel } from '../../src/domain/order-status.ts';
import { newOrderDates } from '../orders/order-json.ts';

/** A booking's row: the form's fields (the restaurant's id, name and address as kept), and its own. */
export interface BookingRow extends Omit<BookingForm, 'restaurantId'> {
  id: number;
  order_id: number;
  customer_id: number;
  restaurant_id: string;
  restaurant_name: string;
  restaurant_address: string;
  starts_at: number;
  time_zone: string;
  created_at: string;
  request_hash: string | null;
}

/**
 * The WooCommerce order a booking shows as (BACKEND-CONTRACT.md order fields): kind 'booking', no
 * lines, total 0, the restaurant as the shipping line's pickup point, the booking in the vendor's
 * meta keys (booking_date, booking_time, people_count) and whole under `booking`.
 */
export function bookingOrderJson(
  row: BookingRow,
  o: {
    orderKey: string;
    platform: string;
    method: BookingRestaurant;
    cancelSeconds: number;
    booking: Record<string, unknown>;
  },
): Record<string, unknown> {
  const at = row.created_at;
  const deadline = cancelDeadline(
    { status: 'processing', createdAt: Date.parse(at) },
    o.cancelSeconds,
  );
  const meta: Record<string, unknown> = {
    booking_id: row.id,
    booking_date: row.date,
    booking_time: row.time,
    people_count: row.guests,
    stock_id: o.method.warehouseId,
    local_pickup_name: row.restaurant_name,
    pickup_address: row.restaurant_address,
    platform: o.platform,
    order_meta_source: 'front',
  };
  return {
    id: row.order_id,
    parent_id: 0,
    number: String(row.order_id),
    order_key: o.orderKey,
    created_via: 'rest-api',
    version: '1',
    status: 'processing',
    status_label: orderStatusLabel('processing'),
    order_kind: 'booking',
    currency: 'RUB',
    currency_symbol: '₽',
    ...newOrderDates(at),
    cancel_seconds: o.cancelSeconds,
    cancel_until: deadline === null ? null : new Date(deadline).toISOString(),
    discount_total: '0.00',
    shipping_total: '0.00',
    total: '0.00',
    customer_id: row.customer_id,
    customer_note: row.comment,
    billing: { first_name: row.name, phone: row.phone },
    shipping: {},
    payment_method: '',
    payment_method_title: '',
    transaction_id: '',
    payment_url: null,
    bonuses: 0,
    bonuses_earned: 0,
    line_items: [],
    shipping_lines: [
      {
        id: 1,
        method_id: 'wcso_booking',
        instance_id: o.method.methodId.split(':')[1] ?? '',
        method_title: o.method.methodName,
        total: '0.00',
        pickup_point: row.restaurant_id,
        meta_data: [],
      },
    ],
    fee_lines: [],
    coupon_lines: [],
    refunds: [],
    booking: o.booking,
    meta_data: Object.entries(meta).map(([key, value], i) => ({ id: i + 1, key, value })),
  };
}
