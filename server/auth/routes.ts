// Code sign-in and the current user (SPEC.md §7 wc/auth/*, telega/v1/auth/*, whatsapp/v1/auth/*,
// system/users). The three channels share one AuthService; only the delivery channel differs.
import { Hono } from 'hono';
import type { AppContext } from '../app.ts';
import { bearer, clientIp, clip, jsonBody, requireUser, wpError } from '../http/route-helpers.ts';
import { linkPhone } from './link-phone.ts';
import { findUser, updateUserProfile, type UserRow } from './user-store.ts';

export function userJson(row: UserRow) {
  const name = [row.first_name, row.last_name].filter(Boolean).join(' ');
  return {
    ID: row.id,
    id: row.id,
    display_name: name || row.phone || '',
    first_name: row.first_name,
    last_name: row.last_name,
    phone: row.phone ?? '',
    email: row.email,
    birth: row.birth,
    telegram_id: row.telegram_id,
  };
}

/** dd.mm.yyyy that is a real calendar date in the past (SPEC.md §3 user.birth). */
export function isBirthDate(value: string, now: number): boolean {
  const m = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value);
  if (!m) return false;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  const real = date.getUTCDate() === d && date.getUTCMonth() === mo - 1;
  return real && y >= 1900 && date.getTime() <= now;
}

export function authRoutes(ctx: AppContext) {
  const { db, auth, outbox, config, now } = ctx;
  const r = new Hono();
  /** The caller's id when they are signed in without a phone (a fresh Telegram account). */
  const phoneless = (id: number | null) => {
    if (id === null) return null;
    const row = findUser(db, id);
    return row && !row.phone ? id : null;
  };

  const sent = (s: { phone: string; resendIn: number; codeLength: number }) => ({
    success: true,
    phone: s.phone,
    resend_in: s.resendIn,
    code_length: s.codeLength,
  });

  r.post('/wp-json/wc/auth/send_code', async (c) => {
    const body = await jsonBody(c);
    return c.json(sent(await auth.sendCode('sms', body.phone, clientIp(c))));
  });

  r.post('/wp-json/wc/auth/check_code', async (c) => {
    const body = await jsonBody(c);
    const result = auth.checkCode(
      'sms',
      body.phone,
      body.code ?? body['auth-sms-code'],
      clientIp(c),
    );
    return c.json({ success: true, ...result });
  });

  // The same code flow through the shop's Telegram bot (a website visitor who prefers it) and
  // WhatsApp (the alternative inside the Mini App). A caller signed in without a phone (a Telegram
  // account) links the proven phone to their account instead of switching accounts.
  for (const [prefix, channel] of [
    ['/wp-json/telega/v1/auth', 'telegram'],
    ['/wp-json/whatsapp/v1/auth', 'whatsapp'],
  ] as const) {
    r.post(`${prefix}/send`, async (c) => {
      const body = await jsonBody(c);
      return c.json(sent(await auth.sendCode(channel, body.phone, clientIp(c))));
    });
    r.post(`${prefix}/check`, async (c) => {
      const body = await jsonBody(c);
      const current = phoneless(auth.userIdForToken(bearer(c)));
      if (current === null) {
        const result = auth.checkCode(channel, body.phone, body.code, clientIp(c));
        return c.json({ success: true, ...result });
      }
      const phone = auth.verifyCode(channel, body.phone, body.code, clientIp(c));
      return c.json({ success: true, ...linkPhone(ctx, current, phone) });
    });
  }

  r.get('/wp-json/system/users', (c) => {
    const id = requireUser(c, auth);
    const row = findUser(db, id);
    if (!row) return wpError(c, 401, 'unauthorized', 'Войдите, чтобы продолжить');
    return c.json({ status: 'success', data: { data: userJson(row) } });
  });

  r.post('/wp-json/system/users', async (c) => {
    const id = requireUser(c, auth);
    const body = await jsonBody(c);
    const text = (v: unknown, max: number) => (typeof v === 'string' ? clip(v, max) : undefined);
    const birth = text(body.birth, 10);
    if (birth !== undefined && birth !== '' && !isBirthDate(birth, now())) {
      return wpError(c, 400, 'invalid_birth', 'Дата рождения в формате дд.мм.гггг');
    }
    const row = findUser(db, id)!;
    const next = {
      first_name: text(body.first_name, 60) ?? row.first_name,
      last_name: text(body.last_name, 60) ?? row.last_name,
      email: text(body.email, 120) ?? row.email,
      birth: birth ?? row.birth,
    };
    updateUserProfile(db, id, next);
    return c.json({ status: 'success', data: { data: userJson({ ...row, ...next }) } });
  });

  r.post('/wp-json/wc/auth/logout', (c) => {
    const token = bearer(c);
    if (token) auth.revokeToken(token);
    return c.json({ success: true });
  });

  if (config.demo && outbox) {
    // Demo code provider for every channel: the codes, newest first, so a person or a test can
    // sign in without a phone. Outside the demo there is no outbox and this route does not exist.
    r.get('/dev/sms-outbox', (c) => c.json(outbox.list()));
  }
  return r;
}
