// How and where the order goes: delivery type and the chosen location (SPEC.md §3 Location, §4).
import { makeAutoObservable } from 'mobx';
import type { RootStore } from './root-store.ts';

export type DeliveryKind = 'delivery' | 'pickup' | 'lounge';

export interface SelectedLocation {
  warehouseId: string;
  /** Address line for delivery, or the pickup point / restaurant name. */
  title: string;
  zone: string | null;
  coords: [number, number] | null;
  pointId: string | null;
}

export class DeliveryStore {
  kind: DeliveryKind = 'delivery';
  shippingMethodId: string | null = null;
  location: SelectedLocation | null = null;

  constructor(private root: RootStore) {
    makeAutoObservable<DeliveryStore, 'root'>(this, { root: false });
  }

  get warehouseId(): string | null {
    const s = this.root.settings.settings;
    if (s?.settings.single_stock_mode && s.settings.single_stock_id)
      return s.settings.single_stock_id;
    return this.location?.warehouseId ?? null;
  }

  /** The location record of settings.locations for the chosen warehouse (its price file, city). */
  get settingsLocation() {
    return (
      this.root.settings.settings?.locations.find((l) => l.warehouse_id === this.warehouseId) ??
      null
    );
  }

  choose(kind: DeliveryKind, shippingMethodId: string | null, location: SelectedLocation | null) {
    this.kind = kind;
    this.shippingMethodId = shippingMethodId;
    this.location = location;
  }

  /** SPEC.md §4 Clearing the cache: delivery and location reset. */
  reset() {
    this.kind = 'delivery';
    this.shippingMethodId = null;
    this.location = null;
  }
}
