// The booking modal's state: the form, checked by the shared rules of domain/booking.ts; the days
// and times a restaurant can be booked and which still have a free table, as the backend answers
// them (GET booking/v1/slots, per restaurant and day: it owns the restaurant's clock and tables);
// and the booking made once per attempt (one Idempotency-Key from the first press until it is
// made, so a double press or a retry after a dropped connection makes one booking).
import { submittedFrom } from '../domain/request.ts';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { RootStore } from './root-store.ts';
import { bookingApi, type Booking, type BookingSlots } from '../api/booking-api.ts';
import {
  bookingProblems,
  bookingRestaurants,
  type BookingForm as Form,
  type BookingProblems,
  type BookingRestaurant,
} from '../domain/booking.ts';
import { DEFAULT_TIME_ZONE, formatDayMonthYear, localParts } from '../domain/zoned-time.ts';
import { formatPhone, normalizePhone } from '../domain/phone.ts';
import { shopPhone } from '../domain/safe-link.ts';
import { AttemptKey, submitOnce } from './submit-once.ts';

export type { Booking };

export interface TimeOption {
  time: string;
  /** A free table at that time. */
  free: boolean;
}

export class BookingFormState {
  restaurantId = '';
  date = '';
  time = '';
  guests = 2;
  name = '';
  phone = '';
  comment = '';
  /** Field problems show after the first press of "Book". */
  touched = false;
  busy = false;
  failure: string | null = null;
  done: Booking | null = null;
  /** The backend's answers by `${restaurantId}|${date}`. */
  slots = new Map<string, BookingSlots>();
  /** A restaurant's days failed to load (its key), for the retry. */
  failed: string | null = null;
  private readonly attempt = new AttemptKey();
  private readonly api;

  constructor(private root: RootStore) {
    this.api = bookingApi(root.api.client);
    makeAutoObservable<BookingFormState, 'root' | 'attempt' | 'api'>(this, {
      root: false,
      attempt: false,
      api: false,
    });
    // The restaurant chosen in the address sheet, else the first in the customer's city.
    const asked = this.restaurants.find((r) => r.id === root.ui.bookingRestaurantId);
    const inCity = this.restaurants.find((r) => r.warehouseId === root.delivery.city?.warehouse_id);
    this.restaurantId = (asked ?? inCity ?? this.restaurants[0])?.id ?? '';
  }

  /**
   * Loads the days and times whenever the restaurant or the day changes, and fills the contacts
   * from the signed-in customer (who may arrive later, inside Telegram); returns the disposer.
   */
  watch(): () => void {
    const stops = [
      reaction(
        () => `${this.restaurantId}|${this.date}`,
        () => void this.load(),
        { fireImmediately: true },
      ),
      reaction(
        () => this.root.user.user,
        (user) => user && this.prefill(user),
        { fireImmediately: true },
      ),
    ];
    return () => stops.forEach((stop) => stop());
  }

  private prefill(user: { first_name: string; display_name: string; phone: string }) {
    if (!this.name) this.name = user.first_name || user.display_name;
    if (!this.phone && user.phone) this.phone = formatPhone(user.phone);
  }

  get restaurants(): BookingRestaurant[] {
    return bookingRestaurants(this.root.settings.shippingMethods);
  }
  get restaurant(): BookingRestaurant | null {
    return this.restaurants.find((r) => r.id === this.restaurantId) ?? null;
  }
  /** The answer for the chosen day, or the restaurant's first answer while the day loads. */
  get answer(): BookingSlots | null {
    const exact = this.slots.get(`${this.restaurantId}|${this.date}`);
    if (exact) return exact;
    return [...this.slots.values()].find((s) => s.restaurant_id === this.restaurantId) ?? null;
  }
  get days(): string[] {
    return this.answer?.dates ?? [];
  }
  /** Times of the chosen day; empty while they load. */
  get times(): TimeOption[] {
    const answer = this.slots.get(`${this.restaurantId}|${this.date}`);
    return answer?.times.map((t) => ({ time: t.time, free: t.available })) ?? [];
  }
  get loading(): boolean {
    return !this.slots.has(`${this.restaurantId}|${this.date}`) && this.failed === null;
  }
  get timeZone(): string {
    return this.answer?.time_zone ?? DEFAULT_TIME_ZONE;
  }
  /** The shop's clock at its last answer (the device's may be off). */
  get now(): number {
    const shop = Date.parse(this.answer?.now ?? '');
    return Number.isFinite(shop) ? shop : this.root.clock.now();
  }
  /** Today on the restaurant's calendar, 'dd.mm.yyyy'. */
  get today(): string {
    return formatDayMonthYear(localParts(this.now, this.timeZone));
  }
  /** The restaurant's clock shows another time than the customer's device. */
  get foreignZone(): boolean {
    const clock = (timeZone?: string) =>
      new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit' }).format(
        this.now,
      );
    return clock(this.timeZone) !== clock();
  }
  get maxGuests(): number {
    return this.restaurant?.rules.maxGuests ?? 1;
  }
  get form(): Form {
    const { restaurantId, date, time, guests, name, phone, comment } = this;
    return { restaurantId, date, time, guests, name, phone, comment };
  }
  get problems(): BookingProblems {
    return bookingProblems(this.form, {
      restaurant: this.restaurant,
      timesOn: (date) =>
        (this.slots.get(`${this.restaurantId}|${date}`)?.times ?? []).map((t) => ({
          date,
          time: t.time,
          start: 0,
        })),
      now: this.now,
      timeZone: this.timeZone,
      isPhone: (p) => normalizePhone(p) !== null,
    });
  }
  get valid(): boolean {
    return (
      Object.keys(this.problems).length === 0 &&
      this.times.some((t) => t.time === this.time && t.free)
    );
  }
  /** The restaurant's phone, for groups larger than a booking takes. */
  get restaurantPhone(): string {
    const contacts = this.root.settings.settings?.contacts;
    return contacts ? shopPhone(contacts, this.restaurant?.warehouseId) : '';
  }

  chooseRestaurant(id: string) {
    if (id === this.restaurantId) return;
    this.restaurantId = id;
    this.date = '';
    this.time = '';
    this.guests = Math.min(this.guests, this.maxGuests);
    this.edited();
  }
  chooseDate(date: string) {
    if (date === this.date) return;
    this.date = date;
    this.time = '';
    this.edited();
  }
  chooseTime(time: string) {
    this.time = time;
    this.edited();
  }
  setGuests(n: number) {
    this.guests = Math.min(this.maxGuests, Math.max(1, Math.round(n)));
    this.edited();
  }
  setName(v: string) {
    this.name = v;
    this.edited();
  }
  setPhone(v: string) {
    this.phone = v;
    this.edited();
  }
  setComment(v: string) {
    this.comment = v;
    this.edited();
  }

  /** The message of a failed press goes once the customer changes something. */
  private edited() {
    if (!this.busy) this.failure = null;
  }

  /** The chosen restaurant's days and the chosen day's times (the first day when none is chosen). */
  async load(force = false): Promise<void> {
    const id = this.restaurantId;
    const date = this.date;
    if (!id || (!force && this.slots.has(`${id}|${date}`))) return;
    this.failed = null;
    const answer = await this.api.slots(id, date || null);
    runInAction(() => {
      if (id !== this.restaurantId) return;
      if (!answer.ok) {
        this.failed = `${id}|${date}`;
        return;
      }
      const day = answer.data.date ?? '';
      this.slots.set(`${id}|${day}`, answer.data);
      if (!this.date || !answer.data.dates.includes(this.date)) this.date = day;
      const chosen = answer.data.times.find((t) => t.time === this.time);
      if (this.date === day && this.time && !chosen?.available) this.time = '';
    });
  }

  /** Books once; true when the booking is made (then `done` holds it). */
  async submit(): Promise<boolean> {
    const result = await submitOnce(this, this.root, {
      valid: () => this.valid,
      attempt: this.attempt,
      send: (key) =>
        this.api.create(
          {
            restaurant_id: this.restaurantId,
            date: this.date,
            time: this.time,
            guests: this.guests,
            name: this.name.trim(),
            phone: this.phone,
            comment: this.comment.trim(),
            platform: submittedFrom(this.root.platform.kind),
          },
          key,
        ),
      fallback: 'booking.errors.failed',
    });
    // Someone took the last table meanwhile: show the day as it is now.
    const problem = result?.ok === false ? result.problem : null;
    if (problem?.kind === 'rejected' && problem.code === 'booking_full') void this.load(true);
    return result?.ok ?? false;
  }
}
