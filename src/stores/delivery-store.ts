// How and where the order goes: delivery type and the chosen location (SPEC.md §3 Shipping method,
// Pickup location, Location; §4 persistence). Prices and zones come from the pure rules in domain/.
import { makeAutoObservable } from 'mobx';
import type { RootStore } from './root-store.ts';
import {
  deliveryTypes,
  placesOf,
  wooMethodOf,
  type DeliveryKind,
  type Place,
} from '../domain/delivery-types.ts';
import type { DeliveryQuote } from '../domain/delivery-zone.ts';
import { DeliveryZones } from './delivery-zones.ts';
import { isOrderingDisabled } from '../domain/cart-rules.ts';
import { isOpenAt, workTimeOf, workTimeText } from '../domain/work-time.ts';
import { DEFAULT_TIME_ZONE } from '../domain/zoned-time.ts';
import { shopPhone } from '../domain/safe-link.ts';
import {
  addressDetailsProblems,
  readDetails,
  type AddressDetails,
  type DetailField,
  type DetailProblem,
} from '../domain/address-details.ts';

export type { DeliveryKind };

export interface SelectedLocation {
  warehouseId: string;
  /** Address line for delivery, or the pickup point / restaurant name. */
  title: string;
  zone: string | null;
  coords: [number, number] | null;
  pointId: string | null;
  /** The settings location (city) name, for the address search. */
  city?: string;
  /** Delivery: flat, entrance, floor, intercom, the courier's note, or a private house. */
  details?: AddressDetails;
  /** The signed-in customer's saved address this is, if it is one. */
  savedId?: string | null;
  /** Eating in at this table of the restaurant (its QR code). */
  table?: string;
}

/** The persisted part of the delivery choice (stored-fields.ts deliveryFields). */
export interface DeliveryChoice {
  kind: DeliveryKind;
  shippingMethodId: string | null;
  location: SelectedLocation | null;
  express: boolean;
  cityId: string | null;
  recent: SelectedLocation[];
}

const sameTitle = (a: SelectedLocation, b: SelectedLocation) =>
  a.title.trim().toLowerCase() === b.title.trim().toLowerCase();

const RECENT_MAX = 4;

export class DeliveryStore {
  kind: DeliveryKind = 'delivery';
  shippingMethodId: string | null = null;
  location: SelectedLocation | null = null;
  /** SPEC.md §3 Location expressSelected. */
  express = false;
  /** Warehouse id of the city the customer confirmed in the city-acceptance modal. */
  cityId: string | null = null;
  /** Addresses chosen before, newest first, offered again in the address modal. */
  recent: SelectedLocation[] = [];
  /** The method the receipt modal opens on; not persisted. */
  draftMethodId: string | null = null;
  /**
   * The kitchen a server-drawn page was drawn for (the device's stock cookie, domain/stock-hint.ts)
   * until the device's own choice is read: the page hydrates as it was drawn. Not persisted.
   */
  drawnFor: string | null = null;

  /** The shop's zones and prices, for any point. */
  readonly zones: DeliveryZones;

  constructor(private root: RootStore) {
    this.zones = new DeliveryZones(root);
    makeAutoObservable<DeliveryStore, 'root'>(this, { root: false, zones: false });
  }

  get warehouseId(): string | null {
    const s = this.root.settings.settings;
    if (s?.settings.single_stock_mode && s.settings.single_stock_id)
      return s.settings.single_stock_id;
    return this.location?.warehouseId ?? this.drawnFor;
  }

  /** The number the customer calls: their kitchen's, else the shop's (SPEC.md §3 contacts). */
  get phone(): string {
    const contacts = this.root.settings.settings?.contacts;
    return contacts ? shopPhone(contacts, this.warehouseId) : '';
  }

  /** The location record of settings.locations for the chosen warehouse (its price file, city). */
  get settingsLocation() {
    return (
      this.root.settings.settings?.locations.find((l) => l.warehouse_id === this.warehouseId) ??
      null
    );
  }

  get types() {
    return deliveryTypes(this.root.settings.shippingMethods);
  }
  get method() {
    return this.types.find((t) => t.id === this.shippingMethodId) ?? null;
  }
  /** BACKEND-CONTRACT.md autoapply delivery_type: the WooCommerce method type in force. */
  get shippingType(): string {
    return this.method?.type ?? wooMethodOf(this.kind);
  }
  placesOf(methodId: string): Place[] {
    const method = this.root.settings.shippingMethods.find((m) => m.id === methodId);
    return method ? placesOf(method) : [];
  }

  get cities() {
    return this.root.settings.settings?.locations ?? [];
  }
  /** The city in play: the chosen location's, the confirmed one, then the shop's default. */
  get city() {
    const id =
      this.location?.warehouseId ??
      this.cityId ??
      this.root.settings.settings?.delivery.default_warehouse_id;
    return this.cities.find((c) => c.warehouse_id === id) ?? this.cities[0] ?? null;
  }
  /** The quote for the chosen address and the cart as it is; null unless delivering. */
  get quote(): DeliveryQuote | null {
    if (this.kind !== 'delivery' || !this.location) return null;
    return this.zones.quoteAt(this.location.coords, this.root.cart.itemsNet, this.express);
  }
  /** What delivery adds to the cart price: 0 for pickup and lounge, or when it cannot be priced. */
  get price(): number {
    return this.quote?.ok ? this.quote.price : 0;
  }
  /** SPEC.md §5: 'Не набрана минимальная сумма.' uses the zone's min_order. */
  get minimumOrder(): number {
    return this.quote?.ok ? this.quote.condition.min_order : 0;
  }

  get workTime() {
    return workTimeOf(this.root.settings.settings?.delivery_work_time, this.warehouseId);
  }
  /**
   * The shop's hours as a restaurant's site shows them: open now or not, and the hours of the
   * period running or next. The chosen stock's, else the shop's default stock's; null when unknown.
   */
  get hoursNow(): { open: boolean; from: string; to: string } | null {
    const s = this.root.settings.settings;
    const stock = this.warehouseId ?? (s?.delivery.default_warehouse_id || null);
    const workTime = workTimeOf(s?.delivery_work_time, stock);
    if (!workTime) return null;
    const now = new Date(this.root.popups.now);
    const hours = workTimeText(workTime, now);
    return hours ? { open: isOpenAt(workTime, now), ...hours } : null;
  }
  get timeZone(): string {
    return this.workTime?.wp_timezone || this.settingsLocation?.timezone || DEFAULT_TIME_ZONE;
  }
  /** SPEC.md §6 "Ordering can be disabled per stock location", or by a popup now in force. */
  get orderingDisabled(): boolean {
    const list = this.root.settings.settings?.settings.app.disable_ordering ?? [];
    return isOrderingDisabled(list, this.warehouseId) || this.root.popups.blocksOrdering;
  }

  /** The chosen delivery address's details as the customer gave them (empty for a new one). */
  get details(): AddressDetails {
    return readDetails(this.location?.details);
  }
  /** What the courier still needs (delivery only): 'flat-required' unless a private house. */
  get detailsProblems(): Partial<Record<DetailField, DetailProblem>> {
    if (this.kind !== 'delivery' || !this.location) return {};
    return addressDetailsProblems(this.details);
  }

  /**
   * Chooses how and where. A delivery address chosen before brings back its details (the flat of
   * 'ул. Покровка, 17' is remembered with it), unless new ones come along.
   */
  choose(kind: DeliveryKind, shippingMethodId: string | null, location: SelectedLocation | null) {
    this.kind = kind;
    this.shippingMethodId = shippingMethodId;
    if (location && kind === 'delivery' && !location.details) {
      const chosen = location;
      const before = [this.location, ...this.recent].find(
        (r): r is SelectedLocation => !!r?.details && sameTitle(r, chosen),
      );
      if (before) location = { ...location, details: before.details };
    }
    this.location = location;
    if (location) this.cityId = location.warehouseId;
    if (location && kind === 'delivery') this.remember(location);
  }
  /** Edits the chosen delivery address's details (checkout, the address sheet). */
  setDetails(patch: Partial<AddressDetails>) {
    if (!this.location || this.kind !== 'delivery') return;
    this.location = { ...this.location, details: { ...this.details, ...patch } };
    this.remember(this.location);
  }
  /** The delivery address in use was just saved to the account under this id. */
  markSaved(savedId: string) {
    if (this.location) this.location = { ...this.location, savedId };
  }
  private remember(location: SelectedLocation) {
    const others = this.recent.filter((r) => !sameTitle(r, location));
    this.recent = [location, ...others].slice(0, RECENT_MAX);
  }
  /** The table the customer eats at (its QR code), or null: no address is asked then. */
  get table(): string | null {
    return this.kind === 'lounge' ? (this.location?.table ?? null) : null;
  }
  setExpress(express: boolean) {
    this.express = express;
  }
  /** Opens the receipt/address modal on a delivery type (the current one by default). */
  openChooser(methodId: string | null = this.shippingMethodId) {
    this.draftMethodId = methodId ?? this.types.find((t) => t.kind === this.kind)?.id ?? null;
    this.root.ui.open('receipt-address');
  }

  /**
   * Takes the choice another device left in Telegram's CloudStorage (cloud-follow.ts), already
   * checked field by field as stored state is (stored-fields.ts deliveryFields); a field it lacks
   * stays as it is.
   */
  restore(choice: Partial<DeliveryChoice>) {
    Object.assign(this, choice);
  }

  /** SPEC.md §4 Clearing the cache: delivery, location and map data reset. */
  reset() {
    this.kind = 'delivery';
    this.shippingMethodId = null;
    this.location = null;
    this.express = false;
    this.cityId = null;
    this.recent = [];
    this.draftMethodId = null;
  }
}
