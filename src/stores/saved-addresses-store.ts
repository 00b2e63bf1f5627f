// A signed-in customer's saved addresses (issue 12 item 2; SPEC.md §3 User state addresses, §6
// "Signed-in users have addresses … loaded"): offered first wherever a delivery address is chosen
// (the address sheet, checkout, /lk), each with whether the shop delivers there now; one tap makes
// one the delivery address (zone, price and warehouse follow from its point). Where the list lives
// is a SavedAddressSource: the account on the merchant's backend for a signed-in customer; inside
// Telegram, for a user not signed in to the shop, their address book in Telegram's CloudStorage
// (cloud-address-book.ts, moved into the account when they sign in: cloud-follow.ts).
import { makeAutoObservable, runInAction } from 'mobx';
import type { RootStore } from './root-store.ts';
import type { Result } from '../api/client.ts';
import type { AccountApi } from '../api/account-api.ts';
import {
  defaultAddress,
  orderedAddresses,
  samePlace,
  savedAddressFit,
  type AddressDraft,
  type SavedAddress,
  type SavedAddressFit,
} from '../domain/saved-address.ts';
import { normalizeDetails } from '../domain/address-details.ts';

export interface SavedAddressSource {
  list(): Promise<Result<SavedAddress[]>>;
  /** Adds (no id) or edits one; answers the whole list as it is now. */
  save(
    draft: AddressDraft,
    where: { stockId?: string; zoneId?: string },
  ): Promise<Result<SavedAddress[]>>;
  remove(id: string): Promise<Result<SavedAddress[]>>;
}

/** The account's addresses on the merchant's backend (wc/auth/user/get_addresses). */
export function accountAddressSource(
  api: AccountApi,
  userId: () => number | null,
): SavedAddressSource {
  return {
    list: () => api.addresses(),
    save: (draft, where) => api.saveAddress(userId() ?? 0, draft, where),
    remove: (id) => api.deleteAddress(userId() ?? 0, id),
  };
}

const NOWHERE: Result<SavedAddress[]> = {
  ok: false,
  problem: { kind: 'bad-data', detail: 'no place to keep addresses' },
};

export interface SavedChoice {
  address: SavedAddress;
  fit: SavedAddressFit;
  /** The delivery address in use is this one. */
  inUse: boolean;
}

export class SavedAddressStore {
  /** The signed-in customer's list, as the account's source last answered. */
  accountList: SavedAddress[] = [];
  /** The account's list is loaded for the customer signed in now (false while loading, a guest). */
  loaded = false;

  constructor(
    private root: RootStore,
    private readonly source: SavedAddressSource,
  ) {
    makeAutoObservable<SavedAddressStore, 'root' | 'source'>(this, { root: false, source: false });
  }

  get signedIn(): boolean {
    return this.root.user.signedIn;
  }

  /** A Telegram user not signed in to the shop: their CloudStorage address book, if any. */
  private get guestSource(): SavedAddressSource | null {
    return this.signedIn ? null : (this.root.cloudAddresses?.source ?? null);
  }

  /** Addresses can be kept: signed in, or inside Telegram (CloudStorage). */
  get available(): boolean {
    return this.signedIn || this.guestSource !== null;
  }

  /** The list in use: the account's, or the Telegram user's CloudStorage book. */
  get list(): SavedAddress[] {
    if (this.signedIn) return this.accountList;
    return this.root.cloudAddresses?.list ?? [];
  }

  private get active(): SavedAddressSource | null {
    return this.signedIn ? this.source : this.guestSource;
  }

  /** The default first, each with whether it can be delivered to now (SPEC.md §5 texts). */
  get choices(): SavedChoice[] {
    const { delivery, cart } = this.root;
    const current = delivery.kind === 'delivery' ? delivery.location : null;
    return orderedAddresses(this.list).map((address) => ({
      address,
      fit: savedAddressFit(
        address,
        address.coords ? delivery.zones.quoteAt(address.coords, cart.itemsNet, false) : null,
        delivery.location ? delivery.warehouseId : null,
      ),
      inUse:
        current !== null &&
        (current.savedId === address.id ||
          (current.savedId == null && samePlace(current, address))),
    }));
  }

  get defaultAddress(): SavedAddress | null {
    return defaultAddress(this.list);
  }

  async load(): Promise<void> {
    if (!this.signedIn) return this.clear();
    const result = await this.source.list();
    runInAction(() => {
      if (result.ok) this.accountList = result.data;
      this.loaded = result.ok;
    });
  }

  /**
   * Makes a saved address the delivery address (one tap): its zone, price and warehouse follow
   * from its point. Refused (false) when the shop cannot deliver there; the list says why.
   */
  use(address: SavedAddress, methodId: string | null = null): boolean {
    const { delivery } = this.root;
    void delivery.zones.load();
    const quote = address.coords
      ? delivery.zones.quoteAt(address.coords, this.root.cart.itemsNet, false)
      : null;
    if (!quote?.ok || !address.coords) return false;
    const method =
      methodId ??
      delivery.types.find((t) => t.kind === 'delivery')?.id ??
      delivery.shippingMethodId;
    delivery.choose('delivery', method, {
      warehouseId: quote.warehouseId,
      title: address.address,
      zone: quote.zone,
      coords: address.coords,
      pointId: null,
      city: address.city || this.cityName(quote.warehouseId),
      details: normalizeDetails(address),
      savedId: address.id,
    });
    this.root.platform.haptics.notify('success');
    return true;
  }

  /** Saves (adds or edits) an address; the list is the backend's answer. */
  async save(draft: AddressDraft): Promise<Result<SavedAddress[]>> {
    const { delivery, cart } = this.root;
    const quote = draft.coords ? delivery.zones.quoteAt(draft.coords, cart.itemsNet, false) : null;
    const where = quote?.ok ? { stockId: quote.warehouseId, zoneId: quote.zone } : {};
    const city = draft.city || (quote?.ok ? this.cityName(quote.warehouseId) : '');
    const source = this.active;
    if (!source) return NOWHERE;
    const result = await source.save({ ...draft, city }, where);
    if (result.ok && source === this.source) runInAction(() => (this.accountList = result.data));
    return result;
  }

  /**
   * Saves the delivery address in use under a name ('Дом'), with its details; it becomes the
   * address in use's saved one.
   */
  async saveCurrent(name: string, isDefault: boolean): Promise<Result<SavedAddress[]>> {
    const location = this.root.delivery.location;
    if (!location || this.root.delivery.kind !== 'delivery') {
      return { ok: false, problem: { kind: 'bad-data', detail: 'no delivery address' } };
    }
    const before = new Set(this.list.map((a) => a.id));
    const result = await this.save({
      id: null,
      name,
      address: location.title,
      number: '',
      coords: location.coords,
      city: location.city ?? '',
      isDefault,
      ...normalizeDetails(this.root.delivery.details),
    });
    if (result.ok) {
      const added = result.data.find((a) => !before.has(a.id));
      if (added) this.root.delivery.markSaved(added.id);
    }
    return result;
  }

  async remove(id: string): Promise<Result<SavedAddress[]>> {
    const source = this.active;
    if (!source) return NOWHERE;
    const result = await source.remove(id);
    if (result.ok && source === this.source) runInAction(() => (this.accountList = result.data));
    return result;
  }

  clear() {
    this.accountList = [];
    this.loaded = false;
  }

  private cityName(warehouseId: string): string {
    return this.root.delivery.cities.find((c) => c.warehouse_id === warehouseId)?.name ?? '';
  }
}
