// Bonus points (SPEC.md §3 User state bonus fields, §5 bonus application, §6 signed-in only).
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { RootStore } from './root-store.ts';
import type { Features } from './features.ts';
import { acceptBonus, maxApplicableBonus, type BonusDecision } from '../domain/bonus.ts';
import { bonusAllowed } from '../domain/discount-choice.ts';

export class BonusStore {
  active = false;
  balance = 0;
  percentMax: number | null = null;
  /** SPEC.md §3 Cart state bonusesApplied (persisted: a reload keeps it). */
  applied = 0;
  /** The balance is known: until then a restored `applied` is kept, not cut to a cap of 0. */
  loaded = false;

  constructor(
    private root: RootStore,
    private f: Features,
  ) {
    makeAutoObservable<BonusStore, 'root' | 'f'>(this, { root: false, f: false });
  }

  start() {
    // Loaded on sign-in, cleared on logout (SPEC.md §4 Logout clears bonus data).
    reaction(
      () => this.root.user.user?.ID ?? null,
      (id) => (id === null ? this.clear() : void this.load(id)),
      { fireImmediately: true },
    );
  }

  async load(userId = this.root.user.user?.ID) {
    if (!userId) return;
    const r = await this.f.couponsApi.bonus(userId);
    runInAction(() => {
      if (!r.ok) return console.warn('bonus failed to load', r.problem);
      this.active = r.data.active;
      this.balance = r.data.points_balance;
      this.percentMax = r.data.percent_max;
      this.loaded = true;
      this.clamp();
    });
  }

  /** Bonuses may combine with the discounts in force only as the shop's settings allow. */
  get allowed(): boolean {
    return (
      this.active &&
      bonusAllowed(
        this.f.coupons.settings,
        this.f.coupons.applied.appliedAutoCoupons.length > 0 ||
          this.f.coupons.applied.gift !== null,
        this.f.coupons.appliedStocks.length > 0,
      )
    );
  }

  /** The cart total before bonuses, which the percent cap is taken from. */
  private get base(): number {
    return this.root.cart.summary.total + this.applied;
  }

  get max(): number {
    return this.allowed
      ? maxApplicableBonus({ balance: this.balance, percentMax: this.percentMax, total: this.base })
      : 0;
  }

  apply(requested: number): BonusDecision {
    const decision = acceptBonus(requested, {
      balance: this.allowed ? this.balance : 0,
      percentMax: this.percentMax,
      total: this.base,
    });
    if (decision.ok) this.applied = decision.amount;
    return decision;
  }

  /** A cart that shrank keeps the bonus within the new cap (once the balance is known). */
  clamp() {
    if (this.loaded && this.applied > this.max) this.applied = this.max;
  }

  clear() {
    this.active = false;
    this.balance = 0;
    this.percentMax = null;
    this.applied = 0;
    this.loaded = false;
  }
}
