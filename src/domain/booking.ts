// SPEC.md §2 Modals "booking", §3 Shipping method type wcso_booking with its restaurants: which
// restaurants take table bookings, their limits (guests, tables, days ahead), free tables, and the
// form's checks. The storefront and the reference backend run the same checks; the backend never
// trusts the client's answer. The days and times themselves are booking-times.ts.
import type { ShippingMethod } from './model';
import {
  dayNumber,
  formatHourMinute,
  localParts,
  parseDayMonthYear,
  parseHourMinute,
  zonedInstant,
  type CalendarDate,
} from './zoned-time';

export interface BookingRules {
  /** A booking is for 1..maxGuests guests (restaurant max_guests). */
  maxGuests: number;
  /** Tables booked out at one time (restaurant tables); 0 means not limited. */
  tables: number;
  /** Calendar days offered, today included (restaurant booking_days_ahead). */
  daysAhead: number;
  /** The times offered lie on this grid of the restaurant's clock. */
  stepMinutes: number;
  /** The earliest booking starts this long after now. */
  noticeMinutes: number;
  /** The last booking starts this long before closing. */
  lastSeatingMinutes: number;
  /** A table is held this long: bookings closer together than this need a table each. */
  visitMinutes: number;
}

export const BOOKING_DEFAULTS: BookingRules = {
  maxGuests: 10,
  tables: 0,
  daysAhead: 30,
  stepMinutes: 30,
  noticeMinutes: 60,
  lastSeatingMinutes: 60,
  visitMinutes: 120,
};

export const BOOKING_NAME_MAX = 100;
export const BOOKING_COMMENT_MAX = 500;

export interface BookingRestaurant {
  id: string;
  /** The wcso_booking shipping method it belongs to, e.g. 'wcso_booking:4'. */
  methodId: string;
  methodName: string;
  name: string;
  address: string;
  warehouseId: string;
  rules: BookingRules;
}

const wholeOr = (value: unknown, fallback: number, min: number, max: number): number => {
  const n = Number(value);
  return Number.isInteger(n) && n >= min && n <= max ? n : fallback;
};

/** The restaurant's own limits (optional fields of a wcso_booking restaurant), else the defaults. */
export function bookingRulesOf(restaurant: Record<string, unknown>): BookingRules {
  return {
    ...BOOKING_DEFAULTS,
    maxGuests: wholeOr(restaurant.max_guests, BOOKING_DEFAULTS.maxGuests, 1, 100),
    tables: wholeOr(restaurant.tables, BOOKING_DEFAULTS.tables, 0, 10_000),
    daysAhead: wholeOr(restaurant.booking_days_ahead, BOOKING_DEFAULTS.daysAhead, 1, 366),
  };
}

/** SPEC.md §3: the restaurants of the wcso_booking shipping methods, each once, in the admin's order. */
export function bookingRestaurants(methods: readonly ShippingMethod[]): BookingRestaurant[] {
  const seen = new Set<string>();
  return methods
    .filter((m) => m.type === 'wcso_booking')
    .flatMap((m) =>
      m.restaurants.map((r) => ({
        id: r.id,
        methodId: m.id,
        methodName: m.name,
        name: r.name || r.address,
        address: r.address,
        warehouseId: r.warehouse_id,
        rules: bookingRulesOf(r as Record<string, unknown>),
      })),
    )
    .filter((r) => !seen.has(r.id) && seen.add(r.id));
}

export interface BookingTime {
  /** 'dd.mm.yyyy' on the restaurant's clock. */
  date: string;
  /** 'HH:MM' on the restaurant's clock. */
  time: string;
  /** The instant it starts, ms. */
  start: number;
}

/** Tables already taken at a start: bookings that overlap a visit beginning then. */
export function tablesTaken(
  starts: readonly number[],
  start: number,
  rules: Pick<BookingRules, 'visitMinutes'>,
): number {
  const visit = rules.visitMinutes * 60_000;
  return starts.filter((s) => Math.abs(s - start) < visit).length;
}

/** Whether one more booking fits at this start. */
export function hasFreeTable(
  starts: readonly number[],
  start: number,
  rules: Pick<BookingRules, 'tables' | 'visitMinutes'>,
): boolean {
  return rules.tables === 0 || tablesTaken(starts, start, rules) < rules.tables;
}

export interface BookingForm {
  restaurantId: string;
  /** 'dd.mm.yyyy' on the restaurant's clock. */
  date: string;
  /** 'HH:MM' on the restaurant's clock. */
  time: string;
  guests: number;
  name: string;
  phone: string;
  comment: string;
}

export type BookingField = keyof BookingForm;
export type BookingProblem =
  | 'required'
  | 'unknown'
  | 'invalid'
  | 'past'
  | 'too-far'
  | 'closed'
  | 'unavailable'
  | 'range'
  | 'too-long';
export type BookingProblems = Partial<Record<BookingField, BookingProblem>>;

export interface BookingCheck {
  /** The restaurant the form names, or null when there is none such. */
  restaurant: BookingRestaurant | null;
  /** The restaurant's times on a date (bookingTimes narrowed to that day). */
  timesOn: (date: string) => readonly BookingTime[];
  now: number;
  /** The restaurant's time zone ("today" is its calendar day). */
  timeZone: string;
  /** SPEC.md §5 'введите корректный номер': the phone rules, passed in (they are heavy). */
  isPhone: (input: string) => boolean;
}

/** The form's problems by field, none when it may be sent (free tables are the server's to say). */
export function bookingProblems(form: BookingForm, check: BookingCheck): BookingProblems {
  const problems: BookingProblems = {};
  const { restaurant } = check;
  if (!form.restaurantId) problems.restaurantId = 'required';
  else if (!restaurant) problems.restaurantId = 'unknown';

  const date = dateProblem(form.date, check);
  if (date) problems.date = date;
  else if (restaurant) {
    const times = check.timesOn(form.date);
    if (times.length === 0) problems.date = 'closed';
    else {
      const time = timeProblem(form.date, form.time, times, check);
      if (time) problems.time = time;
    }
  }

  const max = restaurant?.rules.maxGuests ?? BOOKING_DEFAULTS.maxGuests;
  if (!Number.isInteger(form.guests) || form.guests < 1 || form.guests > max)
    problems.guests = 'range';
  const name = form.name.trim();
  if (!name) problems.name = 'required';
  else if (name.length > BOOKING_NAME_MAX) problems.name = 'too-long';
  if (!form.phone.trim()) problems.phone = 'required';
  else if (!check.isPhone(form.phone)) problems.phone = 'invalid';
  if (form.comment.trim().length > BOOKING_COMMENT_MAX) problems.comment = 'too-long';
  return problems;
}

function dateProblem(text: string, check: BookingCheck): BookingProblem | null {
  if (!text) return 'required';
  const date = parseDayMonthYear(text);
  if (!date) return 'invalid';
  const offset = dayNumber(date) - dayNumber(localParts(check.now, check.timeZone));
  if (offset < 0) return 'past';
  const days = check.restaurant?.rules.daysAhead ?? BOOKING_DEFAULTS.daysAhead;
  return offset >= days ? 'too-far' : null;
}

function timeProblem(
  dateText: string,
  text: string,
  times: readonly BookingTime[],
  check: BookingCheck,
): BookingProblem | null {
  if (!text) return 'required';
  const minute = parseHourMinute(text);
  if (minute === null || minute >= 1440) return 'invalid';
  const date = parseDayMonthYear(dateText) as CalendarDate;
  if (zonedInstant(date, minute, check.timeZone) <= check.now) return 'past';
  const time = formatHourMinute(minute);
  return times.some((t) => t.time === time) ? null : 'unavailable';
}
