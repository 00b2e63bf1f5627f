// SMS sign-in and the current user (SPEC.md §7 wc/auth/*, system/users).
import { Hono } from 'hono';
import type { AppContext } from '../app.ts';
import { clientIp, jsonBody, requireUser, wpError } from '../http.ts';

interface UserRow {
  id: number;
  phone: string | null;
  first_name: string;
  last_name: string;
  email: string;
  birth: string;
  telegram_id: number | null;
}

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

export function authRoutes({ db, auth, outbox, config }: AppContext) {
  const r = new Hono();

  r.post('/wp-json/wc/auth/send_code', async (c) => {
    const body = await jsonBody(c);
    const sent = auth.sendCode('sms', body.phone, clientIp(c));
    return c.json({ success: true, phone: sent.phone, resend_in: sent.resendIn });
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

  r.get('/wp-json/system/users', (c) => {
    const id = requireUser(c, auth);
    const row = db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
    if (!row) return wpError(c, 401, 'unauthorized', 'Войдите, чтобы продолжить');
    return c.json({ status: 'success', data: { data: userJson(row) } });
  });

  r.post('/wp-json/system/users', async (c) => {
    const id = requireUser(c, auth);
    const body = await jsonBody(c);
    const text = (v: unknown, max: number) =>
      typeof v === 'string' ? v.trim().slice(0, max) : undefined;
    const birth = text(body.birth, 10);
    if (birth !== undefined && birth !== '' && !/^\d{2}\.\d{2}\.\d{4}$/.test(birth)) {
      return wpError(c, 400, 'invalid_birth', 'Дата рождения в формате дд.мм.гггг');
    }
    const row = db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow;
    const next = {
      first_name: text(body.first_name, 60) ?? row.first_name,
      last_name: text(body.last_name, 60) ?? row.last_name,
      email: text(body.email, 120) ?? row.email,
      birth: birth ?? row.birth,
    };
    db.prepare(
      'UPDATE users SET first_name = ?, last_name = ?, email = ?, birth = ? WHERE id = ?',
    ).run(next.first_name, next.last_name, next.email, next.birth, id);
    return c.json({ status: 'success', data: { data: userJson({ ...row, ...next }) } });
  });

  r.post('/wp-json/wc/auth/logout', (c) => {
    const token = c.req.header('authorization')?.replace(/^Bearer /, '') ?? c.req.query('token');
    if (token) auth.revokeToken(token);
    return c.json({ success: true });
  });

  if (config.demo) {
    // Demo SMS provider: the codes, newest first, so a person or a test can sign in without a phone.
    r.get('/dev/sms-outbox', (c) =>
      c.json(outbox.list().map(({ phone, code, sentAt }) => ({ phone, code, sentAt }))),
    );
  }
  return r;
}
