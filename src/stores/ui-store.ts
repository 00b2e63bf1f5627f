// Interface state: theme, language, notifications and which modal is open.
import { makeAutoObservable, observableRef } from 'mobx';
import type { Appearance } from '../../adapters/platform.ts';
import type { RootStore } from './root-store.ts';
import { RequestDraft } from './request-draft.ts';

/** SPEC.md §9: notifications auto-dismiss after 2000 ms. */
export const NOTIFICATION_MS = 2000;

export interface Notification {
  id: number;
  text: string;
  kind: 'success' | 'error' | 'info';
}

export type ModalName =
  | 'auth'
  | 'settings'
  | 'city-acceptance'
  | 'delivery-type'
  | 'popups'
  | 'filters'
  | 'order'
  | 'rating'
  | 'categories'
  | 'image-carousel'
  | 'coupon-info'
  | 'promo-choice'
  | 'booking'
  | 'layout-choice'
  | 'send-request'
  | 'cart'
  | 'choose-discount'
  | 'product'
  | 'burger-menu'
  | 'receipt-address';

export class UiStore {
  /** The customer's own choice; null follows the shop's default and the system. */
  themeChoice: Appearance | null = null;
  language = 'ru';
  languageChosen = false;
  cookiesAccepted = false;
  systemDark = false;
  hostAppearance: Appearance | null = null;
  notifications: Notification[] = [];
  modal: ModalName | null = null;
  /** The site's public origin for canonical and shared links ('' until start-up sets it). */
  origin = '';
  /** The landing page's menu has rendered and scrolled (reset on each /menu link). */
  menuLoaded = false;
  /** simplified_order: the dishes the customer asked about, for the request modal. */
  readonly request = new RequestDraft();
  private nextId = 1;
  /** Texts for messages stores raise themselves; the app installs i18next's t at start-up. */
  t: (key: string, options?: Record<string, unknown>) => string = (key) => key;

  constructor(private root: RootStore) {
    makeAutoObservable<UiStore, 'root' | 'nextId'>(this, {
      root: false,
      request: false,
      nextId: false,
      t: observableRef,
    });
  }

  /** Telegram's theme wins inside Telegram; on the web the toggle, then default_dark, then the system. */
  get appearance(): Appearance {
    if (this.hostAppearance) return this.hostAppearance;
    if (this.themeChoice) return this.themeChoice;
    if (this.root.settings.settings?.facade.default_dark) return 'dark';
    return this.systemDark ? 'dark' : 'light';
  }

  setTranslator(t: (key: string, options?: Record<string, unknown>) => string) {
    this.t = t;
  }

  setHostAppearance(a: Appearance | null) {
    this.hostAppearance = a;
  }
  setSystemDark(dark: boolean) {
    this.systemDark = dark;
  }
  toggleTheme() {
    this.themeChoice = this.appearance === 'dark' ? 'light' : 'dark';
  }
  setLanguage(code: string) {
    this.language = code;
    this.languageChosen = true;
  }
  acceptCookies() {
    this.cookiesAccepted = true;
  }

  notify(text: string, kind: Notification['kind'] = 'success') {
    const id = this.nextId++;
    this.notifications.push({ id, text, kind });
    this.root.clock.setTimeout(() => this.dismiss(id), NOTIFICATION_MS);
    if (kind === 'error') this.root.platform.haptics.notify('error');
  }
  dismiss(id: number) {
    this.notifications = this.notifications.filter((n) => n.id !== id);
  }

  setMenuLoaded(loaded: boolean) {
    this.menuLoaded = loaded;
  }

  open(modal: ModalName) {
    this.modal = modal;
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
