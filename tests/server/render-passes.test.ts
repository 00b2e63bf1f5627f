// The server draws a page in one pass once the page's lazy parts are loaded, and with the stream
// renderer (which waits for them) before that (src/entry-server.tsx renderWhole). Both must give the
// same page: the same HTML, one set of head tags (a second pass collects afresh, never on top of the
// first's) and the same status.
import { afterAll, describe, expect, it } from 'vitest';
import { backendShopData, pageState, testPageRenderer, testServer } from './harness.ts';

const backend = testServer();

const data = backendShopData(backend);
// The shop's clock, moved by the test: a page carries the moment it was drawn at.
let shopTime = Date.parse('2026-11-18T14:00:00+03:00');
const { renderer, remove } = testPageRenderer(data, () => shopTime);
afterAll(remove);

const count = (text: string, part: string) => text.split(part).length - 1;

describe('a page drawn before and after its lazy parts are loaded', () => {
  it.each([
    ['a product page', '/menu/pizza/pizza-classic/pizza-margherita', 200, 'Маргарита'],
    ['a category page', '/menu/pizza', 200, 'Маргарита'],
    ['the home page', '/', 200, 'Маргарита'],
    ['an unknown address', '/menu/no-such-category/nothing', 404, 'Страница не найдена'],
  ])(
    '%s is the same page both times',
    async (_, url, status, text) => {
      const shop = await data.get('ru');
      const first = await renderer.renderFresh(url, shop, 'https://x');
      const second = await renderer.renderFresh(url, shop, 'https://x');
      expect(first.status).toBe(status);
      expect(second.status).toBe(status);
      expect(first.html).toContain(text);
      expect(second.html).toBe(first.html);
      expect(count(second.html, '<title')).toBe(1);
      expect(count(second.html, 'rel="canonical"')).toBe(1);
      // Every Suspense boundary finished on the server: nothing left for the browser to draw.
      expect(second.html).not.toContain('<!--$!-->');
    },
    30_000,
  );
});

describe('a page drawn again later', () => {
  it('carries its new moment, and keeps its validator while nothing else changed', async () => {
    const shop = await data.get('ru');
    const first = await renderer.renderFresh('/menu/pizza', shop, 'https://x');
    shopTime += 5 * 60_000;
    const later = await renderer.renderFresh('/menu/pizza', shop, 'https://x');
    expect(pageState(later.html).drawnAt! - pageState(first.html).drawnAt!).toBe(5 * 60_000);
    expect(later.etag).toBe(first.etag);
    // Three in the morning: the kitchen is closed, the page says so (for a Moscow customer), and
    // that is another page.
    shopTime = Date.parse('2026-11-18T03:00:00+03:00');
    const stock = await data.get('ru', '101');
    const night = await renderer.renderFresh('/menu/pizza', stock, 'https://x', '101');
    expect(night.html).toContain('Сейчас закрыто');
    shopTime = Date.parse('2026-11-18T14:00:00+03:00');
    const open = await renderer.renderFresh('/menu/pizza', stock, 'https://x', '101');
    expect(open.html).not.toContain('Сейчас закрыто');
    expect(open.etag).not.toBe(night.etag);
  }, 30_000);
});
