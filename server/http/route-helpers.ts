// Small HTTP helpers shared by the route modules: WordPress-style errors, the caller's identity and
// the JSON body, read within limits.
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { AuthError, type AuthService } from '../auth/auth-service.ts';
import { HttpError } from './http-error.ts';

export { HttpError };

/** WordPress REST error body: {code, message, data: {status}}. */
export function wpError(
  c: Context,
  status: number,
  code: string,
  message: string,
  data: Record<string, unknown> = {},
) {
  return c.json({ code, message, data: { status, ...data } }, status as 400);
}

/** Nesting deeper than this is no cart, address or form any storefront sends. */
export const MAX_JSON_DEPTH = 16;

const clients = new WeakMap<Context, string>();

/**
 * Remembers who is calling (app.ts runs this first). The socket's address, unless the operator
 * said `trustProxy` proxies stand in front: then the address those proxies saw, read from the
 * right of X-Forwarded-For (entries further left are whatever the client claimed).
 */
export function identifyClient(c: Context, trustProxy: number): string {
  let socket = 'unknown';
  try {
    socket = getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    socket = 'unknown';
  }
  let client = socket;
  if (trustProxy > 0) {
    const hops = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (hops.length > 0) client = hops[Math.max(0, hops.length - trustProxy)]!;
  }
  clients.set(c, client);
  return client;
}

/** The caller's address as identifyClient decided it. */
export function clientIp(c: Context): string {
  const known = clients.get(c);
  if (known) return known;
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

export function bearer(c: Context): string | null {
  const header = c.req.header('authorization');
  if (header?.startsWith('Bearer ')) return header.slice(7).trim();
  return c.req.query('token') ?? null;
}

/** The signed-in user's id, or an AuthError(401) for a missing, forged or expired token. */
export function requireUser(c: Context, auth: AuthService): number {
  const id = auth.userIdForToken(bearer(c));
  if (id === null) throw new AuthError(401, 'unauthorized', 'Войдите, чтобы продолжить');
  return id;
}

/** For calls that name a user_id: it must be the token's own user. */
export function requireSameUser(
  c: Context,
  auth: AuthService,
  claimed: string | undefined,
): number {
  const id = requireUser(c, auth);
  if (claimed !== undefined && claimed !== '' && Number(claimed) !== id) {
    throw new AuthError(403, 'forbidden', 'Нет доступа к данным другого пользователя');
  }
  return id;
}

/** How deep arrays and objects nest in a JSON text, read without parsing it. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 92)
        i++; // backslash: skip the escaped character
      else if (ch === 34) inString = false;
    } else if (ch === 34) inString = true;
    else if (ch === 123 || ch === 91) max = Math.max(max, ++depth);
    else if (ch === 125 || ch === 93) depth--;
  }
  return max;
}

/**
 * The request body as an object: JSON (refused when malformed or nested deeper than
 * MAX_JSON_DEPTH, before it is parsed), or a form. The size limit ran before (request-limits.ts).
 */
export async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/json')) {
    const text = await c.req.text();
    if (text.trim() === '') return {};
    if (jsonDepth(text) > MAX_JSON_DEPTH) {
      throw new HttpError(400, 'rest_invalid_json', 'Слишком глубоко вложенные данные');
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new HttpError(400, 'rest_invalid_json', 'Неверный JSON в теле запроса');
    }
    return body && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {};
  }
  try {
    const form = await c.req.parseBody();
    return Object.fromEntries(
      Object.entries(form).map(([k, v]) => [k, typeof v === 'string' ? v : '']),
    );
  } catch {
    return {};
  }
}

/** A body field as text: a string or a number as it is, anything else ''. */
export const fieldText = (v: unknown) =>
  typeof v === 'string' || typeof v === 'number' ? String(v) : '';

/**
 * At most `max` user-perceived characters of a text, so an emoji or a letter with its accent is
 * never split in half (and at most 4 × max UTF-16 units, whatever a "character" hides).
 */
export function clip(value: unknown, max: number): string {
  const text = fieldText(value).trim();
  if (text.length <= max) return text;
  let out = '';
  let count = 0;
  for (const { segment } of segmenter.segment(text)) {
    if (count === max || out.length + segment.length > max * 4) break;
    out += segment;
    count++;
  }
  return out;
}

const segmenter = new Intl.Segmenter('ru', { granularity: 'grapheme' });
