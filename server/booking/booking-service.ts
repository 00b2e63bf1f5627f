// Table bookings (SPEC.md §2 Modals "booking", §3 wcso_booking restaurants). A booking is checked
// with the storefront's own rules (src/domain/booking.ts) on the server's clock, needs a free table
// at its time, and is stored twice in one transaction: its details in `bookings`, and a WooCommerce
// order of kind 'booking' (no lines, nothing to pay) so it shows in the customer's order history and
// on /order/{id}, and can be cancelled there like any order. One booking per idempotency key.
import crypto from 'node:crypto';
import type { Db } from '../db/db.ts';
import { getOption } from '../db/db.ts';
import { normalizePhone } from '../auth/auth-service.ts';
import type { Limits } from '../config.ts';
import { RateLimiter } from '../http/rate-limit.ts';
import { HttpError } from '../http/http-error.ts';
import { GUEST_LIMIT_TEXT, guestLimit } from '../http/guest-limit.ts';
import {
  bookingProblems,
  bookingRestaurants,
  hasFreeTable,
  type BookingField,
  type BookingForm,
  type BookingProblem,
  type BookingRestaurant,
  type BookingTime,
} from '../../src/domain/booking.ts';
import { bookingDays, bookingTimes, bookingWorkTime } from '../../src/domain/booking-times.ts';
import { workTimeOf } from '../../src/domain/work-time.ts';
import { DEFAULT_TIME_ZONE } from '../../src/domain/zoned-time.ts';
import {
  parseEach,
  settingsSchema,
  shippingMethodSchema,
  type Settings,
  type WorkTime,
} from '../../src/domain/model.ts';
import { orderStatusLabel } from '../../src/domain/order-status.ts';
import { bookingOrderJson, type BookingRow } from './booking-order-json.ts';
import {
  addOrderEvent,
  findOrder,
  insertBookingOrder,
  saveOrderData,
} from '../orders/order-store.ts';
import {
  bookingByKey,
  customerBookings,
  findBooking,
  insertBooking,
  standingStartsBetween,
} from './booking-store.ts';
import * as v from 'valibot';

export class BookingError extends HttpError<400 | 404 | 409 | 422 | 429> {}

/** The booking form's fields (src/domain/booking.ts) as the server reads them, with the request's own. */
export interface BookingRequest extends BookingForm {
  platform: string;
  idempotencyKey: string | null;
}

/** The server's words for each problem of src/domain/booking.ts, field by field. */
const PROBLEM_TEXT: Record<
  BookingField,
  Partial<Record<BookingProblem, string>> & { any: string }
> = {
  restaurantId: { any: 'Выберите ресторан' },
  date: {
    any: 'Выберите день',
    past: 'Этот день уже прошёл',
    'too-far': 'На этот день бронь ещё не открыта',
    closed: 'В этот день ресторан не работает',
  },
  time: {
    any: 'Выберите время',
    past: 'Это время уже прошло',
    unavailable: 'На это время забронировать нельзя: выберите другое',
  },
  guests: { any: 'Укажите число гостей' },
  name: { any: 'Укажите имя', 'too-long': 'Имя слишком длинное' },
  phone: { any: 'введите корректный номер' },
  comment: { any: 'Комментарий слишком длинный' },
};

export const FULL_TEXT = 'На это время свободных столиков нет. Выберите другое время.';

export class BookingService {
  private limiter: RateLimiter;

  constructor(
    private db: Db,
    private now: () => number,
    private limits?: Limits,
  ) {
    this.limiter = new RateLimiter(db, now);
  }

  settings(): Settings {
    return v.parse(settingsSchema, getOption(this.db, 'all_settings') ?? {});
  }

  restaurants(settings = this.settings()): BookingRestaurant[] {
    return bookingRestaurants(parseEach(shippingMethodSchema, settings.shipping_methods));
  }

  /** The restaurant's hours, in its time zone (its stock's work time, else round the clock). */
  private hours(restaurant: BookingRestaurant, settings: Settings): WorkTime {
    const city = settings.locations.find((l) => l.warehouse_id === restaurant.warehouseId);
    return bookingWorkTime(
      workTimeOf(settings.delivery_work_time, restaurant.warehouseId),
      city?.timezone || DEFAULT_TIME_ZONE,
    );
  }

  private timesOn(restaurant: BookingRestaurant, hours: WorkTime, date: string): BookingTime[] {
    return bookingTimes(hours, this.now(), restaurant.rules, { from: date, days: 1 });
  }

  /** Starts of the restaurant's bookings still standing (not cancelled) around an instant. */
  private takenAround(restaurantId: string, start: number, visitMinutes: number): number[] {
    const visit = visitMinutes * 60_000;
    return standingStartsBetween(this.db, restaurantId, start - visit, start + visit);
  }

  /** GET slots: the days that can be booked, and one day's times with a free table or not. */
  slots(restaurantId: string, date: string | null) {
    const settings = this.settings();
    const restaurant = this.restaurants(settings).find((r) => r.id === restaurantId);
    if (!restaurant) throw new BookingError(404, 'restaurant_not_found', 'Ресторан не найден');
    const hours = this.hours(restaurant, settings);
    const dates = bookingDays(hours, this.now(), restaurant.rules);
    const day = date && dates.includes(date) ? date : (dates[0] ?? null);
    return {
      restaurant_id: restaurant.id,
      time_zone: hours.wp_timezone,
      // The shop's clock: the storefront judges "today" and "past" by it, not by the device.
      now: new Date(this.now()).toISOString(),
      max_guests: restaurant.rules.maxGuests,
      dates,
      date: day,
      times: day
        ? this.timesOn(restaurant, hours, day).map((t) => ({
            time: t.time,
            available: this.free(restaurant, t),
          }))
        : [],
    };
  }

  private free(restaurant: BookingRestaurant, t: BookingTime): boolean {
    const taken = this.takenAround(restaurant.id, t.start, restaurant.rules.visitMinutes);
    return hasFreeTable(taken, t.start, restaurant.rules);
  }

  /**
   * POST: a checked booking with a free table, once per idempotency key (a retry answers the
   * booking it made, created false; the key with another body is refused, 422). A guest's new
   * booking counts against the client's and the phone's hourly limits.
   */
  create(
    req: BookingRequest,
    userId: number | null,
    client = 'unknown',
  ): { booking: Record<string, unknown>; created: boolean } {
    const customerId = userId ?? 0;
    const hash = bodyHash(req);
    const earlier = this.byKey(customerId, req.idempotencyKey);
    if (earlier) return { booking: this.replay(earlier, req, userId, hash), created: false };

    const settings = this.settings();
    const restaurant = this.restaurants(settings).find((r) => r.id === req.restaurantId) ?? null;
    const hours = restaurant ? this.hours(restaurant, settings) : null;
    const timesOn = (date: string) => (hours ? this.timesOn(restaurant!, hours, date) : []);
    const problems = bookingProblems(req, {
      restaurant,
      timesOn,
      now: this.now(),
      timeZone: hours?.wp_timezone ?? DEFAULT_TIME_ZONE,
      isPhone: (p) => normalizePhone(p) !== null,
    });
    const field = (Object.keys(problems) as BookingField[])[0];
    if (field) {
      const problem = problems[field]!;
      const text = PROBLEM_TEXT[field][problem] ?? PROBLEM_TEXT[field].any;
      throw new BookingError(400, 'booking_invalid', text, { field, problem });
    }
    const slot = timesOn(req.date).find((t) => t.time === normalTime(req.time))!;
    const phone = normalizePhone(req.phone)!;
    try {
      const id = this.db.transaction(() => {
        const guest =
          userId === null && this.limits
            ? guestLimit(this.limiter, this.limits, 'booking', client, phone, () => {
                throw new BookingError(429, 'too_many_requests', GUEST_LIMIT_TEXT.booking);
              })
            : null;
        if (!this.free(restaurant!, slot)) throw new BookingError(409, 'booking_full', FULL_TEXT);
        const bookingId = this.insert(
          req,
          restaurant!,
          slot,
          hours!.wp_timezone,
          phone,
          customerId,
          settings,
          hash,
        );
        guest?.take();
        return bookingId;
      })();
      return { booking: this.json(findBooking(this.db, id)!), created: true };
    } catch (error) {
      const again = this.byKey(customerId, req.idempotencyKey);
      if (again && (error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') {
        return { booking: this.replay(again, req, userId, hash), created: false };
      }
      throw error;
    }
  }

  /** The signed-in customer's bookings, the next one first. */
  list(userId: number): Record<string, unknown>[] {
    return customerBookings(this.db, userId).map((r) => this.json(r));
  }

  private byKey(customerId: number, key: string | null): BookingRow | null {
    return key ? bookingByKey(this.db, customerId, key) : null;
  }

  /** A retry: the same booking; the key with another body (or a guest's with another phone): 422. */
  private replay(row: BookingRow, req: BookingRequest, userId: number | null, hash: string) {
    if (
      (row.request_hash && row.request_hash !== hash) ||
      (userId === null && normalizePhone(req.phone) !== row.phone)
    ) {
      throw new BookingError(
        422,
        'idempotency_key_reused',
        'Этот ключ уже использован для другой брони',
      );
    }
    return this.json(row);
  }

  private insert(
    req: BookingRequest,
    restaurant: BookingRestaurant,
    slot: BookingTime,
    timeZone: string,
    phone: string,
    customerId: number,
    settings: Settings,
    hash: string,
  ): number {
    const db = this.db;
    const at = new Date(this.now()).toISOString();
    const orderKey = `wc_order_${crypto.randomBytes(12).toString('base64url')}`;
    const orderId = insertBookingOrder(db, customerId, at, orderKey);
    const id = insertBooking(db, {
      order_id: orderId,
      customer_id: customerId,
      restaurant_id: restaurant.id,
      restaurant_name: restaurant.name,
      restaurant_address: restaurant.address,
      warehouse_id: restaurant.warehouseId,
      starts_at: slot.start,
      date: slot.date,
      time: slot.time,
      time_zone: timeZone,
      guests: req.guests,
      name: req.name.trim(),
      phone,
      comment: req.comment.trim(),
      idempotency_key: req.idempotencyKey,
      created_at: at,
      request_hash: hash,
    });
    addOrderEvent(db, orderId, { status: 'processing', note: 'Столик забронирован', at });
    const row = findBooking(db, id)!;
    // The order's status is the booking's: the copy in the order leaves it out so it never goes stale.
    const { status: _status, status_label: _label, order_key: _key, ...booking } = this.json(row);
    const order = bookingOrderJson(row, {
      orderKey,
      platform: req.platform,
      method: restaurant,
      cancelSeconds: settings.settings.pending_order_cansel_time,
      booking,
    });
    saveOrderData(db, orderId, order);
    return id;
  }

  /** The booking as the API answers it, with its order's status and key. */
  json(row: BookingRow): Record<string, unknown> {
    const order = findOrder(this.db, row.order_id);
    const status = order?.status ?? 'processing';
    return {
      id: row.id,
      order_id: row.order_id,
      order_key: order?.order_key ?? null,
      status,
      status_label: orderStatusLabel(status),
      restaurant: {
        id: row.restaurant_id,
        name: row.restaurant_name,
        address: row.restaurant_address,
      },
      date: row.date,
      time: row.time,
      time_zone: row.time_zone,
      starts_at: new Date(row.starts_at).toISOString(),
      guests: row.guests,
      name: row.name,
      phone: row.phone,
      comment: row.comment,
      customer_id: row.customer_id,
      date_created: row.created_at,
    };
  }
}

/** The body an Idempotency-Key came with (key aside). */
function bodyHash(req: BookingRequest): string {
  const { idempotencyKey: _key, ...rest } = req;
  return crypto.createHash('sha256').update(JSON.stringify(rest)).digest('hex');
}

/** 'H:MM' or 'HH:MM' as the times are written. */
function normalTime(text: string): string {
  const m = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  return m ? `${m[1]!.padStart(2, '0')}:${m[2]}` : text;
}
