// A Telegram user's saved addresses while they are not signed in to the shop (issue 18 item 6):
// kept on the device and in Telegram's CloudStorage (cloud-follow.ts), so their other devices find
// them. It is the SavedAddressStore's source for such a user; once they sign in, the account's list
// takes over and these are moved into it (cloud-follow.ts moveToAccount).
import { makeAutoObservable } from 'mobx';
import * as v from 'valibot';
import { finiteNumber as finite, object } from '../domain/model-fields.ts';
import type { Clock } from './root-store.ts';
import type { SavedAddressSource } from './saved-addresses-store.ts';
import type { AddressDraft, SavedAddress } from '../domain/saved-address.ts';
import { normalizeDetails } from '../domain/address-details.ts';
import { listOf, shortText, type StoredFields } from '../domain/stored-state.ts';

const MAX_ADDRESSES = 50;

/** domain/saved-address.ts SavedAddress, as the CloudStorage address book keeps it. */
const savedAddressSchema = object({
  id: shortText(64),
  name: shortText(60),
  address: shortText(500),
  number: shortText(40),
  coords: v.nullable(v.tuple([finite, finite])),
  city: shortText(200),
  isDefault: v.boolean(),
  flat: shortText(20),
  entrance: shortText(20),
  floor: shortText(20),
  intercom: shortText(20),
  comment: shortText(300),
  privateHouse: v.boolean(),
});

/** A Telegram user's addresses while not signed in to the shop (cloud-address-book.ts). */
export const cloudAddressFields = {
  list: listOf(savedAddressSchema, MAX_ADDRESSES),
} satisfies StoredFields;

export class CloudAddressBook {
  /** Newest first; one default at most. */
  list: SavedAddress[] = [];

  constructor(private clock: Clock) {
    makeAutoObservable<CloudAddressBook, 'clock'>(this, { clock: false });
  }

  replace(list: SavedAddress[]) {
    this.list = list;
  }

  /** Adds (no id) or edits one; a new default takes the mark from the others. */
  save(draft: AddressDraft): SavedAddress[] {
    const id = draft.id ?? this.newId();
    const address: SavedAddress = {
      ...draft,
      ...normalizeDetails(draft),
      id,
      name: draft.name.trim(),
    };
    const others = this.list
      .filter((a) => a.id !== id)
      .map((a) => (address.isDefault && a.isDefault ? { ...a, isDefault: false } : a));
    const at = this.list.findIndex((a) => a.id === id);
    this.list = (
      at < 0 ? [address, ...others] : [...others.slice(0, at), address, ...others.slice(at)]
    ).slice(0, MAX_ADDRESSES);
    return this.list;
  }

  remove(id: string): SavedAddress[] {
    this.list = this.list.filter((a) => a.id !== id);
    return this.list;
  }

  /** The SavedAddressStore's way in: answers as the backend's source does (never fails). */
  get source(): SavedAddressSource {
    return {
      list: async () => ({ ok: true, data: this.list }),
      save: async (draft) => ({ ok: true, data: this.save(draft) }),
      remove: async (id) => ({ ok: true, data: this.remove(id) }),
    };
  }

  private newId(): string {
    let id = `tg-${this.clock.now().toString(36)}`;
    while (this.list.some((a) => a.id === id)) id += 'x';
    return id;
  }
}
