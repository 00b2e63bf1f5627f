// A table booking shown among orders (/lk/orders, the active-orders strip, /order/{id}): what it is,
// where and when, instead of 'Заказ №N · 0 ₽' and a kitchen's statuses. The order of kind
// 'booking' carries the booking whole under `booking` (the reference backend) and in the vendor's
// meta keys (booking_date 'dd.mm.yyyy', booking_time 'HH:MM', people_count, local_pickup_name), which
// a merchant's backend may be all there is.
import { orderStatusOf } from './order-status.ts';
import { localParts } from './zoned-time.ts';
import { shortDay } from './booking-days.ts';

export interface BookingFacts {
  /** The booking's own number (booking_id), as its confirmation showed it. */
  id: number | null;
  /** The visit on the restaurant's wall clock: 'dd.mm.yyyy' and 'HH:MM'. */
  date: string;
  time: string;
  guests: number;
  restaurant: string;
  address: string;
  /** The restaurant's IANA zone and the visit's instant (ms), when the backend says them. */
  timeZone: string | null;
  startsAt: number | null;
  name: string;
  phone: string;
  comment: string;
}

interface OrderLike {
  order_kind?: unknown;
  booking?: unknown;
  meta_data?: unknown;
}

const DATE = /^(\d{2})\.(\d{2})\.(\d{4})$/;
const TIME = /^\d{2}:\d{2}$/;

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const record = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const positiveInt = (v: unknown) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** The booking an order stands for, or null for an ordinary order (or no readable date and time). */
export function bookingOfOrder(order: OrderLike): BookingFacts | null {
  if (order.order_kind !== 'booking') return null;
  const whole = record(order.booking);
  const meta = new Map(
    (Array.isArray(order.meta_data) ? order.meta_data : []).map((m: unknown) => [
      record(m).key,
      record(m).value,
    ]),
  );
  const pick = (own: unknown, key: string) => own ?? meta.get(key);
  const restaurant = record(whole.restaurant);
  const date = String(pick(whole.date, 'booking_date') ?? '');
  const time = String(pick(whole.time, 'booking_time') ?? '');
  if (!DATE.test(date) || !TIME.test(time)) return null;
  const startsAt = Date.parse(text(whole.starts_at));
  return {
    id: positiveInt(pick(whole.id, 'booking_id')),
    date,
    time,
    guests: positiveInt(pick(whole.guests, 'people_count')) ?? 1,
    restaurant: text(pick(restaurant.name, 'local_pickup_name')),
    address: text(pick(restaurant.address, 'pickup_address')),
    timeZone: text(whole.time_zone) || null,
    startsAt: Number.isNaN(startsAt) ? null : startsAt,
    name: text(whole.name),
    phone: text(whole.phone),
    comment: text(whole.comment),
  };
}

/**
 * 'чт, 19 нояб. · 19:00': the visit on the restaurant's wall clock, in the interface language. The
 * date is a calendar date, so it is formatted in UTC and never shifts with the device's zone.
 */
export function bookingWhen(booking: Pick<BookingFacts, 'date' | 'time'>, locale: string): string {
  const { weekday, day } = shortDay(booking.date, locale);
  return weekday ? `${weekday}, ${day} · ${booking.time}` : booking.time;
}

/**
 * Whether the visit's time needs 'по местному времени ресторана': the restaurant's clock shows
 * another time than the customer's at that moment (Novosibirsk seen from Moscow). Unknown: no.
 */
export function isOtherClock(
  booking: Pick<BookingFacts, 'timeZone' | 'startsAt'>,
  deviceZone: string,
): boolean {
  if (!booking.timeZone || booking.startsAt === null) return false;
  if (!isKnownZone(booking.timeZone) || !isKnownZone(deviceZone)) return false;
  const there = localParts(booking.startsAt, booking.timeZone);
  const here = localParts(booking.startsAt, deviceZone);
  return there.hour !== here.hour || there.minute !== here.minute || there.day !== here.day;
}

function isKnownZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

export type BookingState = 'booked' | 'visited' | 'cancelled';

/**
 * A booking's own status (SPEC.md §4 names an order's; a table is neither cooked nor handed over):
 * booked while its order is open in any way, visited once it is completed, or cancelled. Null for a
 * code the storefront does not know.
 */
export function bookingState(code: string): BookingState | null {
  const status = orderStatusOf(code);
  if (status === null) return null;
  if (status === 'completed') return 'visited';
  if (status === 'cancelled') return 'cancelled';
  return 'booked';
}
