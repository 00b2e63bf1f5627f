// Table booking (SPEC.md §2 Modals "booking"; the paths are "not shown", so they follow the
// vendor's style): the free times of a restaurant, and a booking made once per Idempotency-Key by a
// guest (name and phone) or a signed-in customer, whose bookings are listed.
//   GET  /wp-json/booking/v1/slots?restaurant_id=&date=dd.mm.yyyy
//   POST /wp-json/booking/v1/bookings  {restaurant_id, date, time, guests, name, phone, comment, platform}
//   GET  /wp-json/booking/v1/bookings  (signed-in: own bookings)
import { Hono, type Context } from 'hono';
import type { AppContext } from '../app.ts';
import { bearer, clientIp, clip, jsonBody, requireUser } from '../http/route-helpers.ts';
import { BookingService, type BookingRequest } from './booking-service.ts';

const text = clip;

/** The body as the service reads it; the service checks every field. */
export function parseBookingRequest(
  body: Record<string, unknown>,
  idempotencyKey: string | undefined,
): BookingRequest {
  const guests = Number(body.guests);
  return {
    restaurantId: text(body.restaurant_id, 64),
    date: text(body.date, 10),
    time: text(body.time, 5),
    guests: Number.isFinite(guests) ? guests : 0,
    // One past the limits, so an over-long value is refused rather than cut.
    name: text(body.name, 101),
    phone: text(body.phone, 40),
    comment: text(body.comment, 501),
    platform: text(body.platform, 16),
    idempotencyKey: text(idempotencyKey, 200) || null,
  };
}

export function bookingRoutes({ db, auth, now, config }: AppContext) {
  const r = new Hono();
  const bookings = new BookingService(db, now, config.limits);
  /** The signed-in customer, a guest (null), or 401 for a token that is not valid. */
  const optionalUser = (c: Context) => (bearer(c) ? requireUser(c, auth) : null);

  r.get('/wp-json/booking/v1/slots', (c) => {
    return c.json(bookings.slots(c.req.query('restaurant_id') ?? '', c.req.query('date') ?? null));
  });

  r.post('/wp-json/booking/v1/bookings', async (c) => {
    const body = await jsonBody(c);
    const userId = optionalUser(c);
    const req = parseBookingRequest(body, c.req.header('idempotency-key'));
    const { booking, created } = bookings.create(req, userId, clientIp(c));
    return c.json(booking, created ? 201 : 200);
  });

  r.get('/wp-json/booking/v1/bookings', (c) => c.json(bookings.list(requireUser(c, auth))));

  return r;
}
