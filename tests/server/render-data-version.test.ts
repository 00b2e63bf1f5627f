// A server-rendered page follows the shop's data: whatever the renderer keeps between requests (the
// catalogue's product lists, the parsed settings) is kept per data version, so once the shop's data
// is re-read after a menu edit the next page shows the edit, never the page of the old menu.
import { afterAll, describe, expect, it } from 'vitest';
import { ShopDataCache } from '../../server/render/shop-data.ts';
import { pageStateText, testPageRenderer, testServer } from './harness.ts';

const backend = testServer();

/** The backend's answers, with the catalogue's and the settings' text edited as `edit` says. */
let edit = (text: string) => text;
let clock = 0;
const data = new ShopDataCache({
  apiBase: '/api',
  ttlMs: 1000,
  now: () => clock,
  fetch: async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://shop.test');
    const res = await backend.app.request(url.pathname + url.search, init);
    return new Response(edit(await res.text()), { status: res.status, headers: res.headers });
  },
});
const { renderer, remove } = testPageRenderer(data);
afterAll(remove);

/** The shop's data after a re-read: the old data is answered while the re-read runs. */
async function reread() {
  const before = (await data.get('ru')).version;
  clock += 2000;
  await data.get('ru');
  for (let i = 0; i < 100 && (await data.get('ru')).version === before; i++)
    await new Promise((resolve) => setTimeout(resolve, 10));
  return data.get('ru');
}

describe('a rendered page after the shop’s data changes', () => {
  it('shows the edited menu and settings on the next render, not the old ones', async () => {
    const url = '/menu/pizza/pizza-classic/pizza-margherita';
    const first = await renderer.renderFresh(url, await data.get('ru'), 'https://x');
    expect(first.html).toContain('Маргарита');
    expect(first.html).not.toContain('Маргарита Особая');

    edit = (text) => text.replaceAll('Маргарита', 'Маргарита Особая');
    const next = await reread();
    const second = await renderer.renderFresh(url, next, 'https://x');
    expect(second.html).toContain('Маргарита Особая');
    // Its add-ons and related dishes come from the new menu too (the embedded state).
    expect(pageStateText(second.html)).toContain('Маргарита Особая');
    // The page cache keys by version: the address answers the new page as well.
    expect((await renderer.page(url, 'https://x')).html).toContain('Маргарита Особая');

    // Back to the first menu: a third version, rendered from its own data.
    edit = (text) => text;
    const third = await renderer.renderFresh(url, await reread(), 'https://x');
    expect(third.html).not.toContain('Маргарита Особая');
  }, 30_000);
});
