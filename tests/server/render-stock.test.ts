// A returning customer's stock (its cookie, src/domain/stock-hint.ts): the server draws the page
// from that stock's own price file, as the browser will once it has read the device's address, so
// the dishes and prices are right from the first paint and the start redraws no card.
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import {
  backendShopData,
  pageState,
  pageStateText,
  seededBackend,
  sourceDist,
  sourceRenderer,
  testPageRenderer,
  testServer,
} from './harness.ts';

const backend = testServer();
const data = backendShopData(backend);
const { renderer, remove } = testPageRenderer(data);
afterAll(remove);

/** The dish cards' names in a page. */
const names = (html: string) =>
  [...html.matchAll(/class="product-card__name"[^>]*>([^<]*)</g)].map((m) => m[1]);

describe('a page drawn for a stock', () => {
  it("draws the stock's own catalogue: a dish it does not sell is not on it", async () => {
    const shared = await renderer.page('/', 'https://x');
    const moscow = await renderer.page('/', 'https://x', '101');
    // Клубника is sold elsewhere only (the demo's stocks/prodcat-101.json lacks it).
    expect(names(shared.html)).toContain('Клубника');
    expect(names(moscow.html)).not.toContain('Клубника');
    expect(names(moscow.html)).toContain('Маргарита');
    expect(moscow.etag).not.toBe(shared.etag);
    // The page's state holds the stock's catalogue: the browser hydrates what was drawn.
    expect(pageStateText(moscow.html)).not.toContain('Клубника');
  }, 30_000);

  it('a warehouse the shop does not have gets the page every visitor gets', async () => {
    const shared = await data.get('ru');
    expect(await data.get('ru', '999')).toBe(shared);
    expect((await data.get('ru', '101')).warehouseId).toBe('101');
    expect(shared.warehouseId).toBeNull();
  });
});

describe("a page drawn for a returning customer's kitchen", () => {
  const footerOf = (html: string) => /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? '';

  it("carries that kitchen's number, and says in its state which kitchen it was drawn for", async () => {
    const novosibirsk = await renderer.page('/', 'https://x', '202');
    expect(footerOf(novosibirsk.html)).toContain('+7 383 210-45-45');
    expect(footerOf(novosibirsk.html)).not.toContain('+7 495');
    expect(pageState(novosibirsk.html).stock).toBe('202');
    const moscow = await renderer.page('/', 'https://x', '101');
    expect(footerOf(moscow.html)).toContain('+7 495 120-45-45');
    expect(pageState(moscow.html).stock).toBe('101');
    // No cookie, or a warehouse the shop does not have: the page every visitor gets.
    for (const stock of [null, '999']) {
      const page = await renderer.page('/', 'https://x', stock);
      expect(footerOf(page.html)).toContain('+7 495 120-45-45');
      expect(pageState(page.html).stock).toBeNull();
    }
  }, 30_000);

  it('leaves off a category that kitchen does not sell; before an address every category shows', async () => {
    const only202 = async (stock: string | null) => {
      const shop = await data.get('ru', stock);
      const categories = shop.categories.map((c) =>
        c.slug === 'desserts' ? { ...c, category_availability: ['202'] } : c,
      );
      const page = await renderer.renderFresh('/', { ...shop, categories }, 'https://x', stock);
      return page.html.includes('>Десерты<');
    };
    expect(await only202('202')).toBe(true);
    expect(await only202('101')).toBe(false);
    expect(await only202(null)).toBe(true);
  }, 30_000);
});

describe('the data kept for stocks', () => {
  it("keeps what was asked for last, a language's shared data before its stocks'", async () => {
    const read: string[] = [];
    const counted = backendShopData(backend, { maxEntries: 2 }, (path) => {
      if (path.includes('prodcat')) read.push(path.split('/').pop()!);
    });
    const times = (file: string) => read.filter((f) => f === file).length;
    await counted.get('ru', '101');
    await counted.get('ru', '101');
    expect(times('prodcat-101.json')).toBe(1); // kept
    // Another language's data: of the two kept, the stock's is let go, not the shared Russian one.
    await counted.get('en');
    await counted.get('ru', '101');
    expect(times('prodcat-101.json')).toBe(2);
    expect(times('prodcat.json')).toBe(1);
  }, 30_000);
});

describe("the kitchen's hours on a page, by the shop's clock", () => {
  // The shop's clock is the API's (the demo's DEMO_CLOCK_START), not the machine's: the page says
  // the kitchen is open or closed as ordering does, and as the browser's app then says.
  const { dist, noServerBuild, remove } = sourceDist('render-clock-');
  afterAll(remove);
  const pageAt = async (shopTime: string) => {
    const { config, db } = seededBackend({
      DEMO: '1',
      DIST_DIR: dist,
      SERVER_BUILD_DIR: noServerBuild,
    });
    const app = createApp({
      config,
      db,
      now: () => Date.parse(shopTime),
      loadRenderer: sourceRenderer,
      log: () => undefined,
    });
    const res = await app.request('/', { headers: { cookie: 'stock=101' } });
    expect(res.status).toBe(200);
    return res.text();
  };

  // Moscow's kitchen (101) works 10:00-23:00; either row fails on a page drawn by the machine's
  // clock, whatever hour the test runs at.
  it.each([
    ['a Wednesday afternoon in Moscow', '2026-11-18T14:00:00+03:00', false],
    ['three in the morning in Moscow', '2026-11-18T03:00:00+03:00', true],
  ])(
    '%s (%s): closed %s',
    async (_, shopTime, closed) => {
      const html = await pageAt(shopTime);
      expect(html.includes('data-testid="ordering-status"')).toBe(closed);
      expect(html.includes('Сейчас закрыто')).toBe(closed);
      // The browser hydrates at the time the page was drawn at, whatever its own clock says.
      expect(pageState(html).drawnAt).toBe(Date.parse(shopTime));
    },
    30_000,
  );
});
