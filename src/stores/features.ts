// The stores a visitor needs only once they shop or sign in: the account, coupons, bonuses and
// checkout. The RootStore loads this module when the cart gets its first line or a customer signs
// in, and every screen that shows them imports it (useFeatures), so the home page's JS stays small
// (issue 2's budget) while the rules of SPEC.md §4 still run from the first line in the cart.
import { reaction } from 'mobx';
import type { RootStore } from './root-store.ts';
import { persist } from './persist.ts';
import { bonusFields, checkoutFields, couponFields } from './stored-fields.ts';
import { AccountStore } from './account-store.ts';
import { CouponStore } from './coupon-store.ts';
import { BonusStore } from './bonus-store.ts';
import { CheckoutStore } from './checkout-store.ts';
import { AccountReads } from './account-reads.ts';
import {
  accountAddressSource,
  SavedAddressStore,
  type SavedAddressSource,
} from './saved-addresses-store.ts';
import { accountApi as createAccountApi, type AccountApi } from '../api/account-api.ts';
import { couponsApi as createCouponsApi, type CouponsApi } from '../api/coupons-api.ts';
export interface FeatureApis {
  accountApi?: AccountApi;
  couponsApi?: CouponsApi;
  /** Where saved addresses live; the account on the backend by default. */
  addressSource?: SavedAddressSource;
}

export class Features {
  readonly accountApi: AccountApi;
  readonly couponsApi: CouponsApi;
  readonly account: AccountStore;
  /** The account screens' own reads (history, referral, coupons, pushes, the wheel). */
  readonly reads: AccountReads;
  readonly addresses: SavedAddressStore;
  readonly coupons: CouponStore;
  readonly bonus: BonusStore;
  readonly checkout: CheckoutStore;

  constructor(
    readonly root: RootStore,
    apis: FeatureApis = {},
  ) {
    this.accountApi = apis.accountApi ?? createAccountApi(root.api.client);
    this.couponsApi = apis.couponsApi ?? createCouponsApi(root.api.client);
    this.addresses = new SavedAddressStore(
      root,
      apis.addressSource ?? accountAddressSource(this.accountApi, () => root.user.user?.ID ?? null),
    );
    this.account = new AccountStore(root, this);
    this.reads = new AccountReads(root, this.accountApi);
    this.coupons = new CouponStore(root, this);
    this.bonus = new BonusStore(root, this);
    this.checkout = new CheckoutStore(root, this);
  }

  /**
   * Hydrates the promo code, the discount choice and the bonuses applied (SPEC.md §4 persistence),
   * then follows the customer and the cart.
   */
  start(): Promise<void> {
    this.starting ??= this.run();
    return this.starting;
  }
  private starting: Promise<void> | null = null;

  private async run(): Promise<void> {
    const { root } = this;
    const storage = root.platform.storage;
    await Promise.all([
      persist(this.coupons, 'coupons', couponFields, storage),
      persist(this.bonus, 'bonus', bonusFields, storage),
      // Issue 12: the contact form survives a reload and a return later (SPEC.md §3 deliveryForm).
      persist(this.checkout, 'checkout', checkoutFields, storage),
    ]);
    void this.coupons.loadSettings();
    // Signed-in customers have their addresses, orders and bonuses loaded; logout clears them.
    reaction(
      () => root.user.user?.ID ?? null,
      (id) => (id === null ? this.account.clear() : void this.account.load()),
      { fireImmediately: true },
    );
    // Logging out on a shared device takes the customer's name and phone off the form.
    reaction(
      () => root.user.token,
      (token, before) => before !== null && token === null && this.checkout.forgetContacts(),
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
