// The sign-in sheet's steps: phone → code → signed in. Lives as long as the sheet; the session
// itself belongs to the UserStore. Every step guards against a second tap while one is in flight.
import { makeAutoObservable, runInAction } from 'mobx';
import type { RootStore } from './root-store.ts';
import type { CodeChannel } from '../api/account-api.ts';
import type { Problem } from '../api/client.ts';
import { normalizePhone } from '../domain/phone.ts';

/**
 * Digits of a code when the backend does not say (the vendor's plugin sends 4); the reference
 * backend answers `code_length` (6). The field submits by itself once they are all in.
 */
export const DEFAULT_CODE_LENGTH = 4;

export type FlowError =
  | 'invalid-phone'
  | 'invalid-code'
  | 'expired'
  | 'too-many-sends'
  | 'too-many-attempts'
  | 'network'
  | 'generic';

function errorOf(problem: Problem, step: 'phone' | 'code'): FlowError {
  if (problem.kind === 'too-many') return step === 'phone' ? 'too-many-sends' : 'too-many-attempts';
  if (problem.kind === 'timeout' || problem.kind === 'cannot-connect') return 'network';
  if (problem.kind !== 'rejected') return 'generic';
  if (problem.code === 'invalid_code') return 'invalid-code';
  if (problem.code === 'code_expired') return 'expired';
  if (problem.code === 'invalid_phone') return 'invalid-phone';
  return 'generic';
}

/**
 * What the shop says once the sheet's sign-in is done and the account is in: signed in, or, for a
 * Telegram account without a phone, the phone linked. Said by UserStore.signIn (a text key).
 */
export const welcomeOf = (linking: boolean) => (linking ? 'auth.phoneLinked' : 'auth.signedIn');

export class SignInFlow {
  step: 'phone' | 'code' = 'phone';
  phoneInput = '';
  /** The E.164 number the code went to. */
  phone = '';
  code = '';
  error: FlowError | null = null;
  busy = false;
  /** When a new code may be asked for (ms, the root clock). */
  resendAt = 0;
  /** Digits the code has (send_code's code_length). */
  codeLength = DEFAULT_CODE_LENGTH;

  /** The sheet links a phone to a Telegram account rather than signing in. */
  readonly linking: boolean;

  constructor(
    private root: RootStore,
    public channel: CodeChannel,
  ) {
    this.linking = root.user.needsPhone;
    makeAutoObservable<SignInFlow, 'root'>(this, { root: false });
  }

  setChannel(channel: CodeChannel) {
    this.channel = channel;
    this.error = null;
  }
  setPhoneInput(value: string) {
    this.phoneInput = value;
    if (this.error === 'invalid-phone') this.error = null;
  }
  setCode(value: string) {
    this.code = value.replace(/\D/g, '').slice(0, this.codeLength);
    if (this.error === 'invalid-code') this.error = null;
  }
  editPhone() {
    this.step = 'phone';
    this.code = '';
    this.error = null;
  }

  /** SPEC.md §5 'введите корректный номер' is decided here, before any request. */
  async sendCode(): Promise<void> {
    if (this.busy) return;
    const phone = normalizePhone(this.phoneInput);
    if (!phone) {
      this.error = 'invalid-phone';
      return;
    }
    this.busy = true;
    this.error = null;
    const result = await this.root.user.sendCode(this.channel, phone);
    runInAction(() => {
      this.busy = false;
      if (!result.ok) {
        this.error = errorOf(result.problem, 'phone');
        return;
      }
      this.phone = phone;
      this.step = 'code';
      this.code = '';
      this.resendAt = this.root.clock.now() + result.data.resend_in * 1000;
      this.codeLength = result.data.code_length;
    });
  }

  /** True once signed in (or the phone linked): the sheet closes and says so. */
  async checkCode(): Promise<boolean> {
    if (this.busy || this.code.length !== this.codeLength) return false;
    this.busy = true;
    this.error = null;
    const result = await this.root.user.checkCode(
      this.channel,
      this.phone,
      this.code,
      welcomeOf(this.linking),
    );
    runInAction(() => {
      this.busy = false;
      if (result.ok) return;
      this.error = errorOf(result.problem, 'code');
      if (this.error === 'invalid-code') this.code = '';
    });
    return result.ok && this.root.user.signedIn;
  }

  async resend(): Promise<void> {
    if (this.root.clock.now() < this.resendAt) return;
    this.phoneInput = this.phone;
    await this.sendCode();
  }
}
