// Creates every store and wires them; the platform, api and clock are injected so a test builds one
// with fakes in three lines.
import { reaction } from 'mobx';
import type { Platform } from '../../adapters/platform.ts';
import type { ShopApi } from '../api/shop-api.ts';
import { accountApi as createAccountApi, type AccountApi } from '../api/account-api.ts';
import { needsCacheReset } from '../domain/cache-version.ts';
import { SettingsStore } from './settings-store.ts';
import { UiStore } from './ui-store.ts';
import { UserStore } from './user-store.ts';
import { AccountStore } from './account-store.ts';
import { persist } from './persist.ts';
import { DeliveryStore } from './delivery-store.ts';
import { CatalogStore } from './catalog-store.ts';
import { CartStore } from './cart-store.ts';
import { PopupStore } from './popup-store.ts';
import { watchCart } from './cart-sync.ts';
import { hydrateCart } from './cart-persist.ts';
import { FavoritesStore } from './favorites-store.ts';
import { CatalogFilterStore } from './catalog-filter-store.ts';
import { CouponStore } from './coupon-store.ts';
import { BonusStore } from './bonus-store.ts';
import { CheckoutStore } from './checkout-store.ts';
import { couponsApi as createCouponsApi, type CouponsApi } from '../api/coupons-api.ts';

export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
};

const APP_VERSION_KEY = 'app_version';

export class RootStore {
  readonly settings: SettingsStore;
  readonly ui: UiStore;
  readonly user: UserStore;
  readonly account: AccountStore;
  readonly delivery: DeliveryStore;
  readonly catalog: CatalogStore;
  readonly cart: CartStore;
  readonly popups: PopupStore;
  readonly favorites: FavoritesStore;
  readonly catalogFilter: CatalogFilterStore;
  readonly coupons: CouponStore;
  readonly bonus: BonusStore;
  readonly checkout: CheckoutStore;

  constructor(
    readonly platform: Platform,
    readonly api: ShopApi,
    readonly clock: Clock = systemClock,
    readonly accountApi: AccountApi = createAccountApi(api.client),
    readonly couponsApi: CouponsApi = createCouponsApi(api.client),
  ) {
    this.settings = new SettingsStore(this);
    this.ui = new UiStore(this);
    this.user = new UserStore(this);
    this.account = new AccountStore(this);
    this.delivery = new DeliveryStore(this);
    this.catalog = new CatalogStore(this);
    this.cart = new CartStore(this);
    this.popups = new PopupStore(this);
    this.favorites = new FavoritesStore(this);
    this.catalogFilter = new CatalogFilterStore(this);
    this.coupons = new CouponStore(this);
    this.bonus = new BonusStore(this);
    this.checkout = new CheckoutStore(this);
  }

  /** Hydrates persisted state, follows the host's theme, then loads settings. */
  async start(): Promise<void> {
    const storage = this.platform.storage;
    await Promise.all([
      persist(
        this.ui,
        'ui',
        ['themeChoice', 'language', 'languageChosen', 'cookiesAccepted'],
        storage,
      ),
      persist(this.user, 'user', ['token', 'user', 'autoSignIn'], storage),
      persist(
        this.delivery,
        'delivery',
        ['kind', 'shippingMethodId', 'location', 'express', 'cityId', 'recent'],
        storage,
      ),
      hydrateCart(this.cart, storage),
      persist(this.popups, 'popups', ['seen'], storage),
      persist(this.coupons, 'coupons', ['promocode'], storage),
      this.favorites.start(),
    ]);
    this.ui.setHostAppearance(this.platform.theme.appearance());
    this.platform.theme.subscribe((a) => {
      if (this.platform.kind === 'telegram') this.ui.setHostAppearance(a);
      else this.ui.setSystemDark(a === 'dark');
    });
    if (typeof window !== 'undefined' && window.matchMedia) {
      this.ui.setSystemDark(window.matchMedia('(prefers-color-scheme: dark)').matches);
    }
    const tgLanguage = this.platform.telegram?.user?.languageCode;
    if (!this.ui.languageChosen && tgLanguage)
      this.ui.language = tgLanguage === 'zh' ? 'zh-CN' : tgLanguage;
    await this.settings.load();
    this.checkVersion();
    void this.user.restore();
    reaction(
      () => this.ui.language,
      () => void this.settings.load(),
    );
    // SPEC.md §4: the catalogue reloads when the location or the language changes.
    reaction(
      () => [this.settings.settings, this.delivery.warehouseId] as const,
      () => void this.catalog.load(),
      { fireImmediately: true },
    );
    watchCart(this);
    this.popups.watch();
    this.watchDiscounts();
  }

  /** SPEC.md §4: after cart, delivery or account changes the auto coupons are re-evaluated (delayed). */
  private watchDiscounts() {
    void this.coupons.loadSettings();
    this.bonus.start();
    reaction(
      () => [
        this.cart.lines
          .filter((l) => !l.isGift)
          .map((l) => `${l.key}:${l.count}`)
          .join('|'),
        this.delivery.shippingType,
        this.delivery.warehouseId,
        this.user.user?.ID ?? null,
      ],
      () => {
        this.coupons.fetchSoon();
        this.bonus.clamp();
      },
      { fireImmediately: true },
    );
  }

  /** SPEC.md §4 Version check: a new cache_ver_site clears the cart, coupons and caches. */
  private checkVersion() {
    if (this.settings.status !== 'loaded') return;
    const storage = this.platform.storage;
    const stored = storage.getItem(APP_VERSION_KEY);
    const current = this.settings.appVersion;
    if (needsCacheReset(stored, current)) {
      for (const key of ['store:cart', 'store:coupons', 'store:catalog-cache'])
        storage.removeItem(key);
      this.cart.clear();
      storage.setItem(APP_VERSION_KEY, current);
    }
  }
}
