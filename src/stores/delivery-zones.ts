// The shop's delivery map (SPEC.md §3 Settings map and delivery.conditions): zones, their
// conditions and prices, for any point. Read-only views of settings over the pure zone rules. The
// point-in-polygon part (domain/zone-lookup.ts) loads when there is an address to price: until it
// is here a quote is null ("not known yet"), never a wrong price.
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { RootStore } from './root-store.ts';
import type * as lookupModule from '../domain/zone-lookup.ts';
import { deliveryConditionSchema, mapFeatureSchema, type Location } from '../domain/shop-model.ts';
import { parseEach } from '../domain/model-fields.ts';
import {
  mapCenter,
  zonesOf,
  type DeliveryQuote,
  type LonLat,
  type Zone,
} from '../domain/delivery-zone.ts';

type ZoneLookup = Pick<typeof lookupModule, 'quoteDelivery'>;

export class DeliveryZones {
  private lookup: ZoneLookup | null = null;
  private loading: Promise<void> | null = null;

  constructor(private root: RootStore) {
    makeAutoObservable<DeliveryZones, 'root' | 'lookup' | 'loading'>(this, {
      root: false,
      lookup: observableRef,
      loading: false,
    });
  }

  /** Loads the zone lookup once; quotes recompute when it arrives. */
  load(): Promise<void> {
    this.loading ??= import('../domain/zone-lookup.ts').then((m) => {
      runInAction(() => (this.lookup = m));
    });
    return this.loading;
  }
  get ready(): boolean {
    return this.lookup !== null;
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
   * only where the zone offers it. Null while the zone lookup is loading.
   */
  quoteAt(point: LonLat | null, itemsPrice: number, express: boolean): DeliveryQuote | null {
    const lookup = this.lookup;
    if (!lookup) return null;
    const plain = lookup.quoteDelivery(this.features, this.conditions, point, itemsPrice, {
      express: false,
    });
    if (!plain.ok || !express || !plain.condition.express) return plain;
    return lookup.quoteDelivery(this.features, this.conditions, point, itemsPrice, {
      express: true,
    });
  }
}
