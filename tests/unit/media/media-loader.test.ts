import { describe, expect, it, vi } from 'vitest';
import { cachedMedia, loadMedia, type MediaKind } from '../../../src/media/media-loader';
import type { MediaCache } from '../../../src/media/media-cache';

function fakeCache(stored: Record<string, Blob> = {}) {
  const puts: string[] = [];
  const get = (kind: string) => (url: string) => Promise.resolve(stored[`${kind}:${url}`] ?? null);
  const put = (kind: string) => (url: string) => {
    puts.push(`${kind}:${url}`);
    return Promise.resolve(true);
  };
  const cache = {
    getPhoto: get('photo'),
    getVideo: get('video'),
    putPhoto: put('photo'),
    putVideo: put('video'),
  } as unknown as MediaCache;
  return { cache, puts };
}

const answer = (type: string, status = 200) =>
  vi.fn(() =>
    Promise.resolve(
      new Response(new Blob(['x'], { type }), { status, headers: { 'content-type': type } }),
    ),
  );

describe('loadMedia', () => {
  it.each<[string, MediaKind, string, number, boolean]>([
    ['a photo is downloaded and stored', 'photo', 'image/webp', 200, true],
    ['a video is downloaded and stored', 'video', 'video/mp4', 200, true],
    ['an HTML page is no photo', 'photo', 'text/html', 200, false],
    ['a picture is no video', 'video', 'image/png', 200, false],
    ['an error answer is not stored', 'photo', 'image/webp', 404, false],
  ])('%s', async (_label, kind, type, status, stored) => {
    const { cache, puts } = fakeCache();
    const url = `/m/${kind}-${type}-${status}`;
    const blob = await loadMedia(kind, url, cache, answer(type, status));
    expect(blob !== null).toBe(stored);
    expect(puts).toEqual(stored ? [`${kind}:${url}`] : []);
  });

  it('a hit comes from the cache without a download', async () => {
    const hit = new Blob(['cached']);
    const { cache } = fakeCache({ 'video:/m/v.mp4': hit });
    const fetchImpl = answer('video/mp4');
    expect(await loadMedia('video', '/m/v.mp4', cache, fetchImpl)).toBe(hit);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('two asks for the same photo share one download; a failed download is null', async () => {
    const { cache } = fakeCache();
    const fetchImpl = answer('image/webp');
    const [a, b] = await Promise.all([
      loadMedia('photo', '/m/same.webp', cache, fetchImpl),
      loadMedia('photo', '/m/same.webp', cache, fetchImpl),
    ]);
    expect(a).toBe(b);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const offline = vi.fn(() => Promise.reject(new TypeError('offline')));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await loadMedia('photo', '/m/offline.webp', cache, offline)).toBeNull();
  });
});

describe('cachedMedia', () => {
  it('reads the kept copy and never downloads', async () => {
    const hit = new Blob(['kept']);
    const { cache } = fakeCache({ 'photo:/m/p.webp': hit });
    expect(await cachedMedia('photo', '/m/p.webp', cache)).toBe(hit);
    expect(await cachedMedia('photo', '/m/none.webp', cache)).toBeNull();
    expect(await cachedMedia('video', '/m/p.webp', cache)).toBeNull();
  });
});
