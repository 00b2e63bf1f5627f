// What a signed-in customer has (SPEC.md §3 User state, §6 "Signed-in users have addresses and
// orders loaded"): orders (their count decides first-purchase coupons) and bonuses; the saved
// addresses have their own store (saved-addresses-store.ts). Loaded on sign-in, cleared on logout
// (SPEC.md §4). The food preferences are only the /lk/preferences screen's (account-reads.ts).
import { makeAutoObservable, runInAction } from 'mobx';
import type { RootStore } from './root-store.ts';
import type { Features } from './features.ts';
import type { BonusInfo, OrderSummary } from '../api/account-api.ts';
import type { Result } from '../api/client.ts';

export class AccountStore {
  /** null until loaded: "no orders" and "not known yet" decide coupons differently. */
  orders: OrderSummary[] | null = null;
  bonus: BonusInfo | null = null;

  private pending: Promise<void> = Promise.resolve();

  constructor(
    private root: RootStore,
    private f: Features,
  ) {
    makeAutoObservable<AccountStore, 'root' | 'f' | 'pending'>(this, {
      root: false,
      f: false,
      pending: false,
    });
  }

  /** Resolves when the load in flight (if any) has finished. */
  loaded(): Promise<void> {
    return this.pending;
  }

  /** SPEC.md §7 "GET wc/v2/orders?customer — count stored as ordersCount". */
  get ordersCount(): number | null {
    return this.orders?.length ?? null;
  }
  get bonusActive(): boolean {
    return this.bonus?.active ?? false;
  }
  get bonusBalance(): number {
    return this.bonus?.points_balance ?? 0;
  }
  get percentMax(): number | null {
    return this.bonus?.percent_max ?? null;
  }

  private get userId(): number | null {
    return this.root.user.user?.ID ?? null;
  }

  /** Each part loads on its own: one failing call leaves the others shown (SPEC.md §8: logged). */
  load(): Promise<void> {
    this.pending = this.fetchAll();
    return this.pending;
  }

  private async fetchAll(): Promise<void> {
    const id = this.userId;
    if (id === null) return;
    const api = this.f.accountApi;
    const [, orders, bonus] = await Promise.all([
      this.f.addresses.load(),
      api.orders(id),
      api.bonus(id),
    ]);
    if (this.userId !== id) return; // signed out or switched meanwhile
    runInAction(() => {
      if (orders.ok) this.orders = orders.data;
      if (bonus.ok) this.bonus = bonus.data;
    });
  }

  /** Fresh orders for the history screen; the count follows. */
  async reloadOrders(): Promise<Result<OrderSummary[]>> {
    const id = this.userId;
    if (id === null) return { ok: false, problem: { kind: 'unauthorized', message: '' } };
    const result = await this.f.accountApi.orders(id);
    if (result.ok && this.userId === id) runInAction(() => (this.orders = result.data));
    return result;
  }

  async reloadBonus(): Promise<void> {
    const id = this.userId;
    if (id === null) return;
    const bonus = await this.f.accountApi.bonus(id);
    if (bonus.ok && this.userId === id) runInAction(() => (this.bonus = bonus.data));
  }

  clear() {
    this.f.addresses.clear();
    this.orders = null;
    this.bonus = null;
  }
}
