// Sign-in inside the Telegram Mini App: the user is who Telegram's signed initData says, and a
// phone is linked from Telegram's signed contact (requestContact), never from a typed number.
import { Hono } from 'hono';
import type { AppContext } from '../app.ts';
import { AuthError, normalizePhone, validateInitData } from './auth-service.ts';
import { checkTelegramSignature } from './telegram-signature.ts';
import { jsonBody, requireUser } from '../http/route-helpers.ts';
import { findUser, userByTelegramId } from './user-store.ts';
import { linkPhone } from './link-phone.ts';

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

export function telegramAuthRoutes(ctx: AppContext) {
  const { db, auth, config, wallNow } = ctx;
  const r = new Hono();
  // Telegram signs auth_date with the real time, whatever the demo's shop clock says.
  const nowSec = () => Math.floor(wallNow() / 1000);

  r.post('/wp-json/telega/v1/auth/webapp', async (c) => {
    const body = await jsonBody(c);
    const raw = typeof body.init_data === 'string' ? body.init_data : '';
    const data = validateInitData(raw, config.telegramBotToken, nowSec(), config.initDataMaxAge);
    const tg = data.user;
    const found = userByTelegramId(db, tg.id);
    const userId =
      found?.id ??
      auth.createCustomer({ telegramId: tg.id, firstName: tg.first_name, lastName: tg.last_name });
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
    if (findUser(db, userId)?.telegram_id !== contact.userId) {
      throw new AuthError(403, 'forbidden', 'Контакт принадлежит другому пользователю Telegram');
    }
    return c.json({ success: true, ...linkPhone(ctx, userId, contact.phone) });
  });

  return r;
}
