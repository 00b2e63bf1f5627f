// The server draws a page in one pass once the page's lazy parts are loaded, and with the stream
// renderer (which waits for them) before that (src/entry-server.tsx renderWhole). Both must give the
// same page: the same HTML, one set of head tags (a second pass collects afresh, never on top of the
// first's) and the same status.
import { afterAll, describe, expect, it } from 'vitest';
import { backendShopData, testPageRenderer, testServer } from './harness.ts';

const backend = testServer();

const data = backendShopData(backend);
const { renderer, remove } = testPageRenderer(data);
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
