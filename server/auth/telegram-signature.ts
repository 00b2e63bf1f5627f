// The one check of data Telegram signs for a Mini App: the launch's initData and the contact a
// user shares with requestContact (core.telegram.org/bots/webapps#validating-data-received-via-the-mini-app):
// secret = HMAC-SHA256(key 'WebAppData', bot token); hash = HMAC-SHA256(secret, the sorted 'k=v'
// lines without the hash). The callers word the refusal; this says only what is wrong.
import crypto from 'node:crypto';

/** How far ahead of the server's clock an auth_date may be (Telegram's and ours drift a little). */
export const CLOCK_SKEW_SEC = 60;

export type SignatureCheck =
  | { ok: true; params: URLSearchParams; authDate: number; hash: string }
  /** bad: no or a wrong signature, or signed "in the future"; expired: older than its window. */
  | { ok: false; reason: 'bad' | 'expired' };

function signature(lines: string[], botToken: string): Buffer {
  const secret = crypto.createHmac('sha256', 'WebAppData').update(botToken).digest();
  return crypto.createHmac('sha256', secret).update(lines.sort().join('\n')).digest();
}

export function checkTelegramSignature(
  raw: string,
  botToken: string,
  nowSec: number,
  maxAgeSec: number,
): SignatureCheck {
  const params = new URLSearchParams(raw);
  const hash = params.get('hash') ?? '';
  if (!/^[0-9a-f]{64}$/.test(hash)) return { ok: false, reason: 'bad' };
  const lines = [...params.entries()].filter(([k]) => k !== 'hash').map(([k, v]) => `${k}=${v}`);
  if (!crypto.timingSafeEqual(signature(lines, botToken), Buffer.from(hash, 'hex')))
    return { ok: false, reason: 'bad' };
  const authDate = Number(params.get('auth_date'));
  if (!Number.isFinite(authDate) || nowSec - authDate > maxAgeSec)
    return { ok: false, reason: 'expired' };
  // Signed "in the future": a clock gone wrong or data made to outlive its window.
  if (authDate > nowSec + CLOCK_SKEW_SEC) return { ok: false, reason: 'bad' };
  return { ok: true, params, authDate, hash };
}

/** Signs fields the way Telegram does; used by the server tests (the browser tests sign on their own, tests/e2e/telegram-env.ts). */
export function signTelegramData(fields: Record<string, string>, botToken: string): string {
  const lines = Object.entries(fields).map(([k, v]) => `${k}=${v}`);
  const params = new URLSearchParams(fields);
  params.set('hash', signature(lines, botToken).toString('hex'));
  return params.toString();
}
