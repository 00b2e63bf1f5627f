// A signed-in customer without a phone (a fresh Telegram account) proves one: by Telegram's signed
// contact (telegram-routes.ts) or by a code (routes.ts, telega/whatsapp check).
import type { AppContext } from '../app.ts';
import { moveAddresses } from '../account/address-store.ts';
import { moveTelegramId, setUserPhone, userIdByPhone } from './user-store.ts';

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
  const ownerId = userIdByPhone(db, phone);
  if (ownerId === undefined) {
    setUserPhone(db, userId, phone);
    return { token: auth.issueToken(userId), user_id: userId, phone };
  }
  if (ownerId !== userId) {
    db.transaction(() => {
      moveTelegramId(db, userId, ownerId);
      moveAddresses(db, userId, ownerId);
      auth.revokeUserTokens(userId);
    })();
  }
  return { token: auth.issueToken(ownerId), user_id: ownerId, phone };
}
