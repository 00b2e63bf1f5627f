// The shop's delivery map (SPEC.md §3 Settings map and delivery.conditions): zones, their
// conditions and prices, for any point. Read-only views of settings over the pure zone rules.
import { makeAutoObservable } from 'mobx';
import type { RootStore } from './root-store.ts';
import {
  deliveryConditionSchema,
  mapFeatureSchema,
  parseEach,
  type Location,
} from '../domain/model.ts';
import {
  mapCenter,
  quoteDelivery,
  zonesOf,
  type DeliveryQuote,
  type LonLat,
  type Zone,
} from '../domain/delivery-zone.ts';

export class DeliveryZones {
  constructor(private root: RootStore) {
    makeAutoObservable<DeliveryZones, 'root'>(this, { root: false });
  }

  get features() {
    return parseEach(mapFeatureSchema, this.root.settings.settings?.map.features ?? []);
  }
  get conditions() {
    const s = this.root.settings.settings;
    return parseEach(deliveryConditionSchema, s?.delivery.conditions ?? []);
  }

  /** A city's zones (every zone with null), for the map and its legend. */
  zonesIn(warehouseId: string | null): Zone[] {
    return zonesOf(this.features, this.conditions, warehouseId);
  }
  zoneName(zone: string): string {
    return this.zonesIn(null).find((z) => z.condition?.zone === zone)?.name ?? zone;
  }
  /** SPEC.md §5 "Map centre string is split on a comma and swapped": a city's, else the shop's. */
  centerOf(city: Location | null): LonLat | null {
    const s = this.root.settings.settings;
    return mapCenter(city?.dot_map_init || s?.delivery.dot_map_init || '');
  }

  /**
   * SPEC.md §5 delivery texts and §9 "express cost if express", for any point. Express counts
   * only where the zone offers it.
   */
  quoteAt(point: LonLat | null, itemsPrice: number, express: boolean): DeliveryQuote {
    const plain = quoteDelivery(this.features, this.conditions, point, itemsPrice, {
      express: false,
    });
    if (!plain.ok || !express || !plain.condition.express) return plain;
    return quoteDelivery(this.features, this.conditions, point, itemsPrice, { express: true });
  }
}
