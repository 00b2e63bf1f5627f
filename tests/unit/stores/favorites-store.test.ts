// FavoritesStore with a fake backend: device-only for visitors, merged and saved for customers.
import { describe, expect, it, vi } from 'vitest';
import { runInAction } from 'mobx';
import { ApiClient } from '../../../src/api/client.ts';
import { shopApi } from '../../../src/api/shop-api.ts';
import { RootStore } from '../../../src/stores/root-store.ts';
import { fakePlatform, memoryStorage } from './fake-platform.ts';

/**
 * The account side of user_favorites: token → ids, and every call made. The token is read from the
 * Authorization header, as the reference backend gets it; one in the URL is counted as a leak.
 */
function fakeBackend(accounts: Record<string, number[]>, opts: { failLoad?: boolean } = {}) {
  const calls: { path: string; method: string; token: string | null; body?: unknown }[] = [];
  const leaks: string[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://shop.test');
    if (url.searchParams.has('token')) leaks.push(url.href);
    const auth = new Headers(init?.headers).get('authorization') ?? '';
    const token = auth.startsWith('Bearer ') ? auth.slice(7) : null;
    const method = init?.method ?? 'GET';
    const body = init?.body
      ? (JSON.parse(String(init.body)) as { favorites: number[] })
      : undefined;
    calls.push({ path: url.pathname, method, token, body });
    if (!url.pathname.endsWith('/systeminfo/v2/user_favorites'))
      return new Response('{}', { status: 404 });
    if (!token || !(token in accounts)) return new Response('{}', { status: 401 });
    if (opts.failLoad && method === 'GET') return new Response('{}', { status: 400 });
    if (method === 'POST') accounts[token] = body!.favorites;
    return Response.json({ favorites: accounts[token] });
  });
  return { fetch, calls, accounts, leaks };
}

async function storeWith(backend: ReturnType<typeof fakeBackend>, saved: number[] = []) {
  const storage = memoryStorage({ 'store:favorites': JSON.stringify({ ids: saved }) });
  const client = new ApiClient({ base: '/api', fetch: backend.fetch as typeof fetch, retries: 1 });
  const root = new RootStore(
    fakePlatform(storage),
    shopApi(client, () => 0),
  );
  await root.favorites.start();
  return { root, storage };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Waits for a condition on the store or the fake backend (plain objects, so no mobx `when`). */
async function until(condition: () => boolean) {
  for (let i = 0; i < 100 && !condition(); i++) await settle();
  expect(condition()).toBe(true);
}

describe('FavoritesStore', () => {
  it('a visitor toggles favourites on the device only, and they survive a restart', async () => {
    const backend = fakeBackend({});
    const { root, storage } = await storeWith(backend, [5]);
    expect(root.favorites.ids).toEqual([5]);
    expect(root.favorites.toggle(7)).toBe(true);
    expect(root.favorites.toggle(5)).toBe(false);
    expect(root.favorites.has(7)).toBe(true);
    expect(root.favorites.has(5)).toBe(false);
    await settle();
    expect(JSON.parse(storage.getItem('store:favorites')!)).toEqual({ ids: [7] });
    expect(backend.calls).toEqual([]); // SPEC.md §4: no sync without sign-in
  });

  it('signing in merges device and account lists (union) and saves the union', async () => {
    const backend = fakeBackend({ tok: [2, 3] });
    const { root } = await storeWith(backend, [1, 2]);
    runInAction(() => (root.user.token = 'tok'));
    await until(() => backend.calls.some((c) => c.method === 'POST'));
    await settle();
    expect(root.favorites.ids).toEqual([1, 2, 3]);
    expect(backend.accounts.tok).toEqual([1, 2, 3]);
  });

  it('an unchanged union is not saved again', async () => {
    const backend = fakeBackend({ tok: [2, 1] });
    const { root } = await storeWith(backend, [1]);
    runInAction(() => (root.user.token = 'tok'));
    await until(() => root.favorites.ids.length === 2);
    await settle();
    expect(backend.calls.map((c) => c.method)).toEqual(['GET']);
  });

  it('a stored token at start-up merges too; later toggles save the whole list', async () => {
    const backend = fakeBackend({ tok: [9] });
    const storage = memoryStorage({ 'store:favorites': JSON.stringify({ ids: [] }) });
    const client = new ApiClient({
      base: '/api',
      fetch: backend.fetch as typeof fetch,
      retries: 1,
    });
    const root = new RootStore(
      fakePlatform(storage),
      shopApi(client, () => 0),
    );
    runInAction(() => (root.user.token = 'tok'));
    await root.favorites.start();
    await until(() => root.favorites.ids.includes(9));
    root.favorites.toggle(4);
    root.favorites.toggle(9);
    await until(() => backend.accounts.tok!.join() === '4');
    expect(root.favorites.ids).toEqual([4]);
  });

  it('changes made while a save is under way go out in one more save with the latest list', async () => {
    const backend = fakeBackend({ tok: [] });
    const { root } = await storeWith(backend);
    runInAction(() => (root.user.token = 'tok'));
    await until(() => backend.calls.length === 1);
    await settle();
    root.favorites.toggle(1);
    root.favorites.toggle(2);
    root.favorites.toggle(3);
    await until(() => backend.accounts.tok!.length === 3);
    await settle();
    const posts = backend.calls.filter((c) => c.method === 'POST');
    expect(posts.length).toBe(2);
    expect(posts.at(-1)!.body).toEqual({ favorites: [1, 2, 3] });
  });

  it('a failed account load keeps the device list and saves nothing over the account', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const backend = fakeBackend({ tok: [8] }, { failLoad: true });
    const { root } = await storeWith(backend, [1]);
    runInAction(() => (root.user.token = 'tok'));
    await until(() => backend.calls.length === 1);
    await settle();
    root.favorites.toggle(2); // retries the merge, which fails again: still no POST
    await settle();
    await settle();
    expect(root.favorites.ids).toEqual([1, 2]);
    expect(backend.calls.every((c) => c.method === 'GET')).toBe(true);
    expect(backend.accounts.tok).toEqual([8]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('signing out stops the sync; the device keeps its favourites', async () => {
    const backend = fakeBackend({ tok: [] });
    const { root } = await storeWith(backend, [1]);
    runInAction(() => (root.user.token = 'tok'));
    await until(() => backend.calls.length >= 1);
    await settle();
    root.user.logout();
    const before = backend.calls.length;
    root.favorites.toggle(2);
    await settle();
    expect(backend.calls.length).toBe(before);
    expect(root.favorites.ids).toEqual([1, 2]);
    // Issue 11: no token in a URL towards the reference backend, the logout's included.
    expect(backend.calls.find((c) => c.path.endsWith('/wc/auth/logout'))?.token).toBe('tok');
    expect(backend.leaks).toEqual([]);
  });
});
