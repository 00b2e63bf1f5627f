// The host the storefront runs in, asked by capability. src/ depends on this interface only;
// the web and Telegram implementations live beside it.

export type Dispose = () => void;
export type Appearance = 'light' | 'dark';

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * Storage that follows the user to their other devices (Telegram's CloudStorage): asynchronous, and
 * it may refuse or never answer, so every call can reject (a timeout included). Limits: a key is
 * 1–128 characters of A-Z a-z 0-9 _ -, a value at most 4096 characters, at most 1024 keys.
 */
export interface CloudStorage {
  /** The values of these keys; '' for a key never written. */
  get(keys: string[]): Promise<Record<string, string>>;
  set(key: string, value: string): Promise<void>;
  remove(keys: string[]): Promise<void>;
  keys(): Promise<string[]>;
}

/** The host's theme colours (Telegram's theme_params); a colour the host does not give is absent. */
export interface HostColors {
  bg?: string;
  secondaryBg?: string;
  sectionBg?: string;
  hint?: string;
  button?: string;
  buttonText?: string;
}

export interface HostTheme {
  /** The host's own colour scheme (Telegram's theme), or null when the page chooses (web). */
  appearance(): Appearance | null;
  /** The host's theme colours, or null when the page has its own (web). */
  colors(): HostColors | null;
  /**
   * Called whenever the host changes its theme live: any colour, not only light against dark (a
   * theme of the same darkness with another hint or button colour changes what the page derives).
   */
  subscribe(listener: () => void): Dispose;
}

export interface BackButton {
  show(): void;
  hide(): void;
  onClick(listener: () => void): Dispose;
}

export interface MainButtonState {
  text: string;
  visible: boolean;
  enabled: boolean;
  loading: boolean;
}

export interface MainButton {
  set(state: MainButtonState): void;
  /** The button's colours: the page's one accent and the text on it (issue 13). */
  setAccent?(background: string, text: string): void;
  onClick(listener: () => void): Dispose;
}

/** A host-native button without state: shown or hidden, and pressed (Telegram's SettingsButton). */
export interface HostButton {
  show(): void;
  hide(): void;
  onClick(listener: () => void): Dispose;
}

/** A destructive action's question, asked by the host's own popup or by the page's dialog. */
export interface ConfirmRequest {
  title: string;
  message: string;
  /** The button that does it ('Очистить', 'Отменить заказ', 'Выйти'). */
  confirm: string;
  cancel: string;
}

export interface Haptics {
  impact(style: 'light' | 'medium' | 'heavy'): void;
  notify(type: 'success' | 'warning' | 'error'): void;
  selection(): void;
}

/** Where the customer is, or why that is not known. */
export type LocateOutcome =
  | { kind: 'found'; latitude: number; longitude: number }
  | { kind: 'denied' }
  | { kind: 'unavailable' };

export type InvoiceOutcome = 'paid' | 'cancelled' | 'failed' | 'pending';

export interface TelegramIdentity {
  initDataRaw: string;
  user: {
    id: number;
    firstName: string;
    lastName: string;
    username: string;
    languageCode: string;
  } | null;
  startParam: string | null;
}

export interface Platform {
  kind: 'web' | 'telegram';
  /** Tells the host the app is ready to be shown (Telegram: ready + expand). */
  ready(): void;
  /** Device storage; survives reloads. */
  storage: KeyValueStorage;
  /**
   * What follows the user to their other devices (Telegram's CloudStorage, Mini Apps 6.9+).
   * Absent or null on the website and on an older Telegram client: device storage alone then.
   */
  cloud?: CloudStorage | null;
  theme: HostTheme;
  /** Host-native back button, or null when the page draws its own back links. */
  backButton: BackButton | null;
  /** Host-native primary action button, or null when the page shows in-page buttons. */
  mainButton: MainButton | null;
  /** Host-native button beside the MainButton, for a second action; null on the web. */
  secondaryButton: MainButton | null;
  /** Host-native settings entry (Telegram's SettingsButton in the app's menu); null on the web. */
  settingsButton: HostButton | null;
  /**
   * Tells the listener when the customer leaves the app (false: Telegram minimised or closed, the
   * phone's other app in front, the page hidden or going away) and comes back to it (true), once
   * per change. What waits to be written goes as they leave (CloudStorage's debounced copies); what
   * may have moved meanwhile is read as they come back (the orders followed). On the website, the
   * page hidden or shown (another tab or app, the phone asleep).
   */
  onPresence?: (listener: (here: boolean) => void) => Dispose;
  /** Ask before the host closes the app (Telegram's closing confirmation); null on the web. */
  closingConfirmation: { set(needed: boolean): void } | null;
  /** Telegram's swipe-down-to-close; off while a sheet or a sideways list is under the finger. */
  verticalSwipes: { set(allowed: boolean): void } | null;
  /**
   * The host's own confirmation popup: true when the customer confirmed. Null on the web, where
   * the page shows its own dialog (never window.confirm, which a Telegram Web frame may not allow).
   */
  confirm: ((request: ConfirmRequest) => Promise<boolean>) | null;
  /**
   * The host's QR scanner (Telegram): resolves with the first code `accept` takes, or null when the
   * customer closed it. Null where there is none (the website: a phone's camera opens the link).
   */
  scanQr: ((prompt: string, accept: (text: string) => boolean) => Promise<string | null>) | null;
  /**
   * Opens a Telegram invoice link (Telegram Payments) and answers how the customer closed it. Null
   * outside Telegram. 'paid' is the client's word only: the order is paid when the server says so.
   */
  openInvoice: ((url: string) => Promise<InvoiceOutcome>) | null;
  /**
   * The customer's location: Telegram's location manager where the client has it (asking as
   * Telegram does), the browser's geolocation otherwise. Null where neither exists.
   */
  locate: (() => Promise<LocateOutcome>) | null;
  haptics: Haptics;
  openLink(url: string): void;
  /** Share text and a link through the host (Telegram share sheet, Web Share or clipboard on the web). */
  share(text: string, url: string): Promise<'shared' | 'copied' | 'failed'>;
  /** The Telegram identity to sign in with, inside Telegram only. */
  telegram: TelegramIdentity | null;
  /**
   * Ask the host for the user's phone number (Telegram contact sharing); null when unsupported.
   * Answers Telegram's signed contact ('contact=…&auth_date=…&hash=…') for the backend to verify,
   * or null when the user declined.
   */
  requestPhone: (() => Promise<string | null>) | null;
  /** Telegram platform name for telegram-ui styling ('ios' looks native on iOS, 'base' elsewhere). */
  uiPlatform: 'ios' | 'base';
  /**
   * Tells the server that draws the website's pages the customer's stock (a cookie,
   * domain/stock-hint.ts), so the next page is drawn from its own catalogue. Absent where pages are
   * not drawn by the server (inside Telegram the app draws them).
   */
  rememberStock?: (warehouseId: string | null) => void;
}
