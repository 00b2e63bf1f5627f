// Table booking calls (server/booking/routes.ts; SPEC.md §2 Modals "booking"): a restaurant's free
// times for a day, and a booking made once per key.
import * as v from 'valibot';
import { numeric, looseObject, object } from '../domain/model-fields.ts';
import { postOnce, type ApiClient } from './client.ts';
import type { BookingForm } from '../domain/booking.ts';
import { DEFAULT_TIME_ZONE } from '../domain/zoned-time.ts';

const slotsSchema = object({
  restaurant_id: v.string(),
  time_zone: v.fallback(v.string(), DEFAULT_TIME_ZONE),
  now: v.fallback(v.string(), ''),
  max_guests: v.fallback(numeric, 10),
  dates: v.fallback(v.array(v.string()), []),
  date: v.fallback(v.nullable(v.string()), null),
  times: v.fallback(v.array(object({ time: v.string(), available: v.boolean() })), []),
});
export type BookingSlots = v.InferOutput<typeof slotsSchema>;

export const bookingSchema = looseObject({
  id: numeric,
  order_id: numeric,
  order_key: v.fallback(v.nullable(v.string()), null),
  status: v.string(),
  restaurant: object({ id: v.string(), name: v.string(), address: v.fallback(v.string(), '') }),
  date: v.string(),
  time: v.string(),
  guests: numeric,
  name: v.fallback(v.string(), ''),
  phone: v.fallback(v.string(), ''),
  comment: v.fallback(v.string(), ''),
});
export type Booking = v.InferOutput<typeof bookingSchema>;

/** The booking form (src/domain/booking.ts) as the server reads it. */
export type BookingBody = Omit<BookingForm, 'restaurantId'> & {
  restaurant_id: string;
  platform: 'site' | 'telegram';
};

export function bookingApi(client: ApiClient) {
  return {
    slots: (restaurantId: string, date: string | null) =>
      client.request('/wp-json/booking/v1/slots', slotsSchema, {
        query: { restaurant_id: restaurantId, date },
      }),
    /** One key per booking attempt: the server answers the same booking for the same key. */
    create: (body: BookingBody, key: string) =>
      postOnce(client, '/wp-json/booking/v1/bookings', bookingSchema, body, key),
  };
}

export type BookingApi = ReturnType<typeof bookingApi>;
