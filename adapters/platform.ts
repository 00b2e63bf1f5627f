// The host the storefront runs in, asked by capability. src/ depends on this interface only;
// the web and Telegram implementations live beside it.

export type Dispose = () => void;
export type Appearance = 'light' | 'dark';

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface HostTheme {
  /** The host's own colour scheme (Telegram's theme), or null when the page chooses (web). */
  appearance(): Appearance | null;
  /** Called when the host changes its theme live. */
  subscribe(listener: (appearance: Appearance) => void): Dispose;
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
  setAccent(background: string, text: string): void;
  onClick(listener: () => void): Dispose;
}

export interface Haptics {
  impact(style: 'light' | 'medium' | 'heavy'): void;
  notify(type: 'success' | 'warning' | 'error'): void;
  selection(): void;
}

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
  theme: HostTheme;
  /** Host-native back button, or null when the page draws its own back links. */
  backButton: BackButton | null;
  /** Host-native primary action button, or null when the page shows in-page buttons. */
  mainButton: MainButton | null;
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
}
