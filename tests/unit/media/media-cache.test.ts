// SPEC.md §8: a media cache read or write failure is logged and treated as a miss, never thrown.
// (The real IndexedDB path is covered in the browser: tests/e2e/catalog-tools.spec.ts.)
import { describe, expect, it, vi } from 'vitest';
import type { IDBPDatabase } from 'idb';
import { MediaCache, openMediaDb, type MediaCacheSchema } from '../../../src/media/media-cache.ts';

type Db = IDBPDatabase<MediaCacheSchema>;
const blob = new Blob(['x'], { type: 'image/webp' });

/** A database whose every call fails the way a broken or full profile does. */
const failingDb = {
  get: () => Promise.reject(new DOMException('read failed', 'UnknownError')),
  put: () => Promise.reject(new DOMException('quota', 'QuotaExceededError')),
  clear: () => Promise.reject(new DOMException('gone', 'InvalidStateError')),
} as unknown as Db;

/** A working in-memory stand-in with the same two stores. */
function memoryDb(): Db {
  const stores = { photos: new Map<string, unknown>(), videos: new Map<string, unknown>() };
  return {
    get: async (store: 'photos' | 'videos', key: string) => stores[store].get(key),
    put: async (store: 'photos' | 'videos', value: { url: string }) =>
      void stores[store].set(value.url, value),
    clear: async (store: 'photos' | 'videos') => stores[store].clear(),
  } as unknown as Db;
}

const cases: [string, () => Promise<Db>][] = [
  ['open rejects', () => Promise.reject(new Error('SecurityError'))],
  [
    'open throws synchronously',
    () => {
      throw new Error('indexedDB getter threw');
    },
  ],
  ['open never settles', () => new Promise<Db>(() => undefined)],
  ['reads and writes fail', async () => failingDb],
];

describe('MediaCache: every failure is a logged miss', () => {
  it.each(cases)('%s', async (_label, open) => {
    const log = vi.fn();
    const cache = new MediaCache(open, log, 20);
    await expect(cache.getPhoto('/a.webp')).resolves.toBeNull();
    await expect(cache.putPhoto('/a.webp', blob)).resolves.toBe(false);
    await expect(cache.getVideo('/v.mp4')).resolves.toBeNull();
    await expect(cache.putVideo('/v.mp4', blob)).resolves.toBe(false);
    await expect(cache.clear()).resolves.toBe(false);
    expect(log).toHaveBeenCalled();
  });

  it('opens once, even when the open failed', async () => {
    const open = vi.fn(() => Promise.reject(new Error('nope')));
    const cache = new MediaCache(open, () => undefined, 20);
    await cache.getPhoto('/a.webp');
    await cache.getPhoto('/b.webp');
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('keeps photos and videos apart, keyed by URL', async () => {
    const cache = new MediaCache(
      async () => memoryDb(),
      () => undefined,
    );
    expect(await cache.putPhoto('/a.webp', blob)).toBe(true);
    expect(await cache.getPhoto('/a.webp')).toBe(blob);
    expect(await cache.getVideo('/a.webp')).toBeNull();
    expect(await cache.getPhoto('/other.webp')).toBeNull();
    await cache.clear();
    expect(await cache.getPhoto('/a.webp')).toBeNull();
  });

  it('an empty stored blob is a miss', async () => {
    const cache = new MediaCache(
      async () => memoryDb(),
      () => undefined,
    );
    await cache.putPhoto('/empty.webp', new Blob([]));
    expect(await cache.getPhoto('/empty.webp')).toBeNull();
  });

  it('without IndexedDB (here, Node) opening is refused rather than thrown', async () => {
    await expect(openMediaDb()).rejects.toThrow('no IndexedDB');
  });
});
