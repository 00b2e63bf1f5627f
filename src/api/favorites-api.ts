// GET and POST systeminfo/v2/user_favorites (SPEC.md §7; BACKEND-CONTRACT.md: POST body
// {favorites:[ids]}). The token goes as the client's token transport says (a header by default,
// never in the URL towards the reference backend). Its own file so the favourites feature does not
// crowd shop-api.ts.
import * as v from 'valibot';
import { looseObject } from '../domain/model-fields.ts';
import type { ApiClient, Result } from './client.ts';

const PATH = '/wp-json/systeminfo/v2/user_favorites';

/** Ids arrive as numbers or numeric strings; anything else is dropped, not fatal. */
const ids = v.pipe(
  v.array(v.unknown()),
  v.transform((list) => list.map((x) => Number(x)).filter((n) => Number.isInteger(n) && n > 0)),
);

/** The plugin answers {favorites:[…]}; a bare list is accepted too. */
const favoritesAnswer = v.union([
  v.pipe(
    looseObject({ favorites: v.fallback(ids, []) }),
    v.transform((r) => r.favorites),
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
