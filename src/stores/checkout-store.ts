// Checkout (issue 7, SPEC.md §2 /order, §5 texts): the form, its validation, the time slots, the
// payment methods the place allows, and placing the order once per attempt. One idempotency key
// lives from the first press until the order is made, so a double click, a retry after a dropped
// connection or a second press after an error all make one order.
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { RootStore } from './root-store.ts';
import type { Features } from './features.ts';
import { deliveryApi, type TimeSlot } from '../api/delivery-api.ts';
import { ordersApi, type Order, type OrderBody } from '../api/orders-api.ts';
import { availablePaymentMethods, isPaidOnHandover } from '../domain/payment-methods.ts';
import type { CartLine } from '../domain/cart-price.ts';
import { newIdempotencyKey } from '../api/client.ts';
import { problemText } from './problem-text.ts';

export type CheckoutField = 'name' | 'phone' | 'payment' | 'time';

/** What place() ended with: the screen navigates or redirects. */
export type PlaceOutcome =
  | { kind: 'order'; id: number; key: string | null }
  | { kind: 'pay'; url: string }
  | { kind: 'failed' };

/** WooCommerce line_items: main lines, their supplements as 'ingredient' lines, options in meta. */
export function lineItemsOf(lines: readonly CartLine[]): Record<string, unknown>[] {
  const items: Record<string, unknown>[] = [];
  lines
    .filter((l) => !l.isGift)
    .forEach((line, index) => {
      items.push({
        product_id: line.id,
        quantity: line.count,
        type: 'main',
        cart_item_index: index,
        ...(line.variation_id
          ? { variation_id: line.variation_id, variation_data: line.variation_data ?? {} }
          : {}),
        meta_data: line.options.length ? [{ key: 'options', value: line.options }] : [],
      });
      for (const s of line.supplements) {
        items.push({
          product_id: s.id,
          quantity: s.count,
          type: 'ingredient',
          parent_id: line.id,
          cart_item_index: index,
        });
      }
    });
  return items;
}

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
    return availablePaymentMethods(
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
  }
  /** The chosen method if the place still offers it, else the first one offered. */
  get payment() {
    const list = this.paymentMethods;
    return list.find((m) => m.id === this.paymentId) ?? list[0] ?? null;
  }

  /** SPEC.md §5 texts, as i18n keys, per field. */
  get errors(): Partial<Record<CheckoutField, string>> {
    const e: Partial<Record<CheckoutField, string>> = {};
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
    const { bonus } = this.f;
    const payment = this.payment!;
    const location = delivery.location;
    const slot = this.time === 'asap' ? null : (this.slots[this.time] ?? null);
    const address: Record<string, string> = {
      first_name: this.name.trim(),
      phone: this.normalizePhone?.(this.phone) ?? this.phone,
      country: 'RU',
      address_1: delivery.kind === 'delivery' ? (location?.title ?? '') : '',
      city: location?.city ?? delivery.city?.name ?? '',
      warehouse_id: delivery.warehouseId ?? '',
    };
    const meta: { key: string; value: unknown }[] = [
      { key: 'stock_id', value: delivery.warehouseId ?? '' },
      { key: 'order_meta_source', value: 'front' },
      { key: 'platform', value: platform.kind },
      { key: 'people_count', value: String(cart.peopleCount) },
      { key: 'billing_gatetimecheckout', value: slot ? slot.text : 'asap' },
      { key: '_billing_gatetimecheckout', value: slot ? slot.text : 'asap' },
      { key: 'must_be_delivered', value: slot ? `${slot.date} ${slot.time_from}` : 'asap' },
    ];
    if (slot) {
      meta.push(
        { key: 'take_date', value: slot.date },
        { key: 'time_from', value: slot.time_from },
        { key: 'time_to', value: slot.time_to },
      );
    }
    if (delivery.kind === 'delivery' && location?.coords) {
      meta.push(
        { key: 'lat', value: String(location.coords[1]) },
        { key: 'long', value: String(location.coords[0]) },
      );
      if (delivery.express) meta.push({ key: 'express', value: '1' });
    }
    return {
      payment_method: payment.id,
      payment_method_title: payment.title,
      set_paid: false,
      status: isPaidOnHandover(payment.id) ? 'processing' : 'pending',
      billing: address,
      shipping: address,
      customer_note: this.comment.trim(),
      coupon_lines: this.f.coupons.orderCodes.map((code) => ({ code })),
      line_items: lineItemsOf(cart.lines),
      bonuses: bonus.applied,
      shipping_lines: [
        {
          method_id: delivery.shippingMethodId ?? delivery.shippingType,
          method_title: delivery.method?.name ?? '',
          total: String(cart.summary.delivery),
          pickup_point: delivery.kind === 'delivery' ? null : (location?.pointId ?? null),
        },
      ],
      meta_data: meta,
    };
  }

  /** Places the order; a second call while one is in flight does nothing. */
  async place(): Promise<PlaceOutcome> {
    if (this.busy) return { kind: 'failed' };
    this.touched = true;
    this.error = null;
    const { cart } = this.root;
    if (cart.blocker !== null || !this.valid) return { kind: 'failed' };
    this.busy = true;
    this.attemptKey ??= newIdempotencyKey();
    const key = this.attemptKey;
    try {
      const body = this.body();
      const r = await this.api.create(body, key);
      if (!r.ok) {
        runInAction(() => {
          this.error = problemText(this.root.ui.t, r.problem, {
            fallback: 'checkout.errors.failed',
            timeout: 'checkout.errors.timeout',
          });
        });
        this.root.platform.haptics.notify('error');
        return { kind: 'failed' };
      }
      const order = r.data;
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
      if (order.status === 'pending' && order.payment_url) {
        return { kind: 'pay', url: this.root.api.client.url(order.payment_url) };
      }
      return { kind: 'order', id: order.id, key: this.root.user.signedIn ? null : order.order_key };
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}
