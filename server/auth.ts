// Sign-in by one-time code (SMS now; WhatsApp/Telegram later behind the same store),
// bearer tokens, attempt limits, and Telegram initData validation.
import crypto from 'node:crypto';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { Db } from './db.ts';

export const CODE_TTL_MS = 5 * 60_000;
export const RESEND_COOLDOWN_MS = 30_000;
export const MAX_WRONG_ATTEMPTS = 5;
export const TOKEN_TTL_MS = 90 * 24 * 3600_000;
/** Points a new customer starts with, so the bonus programme is visible from the first order. */
export const WELCOME_BONUS = 300;

/** Limits as [max events, window ms] per key kind. */
export const LIMITS = {
  sendPerPhone: [5, 60 * 60_000],
  // One office or mobile carrier NAT shares an IP; SMS_SEND_LIMIT_PER_IP raises it (the browser tests do).
  sendPerIp: [Number(process.env.SMS_SEND_LIMIT_PER_IP ?? 20), 60 * 60_000],
  checkPerIp: [Number(process.env.SMS_CHECK_LIMIT_PER_IP ?? 40), 10 * 60_000],
} as const satisfies Record<string, readonly [number, number]>;

export interface CodeSender {
  /** Delivers the code; throws when the provider refuses. */
  send(channel: string, phone: string, code: string): void;
}

export class DemoOutbox implements CodeSender {
  constructor(
    private db: Db,
    private log: (line: string) => void = console.log,
  ) {}
  send(channel: string, phone: string, code: string): void {
    this.db
      .prepare('INSERT INTO sms_outbox (channel, phone, code, sent_at) VALUES (?, ?, ?, ?)')
      .run(channel, phone, code, new Date().toISOString());
    this.log(`[outbox] ${channel} code for ${phone}: ${code}`);
  }
  list(): { phone: string; code: string; sentAt: string; channel: string }[] {
    return this.db
      .prepare(
        'SELECT phone, code, sent_at AS sentAt, channel FROM sms_outbox ORDER BY id DESC LIMIT 50',
      )
      .all() as { phone: string; code: string; sentAt: string; channel: string }[];
  }
}

export class AuthError extends Error {
  constructor(
    public status: 400 | 401 | 403 | 429,
    public code: string,
    message: string,
  ) {
    super(message);
  }
}

export function normalizePhone(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const parsed = parsePhoneNumberFromString(input, 'RU');
  return parsed && parsed.isValid() ? parsed.number : null;
}

const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

export class AuthService {
  constructor(
    private db: Db,
    private sender: CodeSender,
    private now: () => number = Date.now,
  ) {}

  /** Counts one event against a key; throws 429 past the limit. */
  private hit(key: string, [max, windowMs]: readonly [number, number]): void {
    const t = this.now();
    const row = this.db
      .prepare('SELECT window_start, count FROM rate_limits WHERE key = ?')
      .get(key) as { window_start: number; count: number } | undefined;
    if (!row || t - row.window_start > windowMs) {
      this.db
        .prepare(
          'INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, 1) ON CONFLICT(key) DO UPDATE SET window_start = excluded.window_start, count = 1',
        )
        .run(key, t);
      return;
    }
    if (row.count >= max)
      throw new AuthError(429, 'too_many_requests', 'Слишком много попыток. Попробуйте позже.');
    this.db.prepare('UPDATE rate_limits SET count = count + 1 WHERE key = ?').run(key);
  }

  sendCode(channel: string, rawPhone: unknown, ip: string): { phone: string; resendIn: number } {
    const phone = normalizePhone(rawPhone);
    if (!phone) throw new AuthError(400, 'invalid_phone', 'введите корректный номер');
    const existing = this.db
      .prepare('SELECT created_at FROM auth_codes WHERE channel = ? AND phone = ?')
      .get(channel, phone) as { created_at: number } | undefined;
    if (existing && this.now() - existing.created_at < RESEND_COOLDOWN_MS) {
      throw new AuthError(429, 'resend_too_soon', 'Код уже отправлен. Запросите новый чуть позже.');
    }
    this.hit(`send:ip:${ip}`, LIMITS.sendPerIp);
    this.hit(`send:phone:${phone}`, LIMITS.sendPerPhone);
    const code = String(crypto.randomInt(0, 10000)).padStart(4, '0');
    this.db
      .prepare(
        `INSERT INTO auth_codes (channel, phone, code_hash, expires_at, attempts, created_at) VALUES (?, ?, ?, ?, 0, ?)
         ON CONFLICT(channel, phone) DO UPDATE SET code_hash = excluded.code_hash, expires_at = excluded.expires_at,
         attempts = 0, created_at = excluded.created_at`,
      )
      .run(channel, phone, sha256(`${phone}:${code}`), this.now() + CODE_TTL_MS, this.now());
    this.sender.send(channel, phone, code);
    return { phone, resendIn: RESEND_COOLDOWN_MS / 1000 };
  }

  checkCode(
    channel: string,
    rawPhone: unknown,
    rawCode: unknown,
    ip: string,
  ): { token: string; user_id: number } {
    const phone = this.verifyCode(channel, rawPhone, rawCode, ip);
    const userId = this.userByPhone(phone);
    return { token: this.issueToken(userId), user_id: userId };
  }

  /**
   * Checks and spends a code; answers the E.164 phone it proves. Separate from checkCode so a
   * signed-in Telegram user can prove a phone (WhatsApp code) and link it instead of switching.
   */
  verifyCode(channel: string, rawPhone: unknown, rawCode: unknown, ip: string): string {
    const phone = normalizePhone(rawPhone);
    if (!phone) throw new AuthError(400, 'invalid_phone', 'введите корректный номер');
    this.hit(`check:ip:${ip}`, LIMITS.checkPerIp);
    const row = this.db
      .prepare(
        'SELECT code_hash, expires_at, attempts FROM auth_codes WHERE channel = ? AND phone = ?',
      )
      .get(channel, phone) as
      { code_hash: string; expires_at: number; attempts: number } | undefined;
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
    const code =
      typeof rawCode === 'string' || typeof rawCode === 'number' ? String(rawCode).trim() : '';
    const expected = Buffer.from(row.code_hash, 'hex');
    const given = Buffer.from(sha256(`${phone}:${code}`), 'hex');
    if (!crypto.timingSafeEqual(expected, given)) {
      this.db
        .prepare('UPDATE auth_codes SET attempts = attempts + 1 WHERE channel = ? AND phone = ?')
        .run(channel, phone);
      throw new AuthError(400, 'invalid_code', 'Неверный код');
    }
    this.db.prepare('DELETE FROM auth_codes WHERE channel = ? AND phone = ?').run(channel, phone);
    return phone;
  }

  userByPhone(phone: string): number {
    const found = this.db.prepare('SELECT id FROM users WHERE phone = ?').get(phone) as
      { id: number } | undefined;
    if (found) return found.id;
    const created = new Date(this.now()).toISOString();
    const id = Number(
      this.db.prepare('INSERT INTO users (phone, created_at) VALUES (?, ?)').run(phone, created)
        .lastInsertRowid,
    );
    this.db
      .prepare('INSERT INTO bonus_ledger (user_id, amount, reason, created_at) VALUES (?, ?, ?, ?)')
      .run(id, WELCOME_BONUS, 'Приветственные бонусы', created);
    return id;
  }

  issueToken(userId: number): string {
    const token = crypto.randomBytes(32).toString('base64url');
    this.db
      .prepare(
        'INSERT INTO tokens (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
      )
      .run(sha256(token), userId, this.now(), this.now() + TOKEN_TTL_MS);
    return token;
  }

  /** The user a bearer token belongs to, or null for a missing, unknown or expired token. */
  userIdForToken(token: string | undefined | null): number | null {
    if (!token) return null;
    const row = this.db
      .prepare('SELECT user_id, expires_at FROM tokens WHERE token_hash = ?')
      .get(sha256(token)) as { user_id: number; expires_at: number } | undefined;
    return row && row.expires_at > this.now() ? row.user_id : null;
  }

  revokeToken(token: string): void {
    this.db.prepare('DELETE FROM tokens WHERE token_hash = ?').run(sha256(token));
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
}

/**
 * Telegram Mini App initData check (core.telegram.org/bots/webapps#validating-data-received-via-the-mini-app):
 * secret = HMAC-SHA256(key 'WebAppData', bot token); hash = HMAC-SHA256(secret, sorted 'k=v' lines).
 */
export function validateInitData(
  raw: string,
  botToken: string,
  nowSec: number,
  maxAgeSec: number,
): TelegramInitData {
  if (!botToken) throw new AuthError(401, 'telegram_disabled', 'Вход через Telegram не настроен');
  const params = new URLSearchParams(raw);
  const hash = params.get('hash');
  if (!hash || !/^[0-9a-f]{64}$/.test(hash))
    throw new AuthError(401, 'bad_init_data', 'Недействительные данные Telegram');
  const lines = [...params.entries()]
    .filter(([k]) => k !== 'hash')
    .map(([k, v]) => `${k}=${v}`)
    .sort();
  const secret = crypto.createHmac('sha256', 'WebAppData').update(botToken).digest();
  const expected = crypto.createHmac('sha256', secret).update(lines.join('\n')).digest();
  if (!crypto.timingSafeEqual(expected, Buffer.from(hash, 'hex'))) {
    throw new AuthError(401, 'bad_init_data', 'Недействительные данные Telegram');
  }
  const authDate = Number(params.get('auth_date'));
  if (!Number.isFinite(authDate) || nowSec - authDate > maxAgeSec) {
    throw new AuthError(
      401,
      'init_data_expired',
      'Данные Telegram устарели, откройте приложение заново',
    );
  }
  let user: TelegramInitData['user'];
  try {
    user = JSON.parse(params.get('user') ?? '') as TelegramInitData['user'];
  } catch {
    throw new AuthError(401, 'bad_init_data', 'Недействительные данные Telegram');
  }
  if (typeof user?.id !== 'number')
    throw new AuthError(401, 'bad_init_data', 'Недействительные данные Telegram');
  return { user, authDate, startParam: params.get('start_param') };
}

/** Signs initData the way Telegram does; used by tests and `npm run telegram:url`. */
export function signInitData(fields: Record<string, string>, botToken: string): string {
  const lines = Object.entries(fields)
    .map(([k, v]) => `${k}=${v}`)
    .sort();
  const secret = crypto.createHmac('sha256', 'WebAppData').update(botToken).digest();
  const hash = crypto.createHmac('sha256', secret).update(lines.join('\n')).digest('hex');
  const params = new URLSearchParams(fields);
  params.set('hash', hash);
  return params.toString();
}
