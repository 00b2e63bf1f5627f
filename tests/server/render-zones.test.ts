// A server-rendered page carries the UTC offsets of the shop's zones around the time of the render,
// so the browser reads the shop's clock (popups, hours) without loading the zone database.
import { afterAll, describe, expect, it } from 'vitest';
import { backendShopData, pageState, testPageRenderer, testServer } from './harness.ts';

const backend = testServer();
const data = backendShopData(backend, { ttlMs: 60_000, now: () => Date.now() });
const { renderer, remove } = testPageRenderer(data);
afterAll(remove);

describe('the page’s state', () => {
  it('carries a span of one offset for each of the shop’s zones, around now', async () => {
    const page = await renderer.renderFresh('/', await data.get('ru'), 'https://x');
    const state = pageState(page.html);
    const moscow = state.zones?.find((z) => z.zone === 'Europe/Moscow');
    expect(moscow).toMatchObject({ offset: 180 });
    const now = Date.now();
    expect(moscow!.from).toBeLessThanOrEqual(now - 2 * 86_400_000);
    expect(moscow!.to).toBeGreaterThanOrEqual(now + 9 * 86_400_000);
  }, 30_000);
});
