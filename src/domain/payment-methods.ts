// SPEC.md §3 "Payment method: id, enabled, shipping_methods, warehouse_ids" and the settings that
// narrow them (settings.payment.payments_filtered_by_location, delivery.use_zones_payments_methods,
// all_zones_payments_status, all_zones_zone_payment_methods): which methods a checkout offers.
import type { PaymentMethod } from './model';

export interface PaymentPlace {
  /** WooCommerce shipping type: flat_rate, local_pickup, restaurants or wcso_booking. */
  shippingType: string;
  warehouseId: string | null;
  /** Delivery zone id (the map's '#cid='); null for pickup and lounge. */
  zone: string | null;
}

export interface PaymentRules {
  /** settings.payment.payments_filtered_by_location: a method lists the warehouses it serves. */
  filteredByLocation: boolean;
  /** delivery.use_zones_payments_methods: delivery zones may narrow the methods. */
  useZonePayments: boolean;
  /** delivery.all_zones_payments_status: every zone takes every method (zone lists are off). */
  allZonesSame: boolean;
  /** delivery.all_zones_zone_payment_methods: zone id → the method ids it takes. */
  zonePayments: Readonly<Record<string, readonly string[]>>;
}

/** The methods offered for this way of receiving the order, in the admin's order. */
export function availablePaymentMethods<T extends PaymentMethod>(
  methods: readonly T[],
  place: PaymentPlace,
  rules: PaymentRules,
): T[] {
  const zoneList =
    place.shippingType === 'flat_rate' &&
    place.zone !== null &&
    rules.useZonePayments &&
    !rules.allZonesSame
      ? rules.zonePayments[place.zone]
      : undefined;
  return methods.filter((m) => {
    if (!m.enabled) return false;
    if (!m.shipping_methods.includes(place.shippingType)) return false;
    if (rules.filteredByLocation && m.warehouse_ids.length > 0) {
      if (place.warehouseId === null || !m.warehouse_ids.includes(place.warehouseId)) return false;
    }
    return zoneList === undefined || zoneList.includes(m.id);
  });
}

/**
 * BACKEND-CONTRACT.md order creation: "status 'processing' if payment id contains 'cod'"; card to
 * the courier is paid on handover too. Anything else is paid online before the order is accepted.
 */
export function isPaidOnHandover(paymentId: string): boolean {
  return paymentId.includes('cod') || paymentId.includes('card_courier');
}

/** The payment method paid with a Telegram invoice (Telegram Payments) inside the Mini App. */
export const TELEGRAM_INVOICE_METHOD = 'telegram_payments';

/**
 * What this host can pay with: a Telegram invoice opens only inside Telegram, so the website
 * leaves that method out (the rest as they are).
 */
export function payableInHost<T extends Pick<PaymentMethod, 'id'>>(
  methods: readonly T[],
  host: 'web' | 'telegram',
): T[] {
  return methods.filter((m) => host === 'telegram' || m.id !== TELEGRAM_INVOICE_METHOD);
}
