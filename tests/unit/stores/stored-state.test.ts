// Every store's stored state read back field by field: wrong types are dropped (and logged), the
// rest is kept, and the app starts with what it could read.
import { describe, expect, it, vi } from 'vitest';
import { ApiClient } from '../../../src/api/client.ts';
import { shopApi } from '../../../src/api/shop-api.ts';
import { RootStore } from '../../../src/stores/root-store.ts';
import { fakePlatform, memoryStorage } from './fake-platform.ts';

function rootWith(saved: Record<string, unknown>) {
  const storage = memoryStorage(
    Object.fromEntries(
      Object.entries(saved).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
    ),
  );
  const fetch = vi.fn(async () => new Response('{}', { status: 503 }));
  const client = new ApiClient({
    base: '/api',
    fetch: fetch as typeof globalThis.fetch,
    retries: 1,
  });
  return {
    root: new RootStore(
      fakePlatform(storage),
      shopApi(client, () => 0),
    ),
    storage,
  };
}

describe('stored state read back', () => {
  it('favourites of the wrong type are dropped, the other stores keep what is good', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { root, storage } = rootWith({
      'store:favorites': { ids: 7 },
      'store:ui': { themeChoice: 'dark', language: 42, cookieChoice: 'yes' },
      'store:delivery': {
        kind: 'teleport',
        location: {
          warehouseId: '101',
          title: 'ул. Покровка, 17',
          zone: null,
          coords: [1, 2],
          pointId: null,
        },
        recent: [
          { title: 5 },
          { warehouseId: '101', title: 'Тверская, 1', zone: null, coords: null, pointId: 'p2' },
        ],
      },
      'store:user': { token: 12, user: { ID: 'x' }, autoSignIn: false },
      'store:popups': { seen: { 1: 'many', 2: 1 } },
      'store:cart': { lines: 'all of them', peopleCount: -4 },
    });
    await root.favorites.start();
    await root.start().catch(() => undefined);
    expect(root.favorites.ids).toEqual([]);
    expect(root.ui.themeChoice).toBe('dark');
    expect(root.ui.language).toBe('ru');
    expect(root.ui.cookieChoice).toBeNull();
    expect(root.delivery.kind).toBe('delivery');
    expect(root.delivery.location?.title).toBe('ул. Покровка, 17');
    expect(root.delivery.recent.map((r) => r.title)).toEqual(['Тверская, 1']);
    expect(root.user.token).toBeNull();
    expect(root.user.autoSignIn).toBe(false);
    expect(root.popups.seen).toEqual({ 2: 1 });
    expect(root.cart.lines).toEqual([]);
    expect(root.cart.peopleCount).toBe(1);
    expect(JSON.parse(storage.getItem('store:favorites')!)).not.toHaveProperty('ids', 7);
    expect(warn.mock.calls.flat().join(' ')).toContain('stored favorites: dropped ids');
    warn.mockRestore();
  });

  it('an entry that is not JSON is reset', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { root, storage } = rootWith({ 'store:favorites': '{ids:[1' });
    await root.favorites.start();
    expect(root.favorites.ids).toEqual([]);
    expect(storage.getItem('store:favorites')).not.toBe('{ids:[1');
    warn.mockRestore();
  });
});
