// Small HTTP helpers shared by the route modules: WordPress-style errors and the caller's identity.
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { AuthError, type AuthService } from './auth.ts';

/** WordPress REST error body: {code, message, data: {status}}. */
export function wpError(c: Context, status: number, code: string, message: string) {
  return c.json({ code, message, data: { status } }, status as 400);
}

export function clientIp(c: Context): string {
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

export async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? '';
  try {
    if (type.includes('application/json')) {
      const body: unknown = await c.req.json();
      return body && typeof body === 'object' && !Array.isArray(body)
        ? (body as Record<string, unknown>)
        : {};
    }
    const form = await c.req.parseBody();
    return Object.fromEntries(
      Object.entries(form).map(([k, v]) => [k, typeof v === 'string' ? v : '']),
    );
  } catch {
    return {};
  }
}
