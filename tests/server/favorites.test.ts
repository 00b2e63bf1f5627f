// Contract: GET/POST systeminfo/v2/user_favorites?token= keeps each customer's favourites, and only theirs.
import { describe, expect, it } from 'vitest';
import { BAD_TOKENS, testServer } from './harness.ts';
import { MAX_FAVORITES, parseIds } from '../../server/account/favorites-routes.ts';
import { cases } from '../fixtures/cases.ts';

const PATH = '/api/wp-json/systeminfo/v2/user_favorites';

describe('user_favorites', () => {
  it.each(BAD_TOKENS)('refuses %s with 401 on GET and POST', async (_label, token) => {
    const s = testServer();
    expect((await s.call('GET', `${PATH}?token=${token}`)).status).toBe(401);
    const post = await s.call('POST', `${PATH}?token=${token}`, { favorites: [1] });
    expect(post.status).toBe(401);
    expect(post.json.code).toBe('unauthorized');
  });

  it('a new customer has none; a saved list comes back in order, without repeats', async () => {
    const s = testServer();
    const { token } = await s.signIn();
    expect((await s.call('GET', `${PATH}?token=${token}`)).json).toEqual({ favorites: [] });
    const saved = await s.call('POST', `${PATH}?token=${token}`, { favorites: [21, '7', 21, 3] });
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual({ success: true, favorites: [21, 7, 3] });
    expect((await s.call('GET', `${PATH}?token=${token}`)).json).toEqual({ favorites: [21, 7, 3] });
    await s.call('POST', `${PATH}?token=${token}`, { favorites: [3] });
    expect((await s.call('GET', `${PATH}?token=${token}`)).json).toEqual({ favorites: [3] });
  });

  it('accepts the token as a Bearer header too', async () => {
    const s = testServer();
    const { token } = await s.signIn();
    await s.call('POST', PATH, { favorites: [5] }, { authorization: `Bearer ${token}` });
    const res = await s.call('GET', PATH, undefined, { authorization: `Bearer ${token}` });
    expect(res.json).toEqual({ favorites: [5] });
  });

  it("one customer never sees or changes another's favourites", async () => {
    const s = testServer();
    const anna = await s.signIn('+79161111111');
    const boris = await s.signIn('+79162222222');
    await s.call('POST', `${PATH}?token=${anna.token}`, { favorites: [11, 12] });
    await s.call('POST', `${PATH}?token=${boris.token}`, { favorites: [99] });
    expect((await s.call('GET', `${PATH}?token=${anna.token}`)).json).toEqual({
      favorites: [11, 12],
    });
    expect((await s.call('GET', `${PATH}?token=${boris.token}`)).json).toEqual({
      favorites: [99],
    });
  });

  it.each([
    ['a missing list', {}],
    ['a number', { favorites: 5 }],
    ['a negative id', { favorites: [1, -2] }],
    ['a word', { favorites: ['pizza'] }],
    ['a fraction', { favorites: [1.5] }],
  ])('refuses %s with 400 and keeps the saved list', async (_label, body) => {
    const s = testServer();
    const { token } = await s.signIn();
    await s.call('POST', `${PATH}?token=${token}`, { favorites: [4] });
    const res = await s.call('POST', `${PATH}?token=${token}`, body);
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('invalid_favorites');
    expect((await s.call('GET', `${PATH}?token=${token}`)).json).toEqual({ favorites: [4] });
  });

  it(`refuses more than ${MAX_FAVORITES} ids`, async () => {
    const s = testServer();
    const { token } = await s.signIn();
    const ids = Array.from({ length: MAX_FAVORITES + 1 }, (_, i) => i + 1);
    const res = await s.call('POST', `${PATH}?token=${token}`, { favorites: ids });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('too_many_favorites');
  });
});

describe('parseIds (form posts send strings)', () => {
  cases('%j → %j', parseIds, [
    [
      [1, 2],
      [1, 2],
    ],
    [
      ['1', '2'],
      [1, 2],
    ],
    ['[3,4]', [3, 4]],
    ['5,6', [5, 6]],
    ['', []],
    [[], []],
    ['[bad', null],
    [{ 0: 1 }, null],
    [[0], null],
    [[null], null],
  ]);
});
