// SPEC.md §3 "Shipping method … Each becomes a delivery type of old kind delivery, pickup or
// lounge" and "Pickup location: coord ('lat,lon' string; parsed and reversed)".
import type { ShippingMethod } from './model';
import { parseCoord, type LonLat } from './delivery-zone';

export type DeliveryKind = 'delivery' | 'pickup' | 'lounge';

export interface DeliveryType {
  /** The shipping method id, e.g. 'flat_rate:1'. */
  id: string;
  kind: DeliveryKind;
  type: ShippingMethod['type'];
  name: string;
}

/** A place to collect the order or to sit down: a pickup point or a restaurant. */
export interface Place {
  id: string;
  methodId: string;
  kind: DeliveryKind;
  name: string;
  address: string;
  coords: LonLat | null;
  warehouseId: string;
  workingTime: string;
}

/** SPEC.md §3: flat_rate → delivery, local_pickup → pickup, restaurants / wcso_booking → lounge. */
export function deliveryKindOf(type: ShippingMethod['type']): DeliveryKind {
  if (type === 'flat_rate') return 'delivery';
  if (type === 'local_pickup') return 'pickup';
  return 'lounge';
}

/** The delivery types to offer, in the admin's order. */
export function deliveryTypes(methods: readonly ShippingMethod[]): DeliveryType[] {
  return methods.map((m) => ({
    id: m.id,
    kind: deliveryKindOf(m.type),
    type: m.type,
    name: m.name,
  }));
}

/** Pickup points of a pickup method, or restaurants of a lounge method, with [lon, lat]. */
export function placesOf(method: ShippingMethod): Place[] {
  const kind = deliveryKindOf(method.type);
  // A restaurant names no working time of its own.
  const places =
    kind === 'pickup'
      ? method.pickup_locations
      : kind === 'lounge'
        ? method.restaurants.map((r) => ({ ...r, working_time: '' }))
        : [];
  return places.map((p) => ({
    id: p.id,
    methodId: method.id,
    kind,
    name: p.name || p.address,
    address: p.address,
    coords: parseCoord(p.coord),
    warehouseId: p.warehouse_id,
    workingTime: p.working_time,
  }));
}

/**
 * BACKEND-CONTRACT.md "Time slots" and payment filtering: the shipping code the backend knows a
 * kind by ('delivery' | 'pickup' | 'lounge' for avaible_time) and the WooCommerce method type
 * (flat_rate | local_pickup | restaurants) for coupons and payments.
 */
export function wooMethodOf(kind: DeliveryKind): 'flat_rate' | 'local_pickup' | 'restaurants' {
  if (kind === 'delivery') return 'flat_rate';
  if (kind === 'pickup') return 'local_pickup';
  return 'restaurants';
}
