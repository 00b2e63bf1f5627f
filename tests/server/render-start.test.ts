// What a server-rendered page gives the browser's start: the UTC offsets of the shop's zones around
// the time of the render (the browser reads the shop's clock without loading the zone database), and
// the app's scripts at low priority behind what the page shows; the app shell keeps them urgent.
import { afterAll, describe, expect, it } from 'vitest';
import { ShopDataCache } from '../../server/render/shop-data.ts';
import type { StoreSnapshot } from '../../src/stores/snapshot.ts';
import { testPageRenderer, testServer } from './harness.ts';

const backend = testServer();
const data = new ShopDataCache({
  apiBase: '/api',
  ttlMs: 60_000,
  now: () => Date.now(),
  fetch: async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://shop.test');
    return backend.app.request(url.pathname + url.search, init);
  },
});
const { renderer, remove } = testPageRenderer(data);
afterAll(remove);

describe('the page’s state', () => {
  it('carries a span of one offset for each of the shop’s zones, around now', async () => {
    const page = await renderer.renderFresh('/', await data.get('ru'), 'https://x');
    const json = /id="storefront-state">([^<]*)</.exec(page.html)![1]!;
    const state = JSON.parse(json) as StoreSnapshot;
    const moscow = state.zones?.find((z) => z.zone === 'Europe/Moscow');
    expect(moscow).toMatchObject({ offset: 180 });
    const now = Date.now();
    expect(moscow!.from).toBeLessThanOrEqual(now - 2 * 86_400_000);
    expect(moscow!.to).toBeGreaterThanOrEqual(now + 9 * 86_400_000);
  }, 30_000);
});

describe('the page’s scripts', () => {
  it('come after what a drawn page shows; the app shell’s stay urgent', async () => {
    const page = await renderer.renderFresh('/menu/pizza', await data.get('ru'), 'https://x');
    const entry = /<script type="module"[^>]*>/.exec(page.html)![0];
    expect(entry).toContain('fetchpriority="low"');
    const preloads = page.html.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    for (const link of preloads) expect(link).toContain('fetchpriority="low"');
    // The largest picture and the fonts keep their own (high) priority.
    expect(page.html).toMatch(/<link rel="preload" as="image"[^>]*fetchpriority="high"/);

    const shell = renderer.shell('ru').html;
    expect(/<script type="module"[^>]*>/.exec(shell)![0]).not.toContain('fetchpriority');
  }, 30_000);
});
