import type { DeliveryCondition, MapFeature } from './model';
import { roundMoney } from './money';

/** Longitude first, as GeoJSON and the maps script want it. */
export type LonLat = [lon: number, lat: number];

export type DeliveryProblem = 'invalid-address' | 'outside-zone' | 'no-price';

/** SPEC.md §5 texts for each problem; the i18n layer translates them like any other string. */
export const DELIVERY_PROBLEM_TEXT: Record<DeliveryProblem, string> = {
  'invalid-address': 'Выберите корректный адрес',
  'outside-zone': 'Ваш адрес вне зоны доставки',
  'no-price': 'Невозможно определить стоимость доставки',
};

export type DeliveryQuote =
  | { ok: true; zone: string; warehouseId: string; condition: DeliveryCondition; price: number }
  | { ok: false; problem: DeliveryProblem };

/** SPEC.md §3 Settings map: a zone polygon names its zone in the description after '#cid='. */
export function parseZoneId(description: string): string | null {
  const match = /#cid=([^\s#&<>"']+)/.exec(description);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1]; // a stray '%' in an admin-typed name is not an encoding
  }
}

/** A zone of the settings map with its delivery condition and its name ('Центр #cid=…' → 'Центр'). */
export interface Zone {
  feature: MapFeature;
  condition: DeliveryCondition | null;
  name: string;
}

/** The zones of one warehouse's city (every zone when null), in the map's order. */
export function zonesOf(
  features: readonly MapFeature[],
  conditions: readonly DeliveryCondition[],
  warehouseId: string | null,
): Zone[] {
  return features.flatMap((feature) => {
    const zone = parseZoneId(feature.properties.description) ?? '';
    const condition = conditions.find((c) => c.zone === zone) ?? null;
    if (warehouseId && condition && condition.warehouse_id !== warehouseId) return [];
    const name = feature.properties.description.split('#cid=')[0]?.trim() || zone;
    return [{ feature, condition, name }];
  });
}

/**
 * SPEC.md §9 cart price "delivery price (express cost if express)": the first tier is the
 * default, then the last tier whose min_sum_order the items reach wins (tiers are read in the
 * admin's order, as the backend does). Express delivery adds its express_cost on top.
 * Null when the condition has no tiers at all: 'Невозможно определить стоимость доставки'.
 */
export function deliveryPrice(
  condition: Pick<DeliveryCondition, 'sum' | 'express_cost'>,
  itemsPrice: number,
  options: { express: boolean },
): number | null {
  const first = condition.sum[0];
  if (!first) return null;
  let price = first.deliv_price;
  for (const tier of condition.sum) {
    if (tier.min_sum_order <= itemsPrice) price = tier.deliv_price;
  }
  return roundMoney(price + (options.express ? condition.express_cost : 0));
}

/** SPEC.md §3 Pickup location "coord ('lat,lon' string; parsed and reversed)". */
export function parseCoord(text: string): LonLat | null {
  const parts = text.split(',').map((p) => p.trim());
  if (parts.length !== 2 || parts.some((p) => p === '')) return null;
  const point: LonLat = [Number(parts[1]), Number(parts[0])];
  return isValidLonLat(point) ? point : null;
}

/** SPEC.md §5 "Map centre string is split on a comma and swapped". */
export function mapCenter(dotMapInit: string): LonLat | null {
  return parseCoord(dotMapInit);
}

export function isValidLonLat([lon, lat]: LonLat): boolean {
  return (
    Number.isFinite(lon) && Number.isFinite(lat) && Math.abs(lon) <= 180 && Math.abs(lat) <= 90
  );
}
