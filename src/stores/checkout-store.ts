// Checkout (issue 7, SPEC.md §2 /order, §5 texts): the form, its validation, the time slots, the
// payment methods the place allows, and placing the order once per attempt. One idempotency key
// lives from the first press until the order is made, so a double click, a retry after a dropped
// connection or a second press after a timeout all make one order. The contact form (name, phone,
// comment, payment choice) is persisted by features.ts; a guest's placed order is remembered on
// the device (guest-orders-store.ts).
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { RootStore } from './root-store.ts';
import type { Features } from './features.ts';
import { deliveryApi, type TimeSlot } from '../api/delivery-api.ts';
import { ordersApi, type Order, type OrderBody } from '../api/orders-api.ts';
import {
  availablePaymentMethods,
  payableInHost,
  TELEGRAM_INVOICE_METHOD,
} from '../domain/payment-methods.ts';
import type { DetailField } from '../domain/address-details.ts';
import { orderBody } from './order-body.ts';
import { newIdempotencyKey } from '../api/client.ts';
import { problemText, refusedCouponCode } from './problem-text.ts';

/** How long a press waits for the discounts to catch up with the cart before sending anyway. */
const DISCOUNTS_SETTLE_MS = 4000;
export type CheckoutField = 'name' | 'phone' | 'payment' | 'time' | DetailField;

/** What place() ended with: the screen navigates or redirects. */
export type PlaceOutcome =
  | { kind: 'order'; id: number; key: string | null }
  | { kind: 'pay'; url: string }
  | { kind: 'failed' };

export class CheckoutStore {
  name = '';
  phone = '';
  comment = '';
  /** 'asap' or the index of a slot in `slots`. */
  time: 'asap' | number = 'asap';
  slots: TimeSlot[] = [];
  slotsLoading = false;
  paymentId: string | null = null;
  /** Validation shows after the first attempt to place. */
  touched = false;
  busy = false;
  error: string | null = null;
  lastOrder: Order | null = null;
  private attemptKey: string | null = null;
  /** libphonenumber's rules, loaded by the checkout screen so the home page does not carry them. */
  normalizePhone: ((input: string) => string | null) | null = null;

  constructor(
    private root: RootStore,
    private f: Features,
  ) {
    makeAutoObservable<CheckoutStore, 'root' | 'f' | 'attemptKey'>(this, {
      root: false,
      f: false,
      attemptKey: false,
      normalizePhone: observableRef,
    });
  }

  async loadPhoneRules() {
    const { normalizePhone } = await import('../domain/phone.ts');
    runInAction(() => (this.normalizePhone = normalizePhone));
  }

  private get api() {
    return ordersApi(this.root.api.client);
  }

  /**
   * Fills the contacts from the signed-in customer where the form is still empty. The name is the
   * profile's own first name only: an SMS-only account has none (its display name is the phone
   * number), so the field starts empty and asks (issue 13).
   */
  prefill() {
    const user = this.root.user.user;
    if (!user) return;
    if (!this.name) this.name = user.first_name;
    if (!this.phone) this.phone = user.phone;
  }

  /** The name given at checkout becomes the signed-in customer's profile name (issue 13). */
  private async rememberName(name: string) {
    const user = this.root.user.user;
    if (!user || !name || name === user.first_name) return;
    const result = await this.root.user.updateProfile({
      first_name: name,
      last_name: user.last_name,
      birth: user.birth,
    });
    if (!result.ok) console.warn('the name was not saved to the profile', result.problem);
  }

  setName(v: string) {
    this.name = v;
  }
  setPhone(v: string) {
    this.phone = v;
  }
  setComment(v: string) {
    this.comment = v;
  }
  setTime(v: 'asap' | number) {
    this.time = v;
  }
  setPayment(id: string) {
    this.paymentId = id;
  }

  get paymentMethods() {
    const { settings, delivery } = this.root;
    const s = settings.settings;
    const offered = availablePaymentMethods(
      settings.paymentMethods,
      {
        shippingType: delivery.shippingType,
        warehouseId: delivery.warehouseId,
        zone: delivery.kind === 'delivery' ? (delivery.location?.zone ?? null) : null,
      },
      {
        filteredByLocation: s?.settings.payment.payments_filtered_by_location ?? false,
        useZonePayments: s?.delivery.use_zones_payments_methods ?? false,
        allZonesSame: s?.delivery.all_zones_payments_status ?? false,
        zonePayments: s?.delivery.all_zones_zone_payment_methods ?? {},
      },
    );
    return payableInHost(offered, this.root.platform.kind);
  }
  /** The chosen method if the place still offers it, else the first one offered. */
  get payment() {
    const list = this.paymentMethods;
    return list.find((m) => m.id === this.paymentId) ?? list[0] ?? null;
  }

  /** SPEC.md §5 texts and the courier's needs, as i18n keys, per field. */
  get errors(): Partial<Record<CheckoutField, string>> {
    const e: Partial<Record<CheckoutField, string>> = {};
    for (const [field, problem] of Object.entries(this.root.delivery.detailsProblems)) {
      e[field as DetailField] = `address.problems.${problem}`;
    }
    if (!this.name.trim()) e.name = 'checkout.errors.name';
    if (!this.normalizePhone?.(this.phone)) e.phone = 'checkout.errors.phone';
    if (!this.payment) e.payment = 'checkout.errors.payment';
    if (this.time !== 'asap' && !this.slots[this.time]) e.time = 'checkout.errors.time';
    return e;
  }
  get valid(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  async loadSlots() {
    const { delivery, ui } = this.root;
    const stock = delivery.warehouseId;
    if (!stock) return;
    this.slotsLoading = true;
    const r = await deliveryApi(this.root.api.client).availableTime(
      stock,
      delivery.kind,
      delivery.kind === 'delivery' ? (delivery.location?.zone ?? null) : null,
      ui.language,
    );
    runInAction(() => {
      this.slotsLoading = false;
      this.slots = r.ok ? r.data.start_list : [];
      if (this.time !== 'asap' && !this.slots[this.time]) this.time = 'asap';
    });
  }

  /** The chosen delivery slot; null for 'as soon as possible'. Coupons follow it (autoapply). */
  get slot(): TimeSlot | null {
    return this.time === 'asap' ? null : (this.slots[this.time] ?? null);
  }

  private body(): OrderBody {
    const { cart, delivery, platform } = this.root;
    return orderBody({
      name: this.name,
      phone: this.normalizePhone?.(this.phone) ?? this.phone,
      comment: this.comment,
      payment: this.payment!,
      kind: delivery.kind,
      location: delivery.location,
      table: delivery.table,
      details: delivery.details,
      cityName: delivery.city?.name ?? '',
      warehouseId: delivery.warehouseId,
      shippingMethodId: delivery.shippingMethodId ?? delivery.shippingType,
      methodTitle: delivery.method?.name ?? '',
      express: delivery.express,
      deliveryPrice: cart.summary.delivery,
      slot: this.slot,
      peopleCount: this.root.settings.asksPeopleCount ? cart.peopleCount : null,
      platform: platform.kind,
      language: this.root.ui.language,
      lines: cart.lines,
      couponCodes: this.f.coupons.orderCodes,
      bonuses: this.f.bonus.applied,
    });
  }

  /** Logging out on a shared device: the customer's contacts leave the form. */
  forgetContacts() {
    this.name = '';
    this.phone = '';
  }

  /** Places the order; a second call while one is in flight does nothing. */
  async place(): Promise<PlaceOutcome> {
    if (this.busy) return { kind: 'failed' };
    if (!this.normalizePhone) {
      // The phone's rules load with the checkout screen; a press before they are in waits for
      // them (it was lost: the phone counted as wrong, then the error went when they came).
      this.busy = true;
      try {
        await this.loadPhoneRules();
      } catch {
        runInAction(() => (this.error = this.root.ui.t('forms.errors.offline')));
        return { kind: 'failed' };
      } finally {
        runInAction(() => (this.busy = false));
      }
    }
    return this.placeNow();
  }

  private async placeNow(): Promise<PlaceOutcome> {
    this.touched = true;
    this.error = null;
    const { cart } = this.root;
    // The screen's MainButton buzzes a blocked cart itself before it asks.
    if (cart.blocker !== null) return { kind: 'failed' };
    if (!this.valid) {
      // A warning, as the other forms' refused presses (submit-once): the customer has to act.
      this.root.platform.haptics.notify('warning');
      return { kind: 'failed' };
    }
    this.busy = true;
    this.attemptKey ??= newIdempotencyKey();
    const key = this.attemptKey;
    try {
      // The order carries the discount codes its summary shows: a cart change's discount fetch is
      // made now, not after the order (a press in between once sent no auto coupon, and the retry,
      // with it, was another order under the same key).
      await this.f.coupons.settle(DISCOUNTS_SETTLE_MS);
      const body = this.body();
      const r = await this.api.create(body, key);
      if (!r.ok) {
        runInAction(() => {
          const { t } = this.root.ui;
          const said = problemText(t, r.problem, {
            fallback: 'checkout.errors.failed',
            timeout: 'checkout.errors.timeout',
          });
          // A coupon the shop refused comes off, the new total shows, and the next press orders.
          const coupon = refusedCouponCode(r.problem);
          const removed = coupon !== null && this.f.coupons.refuse(coupon);
          const sentence = /[.!?…]$/.test(said) ? said : `${said}.`;
          this.error = removed ? `${sentence} ${t('checkout.errors.couponRemoved')}` : said;
        });
        this.root.platform.haptics.notify('error');
        return { kind: 'failed' };
      }
      const order = r.data;
      // The shop's analytics (when accepted) hear of the purchase before the cart empties.
      this.root.analytics?.purchase({
        id: order.id,
        number: order.number,
        total: Number(order.total) || 0,
      });
      void this.rememberName(this.name.trim());
      runInAction(() => {
        this.lastOrder = order;
        this.attemptKey = null;
        this.touched = false;
        this.comment = '';
        this.time = 'asap';
        cart.clear();
        this.f.coupons.reset();
        this.f.bonus.applied = 0;
      });
      this.root.platform.haptics.notify('success');
      // A guest keeps a way back to the order on this device (the active-orders strip shows it).
      if (!this.root.user.signedIn && order.order_key)
        this.root.guestOrders.remember(order.id, order.order_key);
      if (order.status === 'pending' && order.payment_method === TELEGRAM_INVOICE_METHOD) {
        // Telegram's invoice over the shop; the order page then follows the status the bot sets.
        const { payInTelegram } = await import('./telegram-invoice.ts');
        await payInTelegram(this.root, order);
      } else if (order.status === 'pending' && order.payment_url) {
        return { kind: 'pay', url: this.root.api.client.url(order.payment_url) };
      }
      return { kind: 'order', id: order.id, key: this.root.user.signedIn ? null : order.order_key };
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}
