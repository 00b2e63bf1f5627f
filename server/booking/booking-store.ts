// Table bookings (bookings): the rows booking-service.ts checks, stores and answers. Each booking's
// order row is written by server/orders/order-store.ts.
import type { Db } from '../db/db.ts';
import type { BookingRow } from './booking-order-json.ts';

/** A new booking's row: all but its id, with the columns the answers do not read. */
export type NewBooking = Omit<BookingRow, 'id'> & {
  warehouse_id: string;
  idempotency_key: string | null;
};

/** Starts (ms) of a restaurant's bookings strictly between two instants whose order is not cancelled. */
export function standingStartsBetween(
  db: Db,
  restaurantId: string,
  from: number,
  to: number,
): number[] {
  return (
    db
      .prepare(
        `SELECT b.starts_at FROM bookings b JOIN orders o ON o.id = b.order_id
         WHERE b.restaurant_id = ? AND b.starts_at > ? AND b.starts_at < ? AND o.status != 'cancelled'`,
      )
      .all(restaurantId, from, to) as { starts_at: number }[]
  ).map((r) => r.starts_at);
}

/** A customer's latest 100 bookings, the latest start first. */
export function customerBookings(db: Db, customerId: number): BookingRow[] {
  return db
    .prepare('SELECT * FROM bookings WHERE customer_id = ? ORDER BY starts_at DESC LIMIT 100')
    .all(customerId) as BookingRow[];
}

export function findBooking(db: Db, id: number): BookingRow | null {
  return (db.prepare('SELECT * FROM bookings WHERE id = ?').get(id) as BookingRow) ?? null;
}

/** The booking one customer (0: a guest) made under one Idempotency-Key. */
export function bookingByKey(db: Db, customerId: number, key: string): BookingRow | null {
  return (
    (db
      .prepare('SELECT * FROM bookings WHERE customer_id = ? AND idempotency_key = ?')
      .get(customerId, key) as BookingRow | undefined) ?? null
  );
}

/** Answers the new booking's id. */
export function insertBooking(db: Db, b: NewBooking): number {
  return Number(
    db
      .prepare(
        `INSERT INTO bookings (order_id, customer_id, restaurant_id, restaurant_name, restaurant_address,
           warehouse_id, starts_at, date, time, time_zone, guests, name, phone, comment, idempotency_key, created_at, request_hash)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        b.order_id,
        b.customer_id,
        b.restaurant_id,
        b.restaurant_name,
        b.restaurant_address,
        b.warehouse_id,
        b.starts_at,
        b.date,
        b.time,
        b.time_zone,
        b.guests,
        b.name,
        b.phone,
        b.comment,
        b.idempotency_key,
        b.created_at,
        b.request_hash,
      ).lastInsertRowid,
  );
}
