// Creates every store and wires them; the platform, api and clock are injected so a test builds one
// with fakes in three lines.
import { makeObservable, observableRef, reaction, runInAction } from 'mobx';
import type { Platform } from '../../adapters/platform.ts';
import type { ShopApi } from '../api/shop-api.ts';
import { yieldToMain } from '../api/sliced.ts';
import { needsCacheReset } from '../domain/cache-version.ts';
import { SettingsStore } from './settings-store.ts';
import { UiStore } from './ui-store.ts';
import { UserStore } from './user-store.ts';
import { persist } from './persist.ts';
import { deliveryFields, popupFields, storyFields, uiFields, userFields } from './stored-fields.ts';
import { DeliveryStore } from './delivery-store.ts';
import { CatalogStore } from './catalog-store.ts';
import { CartStore } from './cart-store.ts';
import { PopupStore } from './popup-store.ts';
import { watchCart } from './cart-sync.ts';
import { addWaitingDish } from './cart-add.ts';
import { hydrateCart } from './cart-persist.ts';
import { FavoritesStore } from './favorites-store.ts';
import { CatalogFilterStore } from './catalog-filter-store.ts';
import type { Features } from './features.ts';
import { BannersStore } from './banners-store.ts';
import type { AnalyticsStore } from './analytics-store.ts';
import type { PageScripts } from '../../adapters/page-scripts.ts';
import type { TranslateWidget } from '../../adapters/translate-widget.ts';
import type { TranslationStore } from './translation-store.ts';
import { GuestOrdersStore } from './guest-orders-store.ts';
import type { ConfirmStore, ConfirmTopic } from './confirm-store.ts';
import { ConnectionStore, originProbe, type Probe } from './connection-store.ts';
import type { CloudAddressBook } from './cloud-address-book.ts';

/** Where nothing paints (a test's clock, the server), what waits for a paint runs at once. */
const atOnce = (fn: () => void) => fn();

export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  /** Runs `fn` once the next frame is painted (at once where nothing paints: a test, the server). */
  afterPaint?(fn: () => void): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  afterPaint: (fn) =>
    typeof requestAnimationFrame === 'function'
      ? requestAnimationFrame(() => setTimeout(fn, 0))
      : atOnce(fn),
};

const APP_VERSION_KEY = 'app_version';

export interface RootOptions {
  /** Whether the shop's server answers (the default asks the page's origin). */
  probe?: Probe;
  demo?: boolean;
  /** The Mini App's own link (https://t.me/{bot}/{app}) for links shared inside Telegram; '' unknown. */
  telegramApp?: string;
  /**
   * Where the shop's analytics snippets run: the page's (main.tsx loads it on first use), a fake in
   * tests; none given (the server's render), nothing runs.
   */
  pageScripts?: PageScripts;
  /** The Google Translate widget script (runtime config); '' or none: Google's. */
  translateScript?: string;
  /** A Google Translate widget instead of the page's own (tests). */
  translateWidget?: TranslateWidget;
  /**
   * Empties what the device keeps beside the stores (the media cache's photos and videos, the kept
   * catalogue files) on a new cache_ver_site (SPEC.md §4 Version check). None on the server.
   */
  clearCaches?: () => Promise<unknown>;
}

export class RootStore {
  readonly settings: SettingsStore;
  readonly ui: UiStore;
  readonly user: UserStore;
  readonly delivery: DeliveryStore;
  readonly catalog: CatalogStore;
  readonly cart: CartStore;
  readonly popups: PopupStore;
  readonly favorites: FavoritesStore;
  readonly catalogFilter: CatalogFilterStore;
  readonly banners: BannersStore;
  private readonly pageScripts: PageScripts;
  private readonly translateScript: string | undefined;
  private readonly translateWidget: TranslateWidget | undefined;
  /** Google's languages (use_google_translate), made once a shop turns them on. */
  translation: TranslationStore | null = null;
  private translationLoad: Promise<TranslationStore> | null = null;
  /** The shop's analytics, made once the customer accepted cookies (analytics-store.ts). */
  analytics: AnalyticsStore | null = null;
  /** CMS entries a server-rendered page carried, until the content store is made (content-store.ts). */
  carriedContent: [string, unknown][] = [];
  /** Orders a guest placed on this device, with their keys. */
  readonly guestOrders: GuestOrdersStore;
  readonly connection: ConnectionStore;
  /** The reference backend's demo mode (runtime config): the storefront says so on every page. */
  readonly demo: boolean;
  /** The Mini App's link (https://t.me/{bot}/{app}), or '' when the runtime config has none. */
  readonly telegramApp: string;
  /**
   * Inside Telegram, a user not signed in to the shop keeps their addresses here, in CloudStorage
   * (cloud-follow.ts); null on the website and until the cloud module has loaded.
   */
  cloudAddresses: CloudAddressBook | null = null;
  /** Questions before destructive actions: made on the first one (the home page asks none). */
  confirmations: ConfirmStore | null = null;
  /** Account, coupons, bonuses and checkout: loaded on first use (see features.ts). */
  features: Features | null = null;
  private featuresLoad: Promise<Features> | null = null;

  constructor(
    readonly platform: Platform,
    readonly api: ShopApi,
    readonly clock: Clock = systemClock,
    options: RootOptions = {},
  ) {
    this.demo = options.demo ?? false;
    this.telegramApp = options.telegramApp ?? '';
    this.pageScripts = options.pageScripts ?? { run() {}, push() {} };
    this.translateScript = options.translateScript;
    this.translateWidget = options.translateWidget;
    this.clearCaches = options.clearCaches ?? (() => Promise.resolve());
    makeObservable<RootStore>(this, {
      features: observableRef,
      confirmations: observableRef,
      translation: observableRef,
      cloudAddresses: observableRef,
    });
    this.settings = new SettingsStore(this);
    this.ui = new UiStore(this);
    this.user = new UserStore(this);
    this.delivery = new DeliveryStore(this);
    this.catalog = new CatalogStore(this);
    this.cart = new CartStore(this);
    this.popups = new PopupStore(this);
    this.favorites = new FavoritesStore(this);
    this.catalogFilter = new CatalogFilterStore(this);
    this.banners = new BannersStore(this);
    this.guestOrders = new GuestOrdersStore(this);
    this.connection = new ConnectionStore(options.probe ?? originProbe, clock);
  }

  /** Asks before a destructive action (confirm-store.ts); true when the customer confirmed. */
  async confirm(topic: ConfirmTopic): Promise<boolean> {
    if (!this.confirmations) {
      const { ConfirmStore } = await import('./confirm-store.ts');
      runInAction(() => (this.confirmations ??= new ConfirmStore(this)));
    }
    return this.confirmations!.ask(topic);
  }

  /**
   * The shop's analytics run only after the customer accepted cookies, and only when the shop has
   * any (include.metrix, include.scripts): then their module loads and starts (once per page).
   */
  private watchConsent() {
    reaction(
      () => this.ui.cookieChoice === 'all' && this.settings.hasAnalytics,
      (on) => {
        if (!on || this.analytics) return;
        void import('./analytics-store.ts').then(({ AnalyticsStore }) => {
          if (this.analytics) return;
          this.analytics = new AnalyticsStore(this, this.pageScripts);
          this.analytics.start();
        });
      },
      { fireImmediately: true },
    );
  }

  /**
   * A shop with Google's languages (use_google_translate): their module loads and follows the
   * customer's choice (translation-store.ts); a shop without them never loads it.
   */
  private watchTranslation() {
    reaction(
      () => this.settings.settings?.use_google_translate === true,
      (on) => on && void this.loadTranslation(),
      { fireImmediately: true },
    );
  }

  /** Loads and starts the translation store (once). */
  loadTranslation(): Promise<TranslationStore> {
    this.translationLoad ??= import('./translation-store.ts').then((m) => {
      const store = m.startTranslation(this, {
        widget: this.translateWidget,
        scriptUrl: this.translateScript,
        scripts: this.pageScripts,
      });
      runInAction(() => (this.translation = store));
      return store;
    });
    return this.translationLoad;
  }

  /**
   * Issue 18 item 6: inside Telegram, favourites, the delivery choice and a signed-out user's
   * addresses follow the user through CloudStorage. The device's copy is already in the stores (the
   * first render does not wait); the cloud's merges in when it arrives. Its module loads only here,
   * so the website's pages never download it.
   */
  private followCloud() {
    const cloud = this.platform.cloud;
    if (!cloud) return;
    void import('./cloud-follow.ts')
      .then(({ followCloud }) => followCloud(this, cloud))
      .catch((error: unknown) => console.warn('[cloud] not followed: device storage only', error));
  }

  /** Keeps the CloudStorage address book (cloud-follow.ts). */
  attachCloudAddresses(book: CloudAddressBook) {
    runInAction(() => (this.cloudAddresses = book));
  }

  /** Loads the feature stores' module (once) and gives the started features. */
  loadFeatures(): Promise<Features> {
    this.featuresLoad ??= import('./features.ts').then((m) => m.featuresOf(this));
    return this.featuresLoad;
  }

  /** Called once by featuresOf: keeps the features and starts them. */
  attachFeatures(features: Features): Features {
    if (this.features) return this.features;
    runInAction(() => (this.features = features));
    this.featuresLoad ??= Promise.resolve(features);
    void features.start();
    return features;
  }

  /**
   * Hydrates persisted state, follows the host's theme, then loads settings (unless a server-rendered
   * page already brought them in its language). `language`: the one the address asks for (?lang=),
   * which wins over the saved choice.
   */
  async start(options: { language?: string } = {}): Promise<void> {
    const storage = this.platform.storage;
    const prefilled = this.settings.status === 'loaded' ? this.ui.language : null;
    await Promise.all([
      persist(this.ui, 'ui', uiFields, storage),
      persist(this.user, 'user', userFields, storage),
      persist(this.delivery, 'delivery', deliveryFields, storage),
      hydrateCart(this.cart, storage),
      persist(this.popups, 'popups', popupFields, storage),
      persist(this.banners, 'stories', storyFields, storage),
      this.favorites.start(),
      this.guestOrders.start(),
    ]);
    // The device's own choice is in: the kitchen the page was drawn for gives way to it.
    this.delivery.drawnFor = null;
    // The start is three tasks, not one (31 ms of one task traced on the home page after its
    // hydration): what the device remembers, then the theme and the shop's settings, then the
    // watchers; a phone gets the thread back between them.
    await yieldToMain();
    this.followCloud();
    const theme = this.platform.theme;
    this.ui.setHostTheme(theme.appearance(), theme.colors());
    // The website's theme is the shop's (default_dark) or the customer's toggle, never the system's.
    theme.subscribe(() => {
      if (this.platform.kind === 'telegram')
        this.ui.setHostTheme(theme.appearance(), theme.colors());
    });
    // As a choice: the shop's rule below keeps it when the shop has it (a first visit came from a
    // search result or a shared link in that language, and the server drew the page in it).
    if (options.language) this.ui.setLanguage(options.language);
    if (prefilled === null || prefilled !== this.ui.language) await this.settings.load();
    // A language switch brings the settings in that language (not again when a failed switch
    // went back to the language they are in). Watched before the shop's rule below switches it:
    // inside Telegram the user's language can differ from the one the page's settings are in.
    reaction(
      () => this.ui.language,
      (language) => language !== this.settings.language && void this.settings.load(),
    );
    if (this.settings.status === 'loaded')
      this.ui.applyShopLanguage(this.platform.telegram?.user?.languageCode ?? null);
    this.checkVersion();
    void this.banners.loadFallback();
    void this.user.restore();
    await yieldToMain();
    // SPEC.md §4: the catalogue reloads when the location or the language changes.
    reaction(
      () => [this.settings.settings, this.delivery.warehouseId] as const,
      () => void this.catalog.load(),
      { fireImmediately: true },
    );
    // The server draws the website's next page from this stock's own catalogue (a cookie,
    // domain/stock-hint.ts): its dishes and prices from the first paint, no card to redraw here.
    const rememberStock = this.platform.rememberStock;
    if (rememberStock)
      reaction(() => this.delivery.warehouseId, rememberStock, { fireImmediately: true });
    watchCart(this);
    this.watchConsent();
    this.watchTranslation();
    addWaitingDish(this);
    this.popups.watch();
    // A delivery address to price: the zone lookup loads (the home page does not carry it).
    reaction(
      () => this.delivery.kind === 'delivery' && this.delivery.location !== null,
      (needed) => needed && void this.delivery.zones.load(),
      { fireImmediately: true },
    );
    this.watchFeatures();
    this.watchClosing();
  }

  /**
   * Telegram asks before closing the app while something would be lost: dishes in the cart, or a
   * form holding typed text (the shell counts those, see ui.typedForms).
   */
  watchClosing() {
    const closing = this.platform.closingConfirmation;
    if (!closing) return () => undefined;
    return reaction(
      () => this.cart.lines.some((l) => !l.isGift) || this.ui.typedForms > 0,
      (needed) => closing.set(needed),
      { fireImmediately: true },
    );
  }

  /** A line in the cart or a signed-in customer: discounts, bonuses and the account apply. */
  watchFeatures() {
    return reaction(
      () => this.user.token !== null || this.cart.lines.some((l) => !l.isGift),
      // After the frame that shows the tap's result (the first dish's stepper and the cart button):
      // asking for the module starts a request per file it needs, ~13 ms of the tap's task here.
      (needed) => needed && (this.clock.afterPaint ?? atOnce)(() => void this.loadFeatures()),
      { fireImmediately: true },
    );
  }

  private readonly clearCaches: () => Promise<unknown>;

  /** SPEC.md §4 Version check: a new cache_ver_site clears the cart, coupons and caches. */
  /**
   * A server-rendered page brought the settings in itself, so the browser never asked for them and
   * the service worker kept no copy: asked once here (in idle time, once a worker controls the
   * page), the worker keeps one for an offline start from the app shell. The catalogue's price or
   * full file is asked for by the page anyway.
   */
  async keepOfflineCopies(): Promise<void> {
    await this.api.settings(this.ui.language);
  }

  private checkVersion() {
    if (this.settings.status !== 'loaded') return;
    const storage = this.platform.storage;
    const stored = storage.getItem(APP_VERSION_KEY);
    const current = this.settings.appVersion;
    if (needsCacheReset(stored, current)) {
      for (const key of ['store:cart', 'store:coupons', 'store:catalog-cache'])
        storage.removeItem(key);
      this.cart.clear();
      // A first visit (nothing stored) has nothing cached to throw away.
      if (stored !== null)
        this.clearCaches().catch((error: unknown) => console.warn('caches not cleared', error));
      storage.setItem(APP_VERSION_KEY, current);
    }
  }
}
