// Table booking calls (server/booking/routes.ts; SPEC.md §2 Modals "booking"): a restaurant's free
// times for a day, and a booking made once per key.
import * as z from 'zod/mini';
import { postOnce, type ApiClient } from './client.ts';
import type { BookingForm } from '../domain/booking.ts';
import { DEFAULT_TIME_ZONE } from '../domain/zoned-time.ts';

const slotsSchema = z.object({
  restaurant_id: z.string(),
  time_zone: z.catch(z.string(), DEFAULT_TIME_ZONE),
  now: z.catch(z.string(), ''),
  max_guests: z.catch(z.coerce.number(), 10),
  dates: z.catch(z.array(z.string()), []),
  date: z.catch(z.nullable(z.string()), null),
  times: z.catch(z.array(z.object({ time: z.string(), available: z.boolean() })), []),
});
export type BookingSlots = z.infer<typeof slotsSchema>;

export const bookingSchema = z.looseObject({
  id: z.coerce.number(),
  order_id: z.coerce.number(),
  order_key: z.catch(z.nullable(z.string()), null),
  status: z.string(),
  restaurant: z.object({ id: z.string(), name: z.string(), address: z.catch(z.string(), '') }),
  date: z.string(),
  time: z.string(),
  guests: z.coerce.number(),
  name: z.catch(z.string(), ''),
  phone: z.catch(z.string(), ''),
  comment: z.catch(z.string(), ''),
});
export type Booking = z.infer<typeof bookingSchema>;

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
