// GET and POST /wp-json/systeminfo/v2/user_favorites?token= (SPEC.md §7, BACKEND-CONTRACT.md):
// the signed-in customer's favourite product ids. POST {favorites:[ids]} replaces the list.
import { Hono } from 'hono';
import type { AppContext } from '../app.ts';
import { listFavorites, replaceFavorites } from './favorite-store.ts';
import { jsonBody, requireUser, wpError } from '../http/route-helpers.ts';

/** Far above any real list; stops one account from filling the database. */
export const MAX_FAVORITES = 1000;

const PATH = '/wp-json/systeminfo/v2/user_favorites';

export function favoritesRoutes({ db, auth, now }: AppContext) {
  const r = new Hono();

  r.get(PATH, (c) => c.json({ favorites: listFavorites(db, requireUser(c, auth)) }));

  r.post(PATH, async (c) => {
    const userId = requireUser(c, auth);
    const ids = parseIds((await jsonBody(c)).favorites);
    if (ids === null)
      return wpError(c, 400, 'invalid_favorites', 'favorites: ожидается список id товаров');
    if (ids.length > MAX_FAVORITES)
      return wpError(c, 400, 'too_many_favorites', `Не больше ${MAX_FAVORITES} товаров`);
    replaceFavorites(db, userId, ids, new Date(now()).toISOString());
    return c.json({ success: true, favorites: listFavorites(db, userId) });
  });

  return r;
}

/**
 * A JSON list of ids (numbers or numeric strings), or, from a form post, the same list as a JSON
 * string or comma-separated. Unknown product ids are kept: a product taken off the menu may return.
 * Null when the value is not a list of positive integer ids.
 */
export function parseIds(value: unknown): number[] | null {
  let list: unknown = value;
  if (typeof value === 'string') {
    const text = value.trim();
    try {
      list = text.startsWith('[') ? JSON.parse(text) : text === '' ? [] : text.split(',');
    } catch {
      return null;
    }
  }
  if (!Array.isArray(list)) return null;
  const ids = list.map((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v));
  if (!ids.every((id): id is number => Number.isSafeInteger(id) && (id as number) > 0)) return null;
  return [...new Set(ids)];
}
