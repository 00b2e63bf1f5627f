// The signed-in customer (SPEC.md §3 User state, §4 Logout): the token, the profile, and the ways
// in — a code (SMS, Telegram, WhatsApp) or, inside Telegram, the signed initData.
import { makeAutoObservable, runInAction } from 'mobx';
import type { RootStore } from './root-store.ts';
import type { User } from '../api/shop-api.ts';
import type { CodeChannel } from '../api/account-api.ts';
import type { Result } from '../api/client.ts';

export type ShareOutcome = 'linked' | 'declined' | 'failed';

export class UserStore {
  token: string | null = null;
  user: User | null = null;
  /** Inside Telegram the customer is signed in from initData at start, unless they logged out. */
  autoSignIn = true;
  /**
   * A sign-in in flight, until its account data is in: /lk waits for it instead of sending the
   * customer home, and popups wait for it (popup-store.ts mayShow).
   */
  signingIn = false;

  constructor(private root: RootStore) {
    makeAutoObservable<UserStore, 'root'>(this, { root: false });
  }

  get signedIn(): boolean {
    return this.token !== null && this.user !== null;
  }

  /** A Telegram account without a phone yet: the account offers contact sharing. */
  get needsPhone(): boolean {
    return this.signedIn && !this.user!.phone;
  }

  /**
   * Start-up: inside Telegram the launch's own user wins over a stored session of another
   * Telegram user (a shared device); a session the customer chose by phone code is kept.
   */
  async restore(): Promise<void> {
    const tg = this.root.platform.telegram;
    const storedTg = Number(this.user?.telegram_id ?? 0);
    const stale = Boolean(tg?.user && storedTg && storedTg !== tg.user.id);
    if (tg && this.autoSignIn && (!this.token || stale)) {
      await this.signInWithTelegram();
      return;
    }
    if (!this.token) return;
    this.signingIn = !this.user; // a token without its profile yet: /lk waits for it
    const ok = await this.refresh();
    runInAction(() => (this.signingIn = false));
    if (ok) await this.accountLoaded();
  }

  /** `welcome`: the text to say once signed in (the sheet's button; not the start's own sign-in). */
  async signInWithTelegram(welcome?: string): Promise<boolean> {
    const initData = this.root.platform.telegram?.initDataRaw;
    if (!initData) return false;
    this.signingIn = true;
    const result = await (await this.accountApi()).telegramSignIn(initData);
    const ok = result.ok && (await this.signIn(result.data.token, welcome));
    runInAction(() => {
      this.signingIn = false;
      if (ok) this.autoSignIn = true;
    });
    return ok;
  }

  async sendCode(channel: CodeChannel, phone: string) {
    return (await this.accountApi()).sendCode(channel, phone);
  }

  /** Checks the code; on success the session starts and the profile loads before it answers. */
  async checkCode(
    channel: CodeChannel,
    phone: string,
    code: string,
    welcome?: string,
  ): Promise<Result<unknown>> {
    const result = await (await this.accountApi()).checkCode(channel, phone, code);
    if (result.ok) await this.signIn(result.data.token, welcome);
    return result;
  }

  /** Telegram contact sharing: the signed contact goes to the backend, which links the phone. */
  async sharePhone(welcome?: string): Promise<ShareOutcome> {
    const contact = await this.root.platform.requestPhone?.();
    if (!contact) return 'declined';
    const result = await (await this.accountApi()).telegramContact(contact);
    if (!result.ok) return 'failed';
    return (await this.signIn(result.data.token, welcome)) ? 'linked' : 'failed';
  }

  /**
   * Keeps the token, loads the profile, then the account data (SPEC.md §6). The sign-in sheet goes
   * as soon as the profile is in; `welcome` (a text key: 'Вы вошли в личный кабинет') is said once
   * the account data is in too, in the same step that ends the sign-in, so a popup held back until
   * then does not open before it (popups wait for a notification on screen).
   */
  async signIn(token: string, welcome?: string): Promise<boolean> {
    this.token = token;
    this.signingIn = true;
    let ok = false;
    try {
      ok = await this.refresh();
      if (ok) await this.accountLoaded();
    } finally {
      runInAction(() => {
        this.signingIn = false;
        if (ok && welcome) this.root.ui.notify(this.root.ui.t(welcome));
      });
    }
    return ok;
  }

  async refresh(): Promise<boolean> {
    if (!this.token) return false;
    const result = await this.root.api.currentUser();
    runInAction(() => {
      if (result.ok) this.user = result.data;
      else if (result.problem.kind === 'unauthorized') this.clear();
    });
    return result.ok;
  }

  async updateProfile(fields: { first_name: string; last_name: string; birth: string }) {
    const result = await (await this.accountApi()).updateUser(fields);
    if (result.ok) runInAction(() => (this.user = result.data));
    return result;
  }

  /** SPEC.md §4: clears token, user, bonus and order data; the session is revoked on the server. */
  logout() {
    if (this.token) void this.root.api.logout(this.token);
    this.clear();
    this.autoSignIn = false;
  }

  private clear() {
    this.token = null;
    this.user = null;
  }

  /** Sign-in and the account calls live with the feature stores, loaded on first use. */
  private async accountApi() {
    return (await this.root.loadFeatures()).accountApi;
  }

  /** The account data of the customer just signed in (the features follow the user). */
  private async accountLoaded() {
    await (await this.root.loadFeatures()).account.loaded();
  }
}
