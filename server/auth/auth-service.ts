// Sign-in by one-time code (SMS, WhatsApp, Telegram behind the same service), bearer tokens,
// guessing limits, and Telegram initData validation.
//
// Guessing: codes have CODE_LENGTH digits and die after MAX_WRONG_ATTEMPTS wrong tries; one client
// may try at most `codeWrongPerPair` wrong codes on one phone a day; once a phone has taken
// `codeWrongPerPhone` wrong codes in a day, clients that already guessed wrong on it stop too.
// Nothing a stranger does locks the owner out: a resend while a code is live re-delivers the same
// code (a stranger's request cannot replace it), and sending slows down (a growing cooldown)
// instead of stopping. Codes are never stored: the row holds a nonce, and the code is an HMAC of
// it under a key that lives only in this process's memory.
import crypto from 'node:crypto';
import { normalizePhone as domainPhone } from '../../src/domain/phone.ts';
import type { Db } from '../db/db.ts';
import type { Limits } from '../config.ts';
import { CodeDeliveryError, type CodeSender } from './code-senders.ts';
import { RateLimiter } from '../http/rate-limit.ts';
import { checkTelegramSignature } from './telegram-signature.ts';
import { sameSecret } from '../http/same-secret.ts';
import { HttpError } from '../http/http-error.ts';
import { addBonus } from '../account/bonus-ledger.ts';
import { insertUser, userIdByPhone } from './user-store.ts';
import { codeRow, countWrongTry, deleteCode, saveCode } from './code-store.ts';
import { deleteToken, deleteUserTokens, insertToken, tokenByHash } from './token-store.ts';

export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 5 * 60_000;
export const RESEND_COOLDOWN_MS = 30_000;
/** The cooldown doubles after the first sends of an hour, up to this. */
export const MAX_RESEND_COOLDOWN_MS = 10 * 60_000;
export const MAX_WRONG_ATTEMPTS = 5;
/** After a phone's daily cap of wrong codes, a client with this many wrong tries on it stops. */
export const WRONG_BEFORE_PHONE_CAP_STOPS = 3;
export const TOKEN_TTL_MS = 90 * 24 * 3600_000;
/** Points a new customer starts with, so the bonus programme is visible from the first order. */
export const WELCOME_BONUS = 300;

const HOUR = 60 * 60_000;

/** The wait before the next code to one phone, after `sent` codes to it this hour. */
export function resendCooldown(sent: number): number {
  return Math.min(MAX_RESEND_COOLDOWN_MS, RESEND_COOLDOWN_MS * 2 ** Math.max(0, sent - 2));
}

export class AuthError extends HttpError<400 | 401 | 403 | 429 | 503> {}

/** A phone from a request body, by the storefront's own rule (src/domain/phone.ts). */
export function normalizePhone(input: unknown): string | null {
  return typeof input === 'string' ? domainPhone(input) : null;
}

const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

const tooMany = () =>
  new AuthError(429, 'too_many_requests', 'Слишком много попыток. Попробуйте позже.');

export class AuthService {
  private limiter: RateLimiter;

  constructor(
    private db: Db,
    private sender: CodeSender,
    private now: () => number,
    private limits: Limits,
    /** Derives codes from nonces; in memory only, so a copy of the database reveals no code. */
    private codeKey: Buffer = crypto.randomBytes(32),
  ) {
    this.limiter = new RateLimiter(db, now);
  }

  private code(channel: string, phone: string, nonce: string): string {
    const mac = crypto.createHmac('sha256', this.codeKey).update(`${channel}:${phone}:${nonce}`);
    const n = mac.digest().readUIntBE(0, 6) % 10 ** CODE_LENGTH;
    return String(n).padStart(CODE_LENGTH, '0');
  }

  async sendCode(
    channel: string,
    rawPhone: unknown,
    client: string,
  ): Promise<{ phone: string; resendIn: number; codeLength: number }> {
    const phone = normalizePhone(rawPhone);
    if (!phone) throw new AuthError(400, 'invalid_phone', 'введите корректный номер');
    const t = this.now();
    const sentKey = `send:phone:${channel}:${phone}`;
    const sent = this.limiter.count(sentKey, [Infinity, HOUR]);
    const row = codeRow(this.db, channel, phone);
    const wait = row ? row.sent_at + resendCooldown(sent) - t : 0;
    if (wait > 0) {
      throw new AuthError(
        429,
        'resend_too_soon',
        'Код уже отправлен. Запросите новый чуть позже.',
        { resend_in: Math.ceil(wait / 1000) },
      );
    }
    if (!this.limiter.take(`send:client:${client}`, this.limits.codeSendPerClient)) throw tooMany();
    // A live code is sent again rather than replaced: a stranger asking for a code to this phone
    // only repeats the owner's message.
    const live = row && row.expires_at > t && row.attempts < MAX_WRONG_ATTEMPTS;
    const nonce = live ? row.nonce : crypto.randomBytes(16).toString('hex');
    saveCode(this.db, channel, phone, {
      nonce,
      expires_at: t + CODE_TTL_MS,
      attempts: live ? row.attempts : 0,
      sent_at: t,
    });
    this.limiter.add(sentKey, [Infinity, HOUR]);
    try {
      await this.sender.send(channel, phone, this.code(channel, phone, nonce));
    } catch (error) {
      if (!(error instanceof CodeDeliveryError)) throw error;
      this.forgetCode(channel, phone);
      throw new AuthError(503, 'code_not_sent', 'Не удалось отправить код. Попробуйте позже.');
    }
    return {
      phone,
      resendIn: Math.ceil(resendCooldown(sent + 1) / 1000),
      codeLength: CODE_LENGTH,
    };
  }

  checkCode(
    channel: string,
    rawPhone: unknown,
    rawCode: unknown,
    client: string,
  ): { token: string; user_id: number } {
    const phone = this.verifyCode(channel, rawPhone, rawCode, client);
    const userId = this.userByPhone(phone);
    return { token: this.issueToken(userId), user_id: userId };
  }

  /**
   * Checks and spends a code; answers the E.164 phone it proves. Separate from checkCode so a
   * signed-in Telegram user can prove a phone (WhatsApp code) and link it instead of switching.
   */
  verifyCode(channel: string, rawPhone: unknown, rawCode: unknown, client: string): string {
    const phone = normalizePhone(rawPhone);
    if (!phone) throw new AuthError(400, 'invalid_phone', 'введите корректный номер');
    if (!this.limiter.take(`check:client:${client}`, this.limits.codeCheckPerClient))
      throw tooMany();
    const pairKey = `wrong:pair:${phone}:${client}`;
    const phoneKey = `wrong:phone:${phone}`;
    const pairWrong = this.limiter.count(pairKey, this.limits.codeWrongPerPair);
    const phoneCapped =
      this.limiter.count(phoneKey, this.limits.codeWrongPerPhone) >=
      this.limits.codeWrongPerPhone[0];
    if (
      pairWrong >= this.limits.codeWrongPerPair[0] ||
      (phoneCapped && pairWrong >= WRONG_BEFORE_PHONE_CAP_STOPS)
    ) {
      throw new AuthError(
        429,
        'too_many_attempts',
        'Слишком много неверных кодов с этого устройства. Попробуйте завтра.',
      );
    }
    const row = codeRow(this.db, channel, phone);
    if (!row || row.expires_at < this.now()) {
      throw new AuthError(400, 'code_expired', 'Код устарел. Запросите новый.');
    }
    if (row.attempts >= MAX_WRONG_ATTEMPTS) {
      throw new AuthError(
        429,
        'too_many_attempts',
        'Слишком много неверных попыток. Запросите новый код.',
      );
    }
    const given =
      typeof rawCode === 'string' || typeof rawCode === 'number' ? String(rawCode).trim() : '';
    const right = sameSecret(given, this.code(channel, phone, row.nonce));
    if (!right) {
      countWrongTry(this.db, channel, phone);
      this.limiter.add(pairKey, this.limits.codeWrongPerPair);
      this.limiter.add(phoneKey, this.limits.codeWrongPerPhone);
      throw new AuthError(400, 'invalid_code', 'Неверный код');
    }
    this.forgetCode(channel, phone);
    return phone;
  }

  userByPhone(phone: string): number {
    return userIdByPhone(this.db, phone) ?? this.createCustomer({ phone });
  }

  /** A new account (by phone or Telegram identity), credited with WELCOME_BONUS. */
  createCustomer(user: Parameters<typeof insertUser>[1]): number {
    const created = new Date(this.now()).toISOString();
    const id = insertUser(this.db, user, created);
    addBonus(this.db, {
      userId: id,
      amount: WELCOME_BONUS,
      kind: 'welcome',
      at: created,
    });
    return id;
  }

  issueToken(userId: number): string {
    const token = crypto.randomBytes(32).toString('base64url');
    this.saveSession(token, userId);
    return token;
  }

  /**
   * The one session a Telegram initData opens: its token is derived from the initData's hash and
   * the user with the bot token, so a replay of the same initData answers the same token (and
   * session) instead of minting a new one. Nothing but the token's hash is stored, as for others.
   */
  initDataSession(userId: number, initDataHash: string, botToken: string): string {
    const token = crypto
      .createHmac('sha256', botToken)
      .update(`webapp-session:${initDataHash}:${userId}`)
      .digest('base64url');
    this.saveSession(token, userId, true);
    return token;
  }

  private saveSession(token: string, userId: number, keepExisting = false): void {
    const t = this.now();
    insertToken(
      this.db,
      { token_hash: sha256(token), user_id: userId, created_at: t, expires_at: t + TOKEN_TTL_MS },
      keepExisting,
    );
  }

  /** The user a bearer token belongs to, or null for a missing, unknown or expired token. */
  userIdForToken(token: string | undefined | null): number | null {
    if (!token) return null;
    const row = tokenByHash(this.db, sha256(token));
    return row && row.expires_at > this.now() ? row.user_id : null;
  }

  revokeToken(token: string): void {
    deleteToken(this.db, sha256(token));
  }

  /** The code sent to a phone on a channel is gone: used, or never delivered. */
  private forgetCode(channel: string, phone: string): void {
    deleteCode(this.db, channel, phone);
  }

  /** Every session of an account (one merged into another). */
  revokeUserTokens(userId: number): void {
    deleteUserTokens(this.db, userId);
  }
}

export interface TelegramInitData {
  user: {
    id: number;
    first_name?: string;
    last_name?: string;
    username?: string;
    language_code?: string;
  };
  authDate: number;
  startParam: string | null;
  /** The initData's signature: one session per signed launch. */
  hash: string;
}

/**
 * The launch's initData (its signature checked once, in telegram-signature.ts) as the user it names.
 */
export function validateInitData(
  raw: string,
  botToken: string,
  nowSec: number,
  maxAgeSec: number,
): TelegramInitData {
  if (!botToken) throw new AuthError(401, 'telegram_disabled', 'Вход через Telegram не настроен');
  const checked = checkTelegramSignature(raw, botToken, nowSec, maxAgeSec);
  if (!checked.ok && checked.reason === 'expired') {
    throw new AuthError(
      401,
      'init_data_expired',
      'Данные Telegram устарели, откройте приложение заново',
    );
  }
  if (!checked.ok) throw new AuthError(401, 'bad_init_data', 'Недействительные данные Telegram');
  const { params, authDate, hash } = checked;
  let user: TelegramInitData['user'];
  try {
    user = JSON.parse(params.get('user') ?? '') as TelegramInitData['user'];
  } catch {
    throw new AuthError(401, 'bad_init_data', 'Недействительные данные Telegram');
  }
  if (typeof user?.id !== 'number')
    throw new AuthError(401, 'bad_init_data', 'Недействительные данные Telegram');
  return { user, authDate, startParam: params.get('start_param'), hash };
}
