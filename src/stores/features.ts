// The stores a visitor needs only once they shop or sign in: the account, coupons, bonuses and
// checkout. The RootStore loads this module when the cart gets its first line or a customer signs
// in, and every screen that shows them imports it (useFeatures), so the home page's JS stays small
// (issue 2's budget) while the rules of SPEC.md §4 still run from the first line in the cart.
import { reaction } from 'mobx';
import type { RootStore } from './root-store.ts';
import { persist } from './persist.ts';
import { AccountStore } from './account-store.ts';
import { CouponStore } from './coupon-store.ts';
import { BonusStore } from './bonus-store.ts';
import { CheckoutStore } from './checkout-store.ts';
import { accountApi as createAccountApi, type AccountApi } from '../api/account-api.ts';
import { couponsApi as createCouponsApi, type CouponsApi } from '../api/coupons-api.ts';
import type { KeyValueStorage } from '../../adapters/platform.ts';
import { parseStoredBonus, parseStoredDiscounts } from '../domain/stored-discounts.ts';

/** Rewrites a stored entry with only what `parse` could read; a corrupt one is removed. */
function sanitize(storage: KeyValueStorage, key: string, parse: (raw: unknown) => unknown) {
  try {
    const raw = storage.getItem(key);
    if (raw === null) return;
    const clean = parse(JSON.parse(raw));
    if (clean === null) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(clean));
  } catch (error) {
    console.warn(`stored ${key} is corrupt and was reset`, error);
    storage.removeItem(key);
  }
}

export interface FeatureApis {
  accountApi?: AccountApi;
  couponsApi?: CouponsApi;
}

export class Features {
  readonly accountApi: AccountApi;
  readonly couponsApi: CouponsApi;
  readonly account: AccountStore;
  readonly coupons: CouponStore;
  readonly bonus: BonusStore;
  readonly checkout: CheckoutStore;

  constructor(
    readonly root: RootStore,
    apis: FeatureApis = {},
  ) {
    this.accountApi = apis.accountApi ?? createAccountApi(root.api.client);
    this.couponsApi = apis.couponsApi ?? createCouponsApi(root.api.client);
    this.account = new AccountStore(root, this);
    this.coupons = new CouponStore(root, this);
    this.bonus = new BonusStore(root, this);
    this.checkout = new CheckoutStore(root, this);
  }

  /**
   * Hydrates the promo code, the discount choice and the bonuses applied (SPEC.md §4 persistence),
   * then follows the customer and the cart.
   */
  async start(): Promise<void> {
    const { root } = this;
    const storage = root.platform.storage;
    sanitize(storage, 'store:coupons', parseStoredDiscounts);
    sanitize(storage, 'store:bonus', parseStoredBonus);
    await Promise.all([
      persist(
        this.coupons,
        'coupons',
        ['promocode', 'plan', 'selectedIds', 'choicePending', 'wantedGift'],
        storage,
      ),
      persist(this.bonus, 'bonus', ['applied'], storage),
    ]);
    void this.coupons.loadSettings();
    // Signed-in customers have their addresses, orders and bonuses loaded; logout clears them.
    reaction(
      () => root.user.user?.ID ?? null,
      (id) => (id === null ? this.account.clear() : void this.account.load()),
      { fireImmediately: true },
    );
    this.bonus.start();
    // After cart, delivery or slot changes the auto coupons are re-evaluated (delayed, SPEC.md §4).
    reaction(
      () => [
        root.cart.lines
          .filter((l) => !l.isGift)
          .map((l) => `${l.key}:${l.count}`)
          .join('|'),
        root.delivery.shippingType,
        root.delivery.warehouseId,
        this.checkout.slot ? `${this.checkout.slot.date} ${this.checkout.slot.time_from}` : 'asap',
      ],
      () => {
        this.coupons.fetchSoon();
        this.bonus.clamp();
      },
    );
    // A sign-in (or the first start) re-evaluates at once: a guest's gift is theirs right away.
    reaction(
      () => root.user.user?.ID ?? null,
      () => void this.coupons.fetchNow(),
      { fireImmediately: true },
    );
  }
}

/** The features of this RootStore, created and started on first use. */
export function featuresOf(root: RootStore, apis?: FeatureApis): Features {
  return root.features ?? root.attachFeatures(new Features(root, apis));
}
