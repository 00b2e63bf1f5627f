// What follows a Telegram user (issue 18 item 6): favourites, the delivery choice and — while they
// are not signed in to the shop — their saved addresses, kept in Telegram's CloudStorage beside the
// device's storage, so their second device finds them before signing in anywhere. Loaded only
// inside Telegram (RootStore.followCloud); the rules are in cloud-sync.ts and domain/cloud-copy.ts.
import { reaction } from 'mobx';
import type { CloudStorage } from '../../adapters/platform.ts';
import type { RootStore } from './root-store.ts';
import type { DeliveryChoice } from './delivery-store.ts';
import { CloudSync, type CloudDoc } from './cloud-sync.ts';
import { CloudAddressBook, cloudAddressFields } from './cloud-address-book.ts';
import { persist } from './persist.ts';
import { deliveryFields, favoriteFields } from './stored-fields.ts';
import { readFields, type StoredFields } from '../domain/stored-state.ts';
import { withoutLast } from '../domain/cloud-copy.ts';
import { samePlace, withoutLastAddress, type SavedAddress } from '../domain/saved-address.ts';

/** The CloudStorage keys (domain/cloud-copy.ts: 1–128 of A-Z a-z 0-9 _ -; three of the 1024). */
export const CLOUD_KEYS = { favorites: 'favorites', delivery: 'delivery', addresses: 'addresses' };

/** Checks a cloud copy field by field as stored state is; null when it holds none of them. */
function checked<T>(data: unknown, fields: StoredFields): Partial<T> | null {
  const read = readFields(data, fields);
  if (read.corrupt) return null;
  const value = Object.fromEntries(
    Object.keys(fields).flatMap((k) => (k in read.value ? [[k, read.value[k]]] : [])),
  );
  return Object.keys(value).length > 0 ? (value as Partial<T>) : null;
}

export function favoritesDoc(root: RootStore): CloudDoc<{ ids: number[] }> {
  const { favorites } = root;
  return {
    key: CLOUD_KEYS.favorites,
    read: () => ({ ids: [...favorites.ids] }),
    check: (data) => {
      const ids = checked<{ ids: number[] }>(data, favoriteFields)?.ids;
      return ids ? { ids } : null;
    },
    apply: ({ ids }) => favorites.restore(ids),
    // The oldest favourite goes first.
    shrink: ({ ids }) => (ids.length > 0 ? { ids: ids.slice(1) } : null),
  };
}

export function deliveryDoc(root: RootStore): CloudDoc<Partial<DeliveryChoice>> {
  const { delivery } = root;
  return {
    key: CLOUD_KEYS.delivery,
    read: () => {
      const { kind, shippingMethodId, location, express, cityId, recent } = delivery;
      const choice = { kind, shippingMethodId, location, express, cityId, recent };
      return JSON.parse(JSON.stringify(choice)) as DeliveryChoice;
    },
    check: (data) => checked<DeliveryChoice>(data, deliveryFields),
    apply: (choice) => delivery.restore(choice),
    // The oldest of the recent addresses goes first; the choice itself always stays.
    shrink: (choice) => {
      const recent = withoutLast(choice.recent ?? []);
      return recent ? { ...choice, recent } : null;
    },
  };
}

export function addressesDoc(book: CloudAddressBook): CloudDoc<{ list: SavedAddress[] }> {
  return {
    key: CLOUD_KEYS.addresses,
    read: () => ({ list: JSON.parse(JSON.stringify(book.list)) as SavedAddress[] }),
    check: (data) => {
      const list = checked<{ list: SavedAddress[] }>(data, cloudAddressFields)?.list;
      return list ? { list } : null;
    },
    apply: ({ list }) => book.replace(list),
    // The default stays; the oldest of the others goes first.
    shrink: ({ list }) => {
      const shorter = withoutLastAddress(list);
      return shorter ? { list: shorter } : null;
    },
  };
}

/**
 * Signed in, the account's list is the one shown and edited. The addresses this Telegram user kept
 * in CloudStorage before are moved into it once its list has loaded: those not already there (the
 * same place) are added, the default only if the account has none, and the cloud's book is emptied
 * (so an address deleted from the account does not come back at the next sign-in).
 */
export function moveToAccount(root: RootStore, book: CloudAddressBook) {
  let moving = false;
  return reaction(
    () => root.user.signedIn && book.list.length > 0 && root.features?.addresses.loaded === true,
    async (ready) => {
      if (!ready || moving) return;
      moving = true;
      try {
        const saved = root.features!.addresses;
        for (const address of [...book.list].reverse()) {
          if (saved.accountList.some((a) => samePlace({ title: address.address, ...address }, a)))
            continue;
          const result = await saved.save({
            ...address,
            id: null,
            isDefault: address.isDefault && saved.defaultAddress === null,
          });
          if (!result.ok || !root.user.signedIn) return; // tried again at the next sign-in
        }
        book.replace([]);
      } finally {
        moving = false;
      }
    },
    { fireImmediately: true },
  );
}

/** Starts following: resolves once the cloud's copies have merged in (or the cloud failed). */
export async function followCloud(root: RootStore, cloud: CloudStorage): Promise<void> {
  const { storage } = root.platform;
  const book = new CloudAddressBook(root.clock);
  await persist(book, 'cloud-addresses', cloudAddressFields, storage);
  root.attachCloudAddresses(book);
  const sync = new CloudSync(cloud, storage, root.clock, root.platform.telegram?.user?.id ?? 0);
  // A change made just before closing Telegram goes out as it closes, not 800 ms later, when the
  // app may be gone: the user's other devices would not see it until this one opens again.
  root.platform.onPresence?.((here) => here || void sync.flush());
  await sync.start([
    favoritesDoc(root),
    deliveryDoc(root),
    addressesDoc(book),
  ] as CloudDoc<never>[]);
  moveToAccount(root, book);
}
