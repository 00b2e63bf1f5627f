// Demo previews and galleries: a visitor's own settings patch (?scope=visitor) and the gallery list.
import { describe, expect, it } from 'vitest';
import { testServer } from './harness.ts';

type Json = Record<string, Record<string, unknown>>;

describe('POST /api/dev/settings?scope=visitor', () => {
  it("patches this visitor's settings only, named by a cookie", async () => {
    const { app } = testServer();
    const res = await app.request('/api/dev/settings?scope=visitor', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ facade: { catalog_front: 'samokat' } }),
    });
    expect(res.status).toBe(200);
    const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
    expect(cookie).toMatch(/^demo_settings=/);

    const own = await app.request('/api/wp-json/v1/all_settings', { headers: { cookie } });
    expect(((await own.json()) as Json).facade!.catalog_front).toBe('samokat');
    expect(own.headers.get('cache-control')).toBe('private, no-store');

    const others = await app.request('/api/wp-json/v1/all_settings');
    expect(((await others.json()) as Json).facade!.catalog_front).toBe('cat12');
    expect(others.headers.get('vary')).toBe('Cookie');

    // A second patch adds to the first.
    await app.request('/api/dev/settings?scope=visitor', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ settings: { simplified_order: true } }),
    });
    const both = (await (
      await app.request('/api/wp-json/v1/all_settings', { headers: { cookie } })
    ).json()) as Json;
    expect(both.facade!.catalog_front).toBe('samokat');
    expect(both.settings!.simplified_order).toBe(true);
  });

  it('is not there outside demo mode', async () => {
    const { call } = testServer({ DEMO: '0' });
    const res = await call('POST', '/api/dev/settings?scope=visitor', { facade: {} });
    expect(res.status).toBe(404);
  });
});

describe('GET /api/wp-json/restoran/v1/gallery', () => {
  it('lists the galleries; each opens by id; an unknown id is a 404', async () => {
    const { call } = testServer();
    const list = await call('GET', '/api/wp-json/restoran/v1/gallery');
    const galleries = list.json as unknown as { id: number; title: string; images: string[] }[];
    expect(galleries.map((g) => g.id)).toEqual([1, 2]);
    expect(galleries.every((g) => g.title && g.images.length > 0)).toBe(true);
    const second = await call('GET', '/api/wp-json/restoran/v1/gallery/2');
    expect(second.json.title).toBe('Кухня и зал');
    expect((await call('GET', '/api/wp-json/restoran/v1/gallery/9')).status).toBe(404);
  });
});
