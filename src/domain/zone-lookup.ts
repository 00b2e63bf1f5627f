// Which zone holds a point, and the quote for it (SPEC.md §5 delivery texts). The point-in-polygon
// test (turf) lives here, apart from the rest of the zone rules, so the storefront loads it only
// when there is an address to price.
import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import type { MapFeature, DeliveryCondition } from './model';
import {
  deliveryPrice,
  isValidLonLat,
  parseZoneId,
  type DeliveryQuote,
  type LonLat,
} from './delivery-zone';

/** SPEC.md §5 'Ваш адрес вне зоны доставки': the zone whose polygon holds the point, or null. */
export function deliveryZoneAt(features: readonly MapFeature[], point: LonLat): string | null {
  if (!isValidLonLat(point)) return null;
  for (const feature of features) {
    const zone = parseZoneId(feature.properties.description);
    if (zone !== null && booleanPointInPolygon(point, feature.geometry)) return zone;
  }
  return null;
}

/**
 * SPEC.md §5 delivery texts: from a point to the zone, its warehouse and price, or the reason
 * why not. `itemsPrice` is the cart's items before discounts, as the tiers are set up.
 */
export function quoteDelivery(
  features: readonly MapFeature[],
  conditions: readonly DeliveryCondition[],
  point: LonLat | null,
  itemsPrice: number,
  options: { express: boolean },
): DeliveryQuote {
  if (point === null || !isValidLonLat(point)) return { ok: false, problem: 'invalid-address' };
  const zone = deliveryZoneAt(features, point);
  if (zone === null) return { ok: false, problem: 'outside-zone' };
  const condition = conditions.find((c) => c.zone === zone);
  const price = condition ? deliveryPrice(condition, itemsPrice, options) : null;
  if (!condition || price === null) return { ok: false, problem: 'no-price' };
  return { ok: true, zone, warehouseId: condition.warehouse_id, condition, price };
}
