// Interface state: theme, language, notifications and which modal is open.
import { makeAutoObservable, observableRef } from 'mobx';
import type { Appearance, HostColors } from '../../adapters/platform.ts';
import type { RootStore } from './root-store.ts';
import { RequestDraft } from './request-draft.ts';
import { cardVariant, type CardVariant, type PageType } from '../domain/page-type.ts';
import { contentLanguage, interfaceLanguage } from '../domain/shop-language.ts';

export type CookieChoice = 'all' | 'necessary';

/** How the catalogue lists products: cards in a grid, or rows with descriptions (layout choice). */
export type CatalogView = 'grid' | 'list';

/** SPEC.md §9: notifications auto-dismiss after 2000 ms. */
export const NOTIFICATION_MS = 2000;

export interface Notification {
  id: number;
  text: string;
  kind: 'success' | 'error' | 'info';
}

/**
 * The modals of SPEC.md §2 that take the screen one at a time through `modal`. The others keep
 * their own state, because they open over one of these or belong to one screen: the image
 * carousel (`carousel`, over the product), coupon info (over the cart or the discount choice),
 * the discount choice with its promo choice (the cart's discount block), the rating (the order
 * page). The spec's 'order' modal is the /order/{id} page.
 */
export type ModalName =
  | 'auth'
  | 'settings'
  | 'city-acceptance'
  | 'delivery-type'
  | 'popups'
  | 'filters'
  | 'categories'
  | 'booking'
  | 'layout-choice'
  | 'send-request'
  | 'cart'
  | 'product'
  | 'burger-menu'
  | 'receipt-address';

export class UiStore {
  /** The customer's own choice; null follows the shop's default and the system. */
  themeChoice: Appearance | null = null;
  language = 'ru';
  languageChosen = false;
  /**
   * A language of google_languages_list the customer chose: the page stays in the shop's language
   * and the Google widget translates it (translation-store.ts). Null: none chosen.
   */
  googleChoice: string | null = null;
  /** The answer to the cookie banner (SPEC.md §4 "cookie acceptance"): null until given. */
  cookieChoice: CookieChoice | null = null;
  hostAppearance: Appearance | null = null;
  /** The host's theme colours (Telegram's), which the page's readable greys and accent follow. */
  hostColors: HostColors | null = null;
  notifications: Notification[] = [];
  modal: ModalName | null = null;
  /** The site's public origin for canonical and shared links ('' until start-up sets it). */
  origin = '';
  /** Forms on screen holding text the customer typed (Telegram asks before closing then). */
  typedForms = 0;
  /** The landing page's menu has rendered and scrolled (reset on each /menu link). */
  menuLoaded = false;
  /** Layout choice: the customer's grid or list, remembered; null follows the shop front. */
  catalogView: CatalogView | null = null;
  /** Demo only (layout choice): a page type previewed instead of the shop's; never remembered. */
  previewPageType: PageType | null = null;
  /** The image carousel's photos and the one shown first. */
  carousel: { images: string[]; index: number } | null = null;
  /**
   * Flows on screen that are not a modal of `modal` (the product sheet, the sign-in sheet,
   * checkout): popups wait while any is held (issue 13: never on top of a flow).
   */
  holds: string[] = [];
  /** Dialogs open now (use-dialog.ts tells, and lets the page scroll again at 0): the product
   * sheet, the cart, sign-in, a confirmation… */
  openDialogs = 0;
  /** The restaurant the booking modal opens on (the address sheet's restaurant choice). */
  bookingRestaurantId: string | null = null;
  /** simplified_order: the dishes the customer asked about, for the request modal. */
  readonly request = new RequestDraft();
  private nextId = 1;
  private translatorOwner: object | null = null;
  /** Texts for messages stores raise themselves; the app installs i18next's t at start-up. */
  t: (key: string, options?: Record<string, unknown>) => string = (key) => key;

  constructor(private root: RootStore) {
    makeAutoObservable<UiStore, 'root' | 'nextId' | 'translatorOwner'>(this, {
      root: false,
      request: false,
      nextId: false,
      translatorOwner: false,
      t: observableRef,
      hostColors: observableRef,
    });
  }

  /**
   * SPEC.md §1: Telegram's theme inside Telegram; on the web the customer's toggle, else dark only
   * when the shop sets default_dark (a phone in dark mode still gets the light theme).
   */
  get appearance(): Appearance {
    if (this.hostAppearance) return this.hostAppearance;
    if (this.themeChoice) return this.themeChoice;
    return this.root.settings.settings?.facade.default_dark ? 'dark' : 'light';
  }

  /**
   * `owner`: where `t` comes from (the i18next instance). The same owner again changes nothing, so
   * the app's own call after start-up does not re-render a page that is still hydrating.
   */
  setTranslator(t: (key: string, options?: Record<string, unknown>) => string, owner?: object) {
    if (owner && owner === this.translatorOwner) return;
    this.translatorOwner = owner ?? null;
    this.t = t;
  }

  setHostTheme(appearance: Appearance | null, colors: HostColors | null) {
    this.hostAppearance = appearance;
    this.hostColors = colors;
  }
  toggleTheme() {
    this.themeChoice = this.appearance === 'dark' ? 'light' : 'dark';
  }
  setLanguage(code: string) {
    this.language = code;
    this.languageChosen = true;
  }
  /**
   * A switch whose language did not come (its texts or the shop's settings in it; offline, and the
   * worker has no copy): the page goes back to `back`, the language it is in, and says why. Once
   * back, the other load's failure (one cause fails both) has nothing more to say.
   */
  languageNotLoaded(back: string) {
    if (this.language === back) return;
    this.setLanguage(back);
    this.notify(this.t('common.loadFailed'), 'error');
  }
  /**
   * The selector's choice: one of the shop's languages, or one the Google widget translates into
   * from the shop's own (translation-store.ts).
   */
  chooseLanguage(code: string) {
    const translation = this.root.translation;
    if (translation?.offers(code)) return translation.choose(code);
    this.googleChoice = null;
    this.setLanguage(code);
  }
  /** What the selector shows as chosen. */
  get selectedLanguage(): string {
    return this.root.translation?.googleLanguage ?? this.language;
  }
  /**
   * The language the shop's settings allow (a first visit: language_list's default, or inside
   * Telegram the user's language_code when the shop has it). Called once the settings are in.
   */
  applyShopLanguage(telegramCode: string | null) {
    this.language = interfaceLanguage(this.root.settings.shopLanguages, {
      chosen: this.languageChosen ? this.language : null,
      telegramCode,
    });
  }
  /** The language the catalogue, pages and posts are asked in (use_backend_translate). */
  get contentLanguage(): string {
    return contentLanguage(this.root.settings.shopLanguages, this.language);
  }
  /** 'all': the shop's analytics may run; 'necessary': only what the shop needs to work. */
  chooseCookies(choice: CookieChoice) {
    this.cookieChoice = choice;
  }

  /** A toast for two seconds; the same words again (a dish added twice) replace the one showing. */
  notify(text: string, kind: Notification['kind'] = 'success') {
    const id = this.nextId++;
    this.notifications = [
      ...this.notifications.filter((n) => n.text !== text || n.kind !== kind),
      { id, text, kind },
    ];
    this.root.clock.setTimeout(() => this.dismiss(id), NOTIFICATION_MS);
    if (kind === 'error') this.root.platform.haptics.notify('error');
  }
  dismiss(id: number) {
    this.notifications = this.notifications.filter((n) => n.id !== id);
  }

  setTypedForms(count: number) {
    this.typedForms = count;
  }

  setMenuLoaded(loaded: boolean) {
    this.menuLoaded = loaded;
  }

  setCatalogView(view: CatalogView) {
    this.catalogView = view;
  }
  /** How products show on screen (a stored value of another shape counts as not chosen). */
  get cardVariant(): CardVariant {
    const view =
      this.catalogView === 'grid' || this.catalogView === 'list' ? this.catalogView : null;
    return cardVariant(this.root.settings.front, view);
  }
  previewPage(pageType: PageType | null) {
    this.previewPageType = pageType;
  }

  /** The full-screen image carousel (SPEC.md §2 Modals), over whatever is open. */
  openCarousel(images: string[], index = 0) {
    if (images.length === 0) return;
    this.carousel = { images, index: Math.min(Math.max(0, index), images.length - 1) };
  }
  closeCarousel() {
    this.carousel = null;
  }

  /** The customer is inside a flow (a sheet, a screen) until the returned function is called. */
  hold(flow: string): () => void {
    this.holds.push(flow);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.release(flow);
    };
  }
  private release(flow: string) {
    const i = this.holds.indexOf(flow);
    if (i >= 0) this.holds.splice(i, 1);
  }
  /** Told by every dialog of the shop as it opens and closes (ui/components/use-dialog.ts). */
  dialogOpened() {
    this.openDialogs += 1;
  }
  dialogClosed() {
    this.openDialogs -= 1;
  }
  /**
   * A sheet or dialog is open over the page (a modal, the product, sign-in, a confirmation): toasts
   * then show at the top, where they cover no sheet's footer (its totals, its button).
   */
  get sheetOpen(): boolean {
    return this.openDialogs > 0;
  }
  /** Whether the customer is busy with something a popup must not cover. */
  get busy(): boolean {
    return this.modal !== null || this.holds.length > 0;
  }

  open(modal: ModalName) {
    this.modal = modal;
  }
  /** The booking modal, on this restaurant (null: the city's first). */
  openBooking(restaurantId: string | null) {
    this.bookingRestaurantId = restaurantId;
    this.modal = 'booking';
  }

  /** simplified_order: the request modal, about this product (added to the request in making). */
  openRequest(productId: number | null) {
    if (productId !== null) this.request.ask(productId);
    this.modal = 'send-request';
  }
  close() {
    this.modal = null;
  }
}
