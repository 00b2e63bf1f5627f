// Sign-in inside the Telegram Mini App: the user is who Telegram's signed initData says, and a
// phone is linked from Telegram's signed contact (requestContact), never from a typed number.
import { Hono } from 'hono';
import type { AppContext } from '../app.ts';
import { AuthError, WELCOME_BONUS, normalizePhone, validateInitData } from './auth-service.ts';
import { checkTelegramSignature } from './telegram-signature.ts';
import { jsonBody, requireUser } from '../http/route-helpers.ts';
import { addBonus } from '../account/bonus-ledger.ts';

const refused = () => new AuthError(401, 'bad_contact', 'Недействительные данные контакта');

/**
 * Telegram signs the contact a Mini App receives the way it signs initData
 * ('contact={json}&auth_date=…&hash=…'), checked by the same telegram-signature.ts.
 */
export function validateContact(
  raw: string,
  botToken: string,
  nowSec: number,
  maxAgeSec: number,
): { userId: number; phone: string } {
  if (!botToken) throw new AuthError(401, 'telegram_disabled', 'Вход через Telegram не настроен');
  const checked = checkTelegramSignature(raw, botToken, nowSec, maxAgeSec);
  if (!checked.ok) throw refused();
  const { params } = checked;
  let contact: { user_id?: unknown; phone_number?: unknown };
  try {
    contact = JSON.parse(params.get('contact') ?? '') as typeof contact;
  } catch {
    throw refused();
  }
  // Telegram sends the international number without '+'.
  const digits = typeof contact.phone_number === 'string' ? contact.phone_number : '';
  const phone = normalizePhone(digits.startsWith('+') ? digits : `+${digits}`);
  if (typeof contact.user_id !== 'number' || !phone) throw refused();
  return { userId: contact.user_id, phone };
}

/**
 * Gives the signed-in user a proven phone. When that phone already has an account (the customer
 * ordered on the website before), the Telegram identity and the addresses move to it, so the Mini
 * App shows the same history; the caller gets a token for the account that now holds both.
 */
export function linkPhone(
  { db, auth }: Pick<AppContext, 'db' | 'auth'>,
  userId: number,
  phone: string,
): { token: string; user_id: number; phone: string } {
  const owner = db.prepare('SELECT id FROM users WHERE phone = ?').get(phone) as
    { id: number } | undefined;
  if (!owner) {
    db.prepare('UPDATE users SET phone = ? WHERE id = ?').run(phone, userId);
    return { token: auth.issueToken(userId), user_id: userId, phone };
  }
  if (owner.id !== userId) {
    db.transaction(() => {
      const { telegram_id } = db
        .prepare('SELECT telegram_id FROM users WHERE id = ?')
        .get(userId) as { telegram_id: number | null };
      db.prepare('UPDATE users SET telegram_id = NULL WHERE id = ?').run(userId);
      if (telegram_id !== null)
        db.prepare('UPDATE users SET telegram_id = ? WHERE id = ?').run(telegram_id, owner.id);
      db.prepare('UPDATE user_addresses SET user_id = ? WHERE user_id = ?').run(owner.id, userId);
      db.prepare('DELETE FROM tokens WHERE user_id = ?').run(userId);
    })();
  }
  return { token: auth.issueToken(owner.id), user_id: owner.id, phone };
}

export function telegramAuthRoutes(ctx: AppContext) {
  const { db, auth, config, now, wallNow } = ctx;
  const r = new Hono();
  // Telegram signs auth_date with the real time, whatever the demo's shop clock says.
  const nowSec = () => Math.floor(wallNow() / 1000);

  r.post('/wp-json/telega/v1/auth/webapp', async (c) => {
    const body = await jsonBody(c);
    const raw = typeof body.init_data === 'string' ? body.init_data : '';
    const data = validateInitData(raw, config.telegramBotToken, nowSec(), config.initDataMaxAge);
    const tg = data.user;
    const found = db.prepare('SELECT id, phone FROM users WHERE telegram_id = ?').get(tg.id) as
      { id: number; phone: string | null } | undefined;
    let userId = found?.id;
    if (userId === undefined) {
      const created = new Date(now()).toISOString();
      userId = Number(
        db
          .prepare(
            'INSERT INTO users (telegram_id, first_name, last_name, created_at) VALUES (?, ?, ?, ?)',
          )
          .run(tg.id, tg.first_name ?? '', tg.last_name ?? '', created).lastInsertRowid,
      );
      addBonus(db, { userId, amount: WELCOME_BONUS, reason: 'Приветственные бонусы', at: created });
    }
    // One session per signed launch: a replay of this initData (within its window) answers the
    // same token rather than minting another.
    return c.json({
      success: true,
      token: auth.initDataSession(userId, data.hash, config.telegramBotToken),
      user_id: userId,
      phone_required: !found?.phone,
    });
  });

  r.post('/wp-json/telega/v1/auth/contact', async (c) => {
    const userId = requireUser(c, auth);
    const body = await jsonBody(c);
    const raw = typeof body.contact === 'string' ? body.contact : '';
    const contact = validateContact(raw, config.telegramBotToken, nowSec(), config.initDataMaxAge);
    const own = db.prepare('SELECT telegram_id FROM users WHERE id = ?').get(userId) as
      { telegram_id: number | null } | undefined;
    if (own?.telegram_id !== contact.userId) {
      throw new AuthError(403, 'forbidden', 'Контакт принадлежит другому пользователю Telegram');
    }
    return c.json({ success: true, ...linkPhone(ctx, userId, contact.phone) });
  });

  return r;
}
