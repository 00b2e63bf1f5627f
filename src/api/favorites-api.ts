// GET and POST systeminfo/v2/user_favorites (SPEC.md §7; BACKEND-CONTRACT.md: POST body
// {favorites:[ids]}). The token goes as the client's token transport says (a header by default,
// never in the URL towards the reference backend). Its own file so the favourites feature does not
// crowd shop-api.ts.
import * as z from 'zod/mini';
import type { ApiClient, Result } from './client.ts';

const PATH = '/wp-json/systeminfo/v2/user_favorites';

/** Ids arrive as numbers or numeric strings; anything else is dropped, not fatal. */
const ids = z.pipe(
  z.array(z.unknown()),
  z.transform((list) => list.map((v) => Number(v)).filter((n) => Number.isInteger(n) && n > 0)),
);

/** The plugin answers {favorites:[…]}; a bare list is accepted too. */
const favoritesAnswer = z.union([
  z.pipe(
    z.looseObject({ favorites: z.catch(ids, []) }),
    z.transform((r) => r.favorites),
  ),
  ids,
]);

export function favoritesApi(client: ApiClient) {
  return {
    load: (token: string): Promise<Result<number[]>> =>
      client.request(PATH, favoritesAnswer, { token }),
    /** Replaces the account's list; safe to repeat, so a failed save is retried like a GET. */
    save: (token: string, favorites: readonly number[]): Promise<Result<number[]>> =>
      client.request(PATH, favoritesAnswer, {
        method: 'POST',
        token,
        body: { favorites },
        idempotent: true,
      }),
  };
}

export type FavoritesApi = ReturnType<typeof favoritesApi>;
