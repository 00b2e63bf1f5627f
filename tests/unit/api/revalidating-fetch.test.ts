// A repeat visit in a later 3-minute bucket asks with the kept copy's ETag and uses it on a 304.
import { describe, expect, it } from 'vitest';
import { revalidatingFetch } from '../../../src/api/revalidating-fetch';

/** CacheStorage with one in-memory cache, enough for the Cache API calls the fetch makes. */
function memoryCaches(options: { broken?: boolean } = {}) {
  const entries = new Map<string, Response>();
  const cache = {
    match: async (key: string) => entries.get(key)?.clone(),
    put: async (key: string, response: Response) => {
      entries.set(key, new Response(await response.arrayBuffer(), response));
    },
  };
  const storage = {
    open: async () => {
      if (options.broken) throw new Error('SecurityError');
      return cache;
    },
  } as unknown as CacheStorage;
  return { storage, entries };
}

const ORIGIN = 'https://shop.example';
const FILE = `${ORIGIN}/api/wp-content/uploads/app_sync/prodcat.json`;

/** A server that answers 304 to its current ETag and records what it was asked. */
function server(state: { etag: string; body: string }) {
  const asked: { url: string; ifNoneMatch: string | null }[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const ifNoneMatch = new Headers(init?.headers).get('if-none-match');
    asked.push({ url: String(input), ifNoneMatch });
    if (ifNoneMatch === state.etag) return new Response(null, { status: 304 });
    return new Response(state.body, { status: 200, headers: { etag: state.etag } });
  }) as typeof fetch;
  return { fetchImpl, asked };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('revalidatingFetch', () => {
  it('keeps a catalogue file under its address without ?t= and revalidates it in a later bucket', async () => {
    const state = { etag: '"v1-br"', body: '[{"id":1}]' };
    const { fetchImpl, asked } = server(state);
    const { storage, entries } = memoryCaches();
    const f = revalidatingFetch(fetchImpl, {
      match: (u) => u.pathname.includes('/app_sync/'),
      caches: storage,
      origin: ORIGIN,
    });
    expect(await (await f(`${FILE}?t=100`)).text()).toBe('[{"id":1}]');
    await settle();
    expect([...entries.keys()]).toEqual([FILE]);
    // Three minutes later: a new address, the same file; the server answers 304.
    const again = await f(`${FILE}?t=101`);
    expect(again.status).toBe(200);
    expect(await again.text()).toBe('[{"id":1}]');
    expect(asked.map((a) => a.ifNoneMatch)).toEqual([null, '"v1-br"']);
    // The catalogue changed: it comes whole and replaces the kept copy.
    Object.assign(state, { etag: '"v2-br"', body: '[{"id":2}]' });
    expect(await (await f(`${FILE}?t=102`)).text()).toBe('[{"id":2}]');
    await settle();
    expect(await (await f(`${FILE}?t=103`)).text()).toBe('[{"id":2}]');
    expect(asked.map((a) => a.ifNoneMatch)).toEqual([null, '"v1-br"', '"v1-br"', '"v2-br"']);
  });

  it.each([
    ['another path', `${ORIGIN}/api/wp-json/v1/all_settings?t=1`, {}],
    [
      'another origin (a conditional header would be preflighted)',
      'https://cdn.example/api/wp-content/uploads/app_sync/prodcat.json',
      {},
    ],
    ['a POST', `${FILE}?t=1`, { method: 'POST' }],
  ])('leaves %s alone', async (_label, url, init) => {
    const { fetchImpl, asked } = server({ etag: '"x"', body: '[]' });
    const { storage, entries } = memoryCaches();
    const f = revalidatingFetch(fetchImpl, {
      match: (u) => u.pathname.includes('/app_sync/'),
      caches: storage,
      origin: ORIGIN,
    });
    await f(url, init);
    await f(url, init);
    await settle();
    expect(entries.size).toBe(0);
    expect(asked.every((a) => a.ifNoneMatch === null)).toBe(true);
  });

  it('without a usable Cache API it is a plain request', async () => {
    const { fetchImpl, asked } = server({ etag: '"x"', body: '[]' });
    for (const caches of [undefined, memoryCaches({ broken: true }).storage]) {
      const f = revalidatingFetch(fetchImpl, { match: () => true, caches, origin: ORIGIN });
      expect((await f(`${FILE}?t=1`)).status).toBe(200);
    }
    expect(asked).toHaveLength(2);
  });

  it('answers the kept copy when there is no connection, and fails as before without one', async () => {
    const state = { etag: '"v1-br"', body: '[{"id":1}]' };
    const { fetchImpl } = server(state);
    let online = true;
    const network = ((input: RequestInfo | URL, init?: RequestInit) =>
      online
        ? fetchImpl(input, init)
        : Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    const { storage } = memoryCaches();
    const f = revalidatingFetch(network, { match: () => true, caches: storage, origin: ORIGIN });
    await f(`${FILE}?t=1`);
    await settle();
    online = false;
    expect(await (await f(`${FILE}?t=2`)).text()).toBe('[{"id":1}]');
    await expect(f(`${ORIGIN}/api/wp-content/uploads/app_sync/other.json?t=2`)).rejects.toThrow(
      'Failed to fetch',
    );
  });
});
