// A table booking shown among orders (/lk/orders, the active-orders strip, /order/{id}): what it is
// and when, from the order's vendor meta (booking_date 'dd.mm.yyyy', booking_time 'HH:MM',
// people_count, local_pickup_name), instead of 'Заказ №N · 0 ₽'.

export interface BookingFacts {
  /** The booking's own number (booking_id), as its confirmation showed it. */
  id: number | null;
  date: string;
  time: string;
  guests: number;
  restaurant: string;
}

interface OrderLike {
  order_kind?: unknown;
  meta_data?: readonly { key: string; value: unknown }[] | unknown;
}

const DATE = /^(\d{2})\.(\d{2})\.(\d{4})$/;
const TIME = /^\d{2}:\d{2}$/;

/** The booking an order stands for, or null for an ordinary order (or unreadable meta). */
export function bookingOfOrder(order: OrderLike): BookingFacts | null {
  if (order.order_kind !== 'booking' || !Array.isArray(order.meta_data)) return null;
  const meta = new Map(
    (order.meta_data as { key?: unknown; value?: unknown }[]).map((m) => [m.key, m.value]),
  );
  const date = String(meta.get('booking_date') ?? '');
  const time = String(meta.get('booking_time') ?? '');
  if (!DATE.test(date) || !TIME.test(time)) return null;
  const guests = Number(meta.get('people_count'));
  const id = Number(meta.get('booking_id'));
  return {
    id: Number.isInteger(id) && id > 0 ? id : null,
    date,
    time,
    guests: Number.isInteger(guests) && guests > 0 ? guests : 1,
    restaurant: String(meta.get('local_pickup_name') ?? ''),
  };
}

/**
 * 'чт, 19 нояб. · 19:00': the visit on the restaurant's wall clock, in the interface language. The
 * date is a calendar date, so it is formatted in UTC and never shifts with the device's zone.
 */
export function bookingWhen(booking: Pick<BookingFacts, 'date' | 'time'>, locale: string): string {
  const [, d, m, y] = DATE.exec(booking.date) ?? [];
  const day = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (Number.isNaN(day.getTime())) return booking.time;
  const text = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(day);
  return `${text} · ${booking.time}`;
}
