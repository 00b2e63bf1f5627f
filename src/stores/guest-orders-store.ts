// The orders a guest placed on this device (domain/guest-orders.ts): remembered when placed, read
// back at start-up (what storage gives back is tidied, never trusted), offered by the active-orders
// strip and used by /order/{id} when its link lost the ?key=.
import { makeAutoObservable } from 'mobx';
import type { RootStore } from './root-store.ts';
import { tidyGuestOrders, withGuestOrder, type GuestOrderRef } from '../domain/guest-orders.ts';
import { persist } from './persist.ts';
import { guestOrderFields } from './stored-fields.ts';

export class GuestOrdersStore {
  orders: GuestOrderRef[] = [];

  constructor(private root: RootStore) {
    makeAutoObservable<GuestOrdersStore, 'root'>(this, { root: false });
  }

  async start(): Promise<void> {
    await persist(this, 'guest-orders', guestOrderFields, this.root.platform.storage);
    this.tidy();
  }

  tidy() {
    this.orders = tidyGuestOrders(this.orders, this.root.clock.now());
  }

  remember(id: number, key: string) {
    this.orders = withGuestOrder(this.orders, { id, key, at: this.root.clock.now() });
  }

  keyOf(id: number | string): string | null {
    return this.orders.find((o) => o.id === Number(id))?.key ?? null;
  }

  /** An order the backend no longer knows (or no longer lets this key read). */
  forget(id: number) {
    this.orders = this.orders.filter((o) => o.id !== id);
  }
}
