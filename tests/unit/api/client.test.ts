// The one transport (src/api/client.ts): what is retried (SPEC.md §7), with which key, within which
// time, how the token travels, and which problem a failure becomes.
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import {
  ApiClient,
  problemOf,
  RETRY_STATUSES,
  type ClientOptions,
} from '../../../src/api/client.ts';
import { cases } from '../../fixtures/cases';

interface Seen {
  url: URL;
  method: string;
  headers: Headers;
}

/** A backend answering the given statuses in turn (the last one repeats), recording each call. */
function backend(statuses: (number | 'stall' | 'drop')[], body: unknown = { id: 7 }) {
  const seen: Seen[] = [];
  const fetch = vi.fn((input: string | URL | Request, init?: RequestInit) => {
    seen.push({
      url: new URL(String(input), 'http://shop.test'),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
    });
    const status = statuses[Math.min(seen.length - 1, statuses.length - 1)]!;
    if (status === 'drop') return Promise.reject(new TypeError('Failed to fetch'));
    if (status === 'stall')
      return new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        ),
      );
    return Promise.resolve(
      Response.json(status < 400 ? body : { code: 'stock_short', message: 'Не хватает' }, {
        status,
      }),
    );
  });
  return { fetch, seen };
}

const client = (fetch: typeof globalThis.fetch, extra: Partial<ClientOptions> = {}) =>
  new ApiClient({ base: '/api', fetch, backoffMs: 1, log: () => undefined, ...extra });

const order = v.object({ id: v.number() });

afterEach(() => vi.useRealTimers());

describe('retries (SPEC.md §7)', () => {
  it.each([408, 409, 425, 429, 500, 502, 503, 504])(
    'retries a keyed POST on %i',
    async (status) => {
      const b = backend([status, 201]);
      const r = await client(b.fetch).request('/orders', order, {
        method: 'POST',
        body: {},
        idempotencyKey: 'k-1',
      });
      expect(r).toEqual({ ok: true, data: { id: 7 } });
      expect(b.seen).toHaveLength(2);
    },
  );

  it.each([400, 401, 403, 404, 422])('does not retry %i', async (status) => {
    const b = backend([status, 201]);
    const r = await client(b.fetch).request('/orders', order, {
      method: 'POST',
      body: {},
      idempotencyKey: 'k-1',
    });
    expect(r.ok).toBe(false);
    expect(b.seen).toHaveLength(1);
  });

  it('the retry statuses are exactly the spec list', () => {
    expect([...RETRY_STATUSES].sort()).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
  });

  it('a POST without a key is tried once, whatever the answer', async () => {
    const b = backend([503, 201]);
    const r = await client(b.fetch).request('/wp-json/wc/auth/send_code', order, {
      method: 'POST',
      body: {},
    });
    expect(r.ok).toBe(false);
    expect(b.seen).toHaveLength(1);
  });

  it('every try of a keyed POST carries the same Idempotency-Key', async () => {
    const b = backend(['drop', 502, 201]);
    await client(b.fetch).request('/orders', order, {
      method: 'POST',
      body: {},
      idempotencyKey: 'same-key',
    });
    expect(b.seen.map((s) => s.headers.get('idempotency-key'))).toEqual([
      'same-key',
      'same-key',
      'same-key',
    ]);
  });

  it("a refusal that persists is the shop's own words, with its code", async () => {
    const b = backend([409]);
    const r = await client(b.fetch).request('/orders', order, {
      method: 'POST',
      body: {},
      idempotencyKey: 'k',
    });
    expect(r).toEqual({
      ok: false,
      problem: { kind: 'rejected', status: 409, code: 'stock_short', message: 'Не хватает' },
    });
    expect(b.seen).toHaveLength(3);
  });
});

describe('one time budget', () => {
  it('a stalled connection ends as a timeout within the budget, tries included', async () => {
    vi.useFakeTimers();
    const b = backend(['stall']);
    const pending = client(b.fetch, { timeoutMs: 15_000, attemptTimeoutMs: 8_000 }).request(
      '/orders',
      order,
      { method: 'POST', body: {}, idempotencyKey: 'k' },
    );
    let settled = false;
    void pending.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(14_000);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1_100);
    expect(settled).toBe(true);
    expect(await pending).toEqual({ ok: false, problem: { kind: 'timeout', temporary: true } });
    // The first try gave up after 8 s and the second used what was left.
    expect(b.seen).toHaveLength(2);
  });

  it('a try that stalls is followed by one that answers', async () => {
    vi.useFakeTimers();
    const b = backend(['stall', 200]);
    const pending = client(b.fetch).request('/wp-json/v1/all_settings', order);
    await vi.advanceTimersByTimeAsync(9_000);
    expect(await pending).toEqual({ ok: true, data: { id: 7 } });
  });
});

describe('token transport', () => {
  it('sends the token as a Bearer header by default, never in the URL', async () => {
    const b = backend([200]);
    await client(b.fetch, { token: () => 'tok' }).request('/wp-json/system/users', order);
    expect(b.seen[0]!.headers.get('authorization')).toBe('Bearer tok');
    expect(b.seen[0]!.url.searchParams.has('token')).toBe(false);
  });

  it("sends ?token= when the runtime config says the merchant's WordPress needs it", async () => {
    const b = backend([200]);
    await client(b.fetch, { token: () => 'tok', tokenTransport: 'query' }).request(
      '/wp-json/wc/auth/user/get_addresses',
      order,
      { query: { user_id: 5 } },
    );
    expect(b.seen[0]!.url.searchParams.get('token')).toBe('tok');
    expect(b.seen[0]!.url.searchParams.get('user_id')).toBe('5');
    expect(b.seen[0]!.headers.has('authorization')).toBe(false);
  });

  it('a call may name its own token (logout ends the one it names)', async () => {
    const b = backend([200]);
    await client(b.fetch, { token: () => null }).request('/wp-json/wc/auth/logout', v.unknown(), {
      method: 'POST',
      token: 'ending',
    });
    expect(b.seen[0]!.headers.get('authorization')).toBe('Bearer ending');
  });

  it('no token, no header and no parameter', async () => {
    const b = backend([200]);
    await client(b.fetch, { tokenTransport: 'query' }).request('/x', order);
    expect(b.seen[0]!.headers.has('authorization')).toBe(false);
    expect(b.seen[0]!.url.search).toBe('');
  });
});

describe('problems', () => {
  cases('%i %j → %j', problemOf, [
    [401, { code: 'x', message: 'Войдите' }, { kind: 'unauthorized', message: 'Войдите' }],
    [403, {}, { kind: 'forbidden', message: '' }],
    [404, {}, { kind: 'not-found' }],
    [
      429,
      { message: 'Слишком часто' },
      { kind: 'too-many', message: 'Слишком часто', temporary: true },
    ],
    [503, {}, { kind: 'server', status: 503, temporary: true }],
    [
      400,
      { code: 'rest_invalid_param', message: 'Укажите квартиру' },
      { kind: 'rejected', status: 400, code: 'rest_invalid_param', message: 'Укажите квартиру' },
    ],
    [409, { error: 'занято' }, { kind: 'rejected', status: 409, code: '', message: 'занято' }],
  ]);

  it('an answer that is not the expected shape is bad data, not a crash', async () => {
    const b = backend([200], { id: 'seven' });
    const r = await client(b.fetch).request('/x', order);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.problem.kind).toBe('bad-data');
  });
});
