// The theme and fonts as the shop sets them (SPEC.md §1, issue 17): dark only when default_dark is
// set (a phone in dark mode still gets light), the customer's toggle remembered; inside Telegram the
// client's theme; main_font and font_headings from the shipped Cyrillic-capable families.
import type { Page } from '@playwright/test';
import { test, expect, forHost, type OpenApp } from './fixtures.ts';
import { openHours, withPickup, withSettings } from './shop-state.ts';

test.beforeEach(async ({ page }) => {
  await openHours(page);
  await withPickup(page);
});

/**
 * The server's home page alone, as a slow phone shows it before its scripts arrive: a page of its
 * own (the fixture's page waits for the app to take over, which here it never does), its first
 * category drawn.
 */
async function serverPageAlone(page: Page, colorScheme: 'light' | 'dark' = 'light') {
  const bare = await page.context().newPage();
  await bare.route(/\/assets\/[^/]+\.js$/, (route) => route.abort());
  await bare.emulateMedia({ colorScheme });
  await bare.goto('/');
  await expect(bare.getByRole('heading', { level: 2, name: 'Пицца' })).toBeVisible();
  return bare;
}

test('default_dark off and a phone in dark mode: the light theme', async ({
  page,
  openApp,
  host,
}) => {
  await openApp('/', { dark: host === 'website' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

forHost('website', "the server renders the website's pages; the Mini App its own", () => {
  test('a phone in dark mode sees no dark flash before the app takes over the light page', async ({
    page,
  }) => {
    const bare = await serverPageAlone(page, 'dark');
    await expect(bare.locator('html')).not.toHaveAttribute('data-theme', 'dark');
    await expect(bare.locator('body')).toHaveCSS('background-color', 'rgb(245, 245, 247)');
  });
});

forHost('website', "the server renders the website's pages; the Mini App its own", () => {
  test("the server's page is in the shop's colours and fonts, and the app's start leaves them be", async ({
    page,
  }) => {
    const look = (p: typeof page) =>
      p.evaluate(() => {
        const style = getComputedStyle(document.documentElement);
        return ['--brand', '--brand-text', '--brand-soft', '--brand-accent', '--font-main'].map(
          (name) => style.getPropertyValue(name).trim(),
        );
      });
    const bare = await serverPageAlone(page);
    const served = await look(bare);
    // The demo shop's orange, darkened for white text on it (issue 13), not tokens.css's default.
    expect(served[0]).not.toBe('#ff6b2c');
    expect(served[4]).toContain('Inter');
    await bare.close();
    await page.goto('/');
    // Once the app has started and loaded all it asks for (its theme and font chunks included):
    await page.waitForLoadState('networkidle');
    expect(await look(page)).toEqual(served);
    // Every value was in place: nothing written on the root (each write restyles the whole page),
    // and the fonts the page declares are not declared a second time (all its text laid out anew).
    expect(await page.evaluate(() => document.documentElement.getAttribute('style'))).toBeNull();
    const fontSheets = await page.evaluate(
      () =>
        [...document.styleSheets].filter((sheet) =>
          [...sheet.cssRules].some((rule) => rule instanceof CSSFontFaceRule),
        ).length,
    );
    expect(fontSheets).toBe(1);
  });
});

test('default_dark on: dark on the website; inside Telegram the client decides', async ({
  page,
  openApp,
  host,
}) => {
  await withSettings(page, (s) => ((s.facade as Record<string, unknown>).default_dark = true));
  await openApp('/');
  // The Telegram client here is in its light theme, and its theme wins.
  await expect(page.locator('html')).toHaveAttribute(
    'data-theme',
    host === 'website' ? 'dark' : 'light',
  );
  if (host === 'website') {
    // On a phone the theme is in the burger menu.
    await page.getByRole('button', { name: 'Открыть меню' }).click();
    await page.getByTestId('burger-menu').getByTestId('theme-toggle').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  }
});

/**
 * A first visit's server-drawn page is in the system's font (index.html): the customer opens another
 * page, which is set in the shop's.
 */
async function openAnotherPage(page: Page) {
  await page.getByRole('link', { name: 'Контакты' }).first().click();
  await expect(page.getByRole('heading', { name: 'Контакты', level: 1 })).toBeVisible();
}

/** The shop's font faces loaded in the page, as 'Family weight', each once. */
const loadedFaces = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    const loaded = [...document.fonts].filter((f) => f.status === 'loaded');
    return [...new Set(loaded.map((f) => `${f.family.replace(/["']/g, '')} ${f.weight}`))].sort();
  });

test("main_font 'Rubik' renders in Rubik; an unknown font keeps the system's", async ({
  page,
  openApp,
  host,
}) => {
  await withSettings(page, (s) => {
    s.main_font = 'Rubik';
    s.font_headings = 'Comic Sans Deluxe';
  });
  await openApp('/');
  await expect(page.getByTestId('product-card').first()).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.body).fontFamily))
    .toContain('Rubik');
  if (host === 'website') await openAnotherPage(page);
  // The face is really there: the browser loaded Rubik's file for the Cyrillic text.
  await expect.poll(() => loadedFaces(page)).toContain('Rubik 400');
  const heading = page.getByRole('heading').first();
  expect(await heading.evaluate((h) => getComputedStyle(h).fontFamily)).not.toContain('Comic');
});

/** When the first paint and each font file's request came, and what each file transferred. */
interface FontTiming {
  paint: number;
  fonts: { start: number; bytes: number }[];
}

/**
 * A first visit to the website: its page is drawn in the system's font, and the shop's core files
 * (only those, 60 KB at most) are fetched after that first paint; the next page the customer opens
 * is in the shop's fonts, from those files.
 */
async function firstVisitFonts({ page, openApp }: { page: Page; openApp: OpenApp }) {
  const files: { name: string; bytes: Promise<number> }[] = [];
  page.on('response', (response) => {
    if (/\.woff2?$/.test(new URL(response.url()).pathname))
      files.push({
        name: new URL(response.url()).pathname,
        bytes: response
          .request()
          .sizes()
          .then((s) => s.responseBodySize),
      });
  });
  // The page as the server sends it names its fonts, and preloads none (no wait for the scripts).
  const html = await (await page.request.get('/')).text();
  expect(html).toContain("--font-main:'Inter'");
  expect(html).toContain("--font-headings:'Montserrat'");
  expect(html).not.toMatch(/<link rel="preload" as="font"/);
  const named = /data-fonts-files="([^"]*)"/.exec(html)![1]!.split(' ');
  expect(named).toHaveLength(6);

  // The first paint and the font files' requests, as the browser times them (the shop's fake clock
  // replaces `performance`, not its observers).
  await page.addInitScript(() => {
    const seen: FontTiming = { paint: -1, fonts: [] };
    (window as unknown as { __fontTiming: FontTiming }).__fontTiming = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.name === 'first-contentful-paint') seen.paint = entry.startTime;
    }).observe({ type: 'paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (/\.woff2?$/.test(entry.name))
          seen.fonts.push({
            start: entry.startTime,
            bytes: (entry as PerformanceResourceTiming).transferSize,
          });
    }).observe({ type: 'resource', buffered: true });
  });
  await openApp('/');
  await expect(page.getByTestId('product-card').first()).toBeVisible({ timeout: 20_000 });
  // The core files come, each asked for after the first paint.
  await expect.poll(() => files.length).toBe(6);
  const fontTiming = () =>
    page.evaluate(() => (window as unknown as { __fontTiming: FontTiming }).__fontTiming);
  const timing = await fontTiming();
  expect(timing.fonts).toHaveLength(6);
  expect(timing.paint).toBeGreaterThan(0);
  for (const { start } of timing.fonts) expect(start).toBeGreaterThan(timing.paint);
  expect(files.map((f) => f.name).sort()).toEqual([...named].sort());
  const total = (await Promise.all(files.map((f) => f.bytes))).reduce((a, b) => a + b, 0);
  expect(total).toBeLessThanOrEqual(60 * 1024);
  // This page stays in the system's font: no face of the shop's is in use.
  expect(await loadedFaces(page)).toEqual([]);

  await openAnotherPage(page);
  await expect.poll(() => loadedFaces(page)).toEqual(['Inter 400', 'Inter 600', 'Montserrat 800']);
  // From the files fetched before, out of the browser's cache: no byte more, and no other file of
  // the families (their full subsets).
  expect([...new Set(files.map((f) => f.name))].sort()).toEqual([...named].sort());
  const again = (await fontTiming()).fonts.slice(6);
  expect(again).toHaveLength(6);
  expect(again.map((f) => f.bytes)).toEqual([0, 0, 0, 0, 0, 0]);
}

forHost('website', "the server renders the website's pages; the Mini App draws its own", () => {
  test(
    "a first visit's page is in the system's font; the shop's small core files come after it, for the next page",
    firstVisitFonts,
  );

  test.describe('on a desktop', () => {
    test.use({ viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false });
    // The header's language select lists every language by its own name (Tiếng Việt, Қазақша…):
    // set in the system's font, it pulls none of the shop font's other subsets.
    test(
      "a first visit's page, then the next one in the shop's fonts, its language select too",
      firstVisitFonts,
    );
  });

  test.describe('with the service worker', () => {
    test.use({ serviceWorkers: 'allow' });

    test("a returning visitor's first paint is in the shop's fonts, from the worker's copies", async ({
      page,
    }) => {
      // What the page had when the browser reported its first paint: the shop's faces on or off,
      // and the faces asked for by then (index.html loads the core ones as it turns them on).
      await page.addInitScript(() => {
        new PerformanceObserver((list, observer) => {
          if (!list.getEntriesByName('first-contentful-paint').length) return;
          observer.disconnect();
          const asked: string[] = [];
          document.fonts.forEach((face) => {
            if (face.status !== 'unloaded')
              asked.push(`${face.family.replace(/["']/g, '')} ${face.weight} ${face.unicodeRange}`);
          });
          (window as unknown as { __atPaint: { on: boolean; asked: string[] } }).__atPaint = {
            on: !document.querySelector('style[data-fonts]')!.hasAttribute('media'),
            asked: asked.sort(),
          };
        }).observe({ type: 'paint', buffered: true });
      });
      const atPaint = async () => {
        await page.waitForFunction(() => '__atPaint' in window);
        return page.evaluate(
          () => (window as unknown as { __atPaint: { on: boolean; asked: string[] } }).__atPaint,
        );
      };
      await page.goto('/');
      // A first visit: off (its first paint is in the system's font).
      expect(await atPaint()).toEqual({ on: false, asked: [] });
      // Once the worker keeps the core files this page fetched after its paint:
      await expect
        .poll(
          () =>
            page.evaluate(async () => {
              const files = document
                .querySelector('style[data-fonts]')!
                .getAttribute('data-fonts-files')!
                .split(' ');
              const kept = await Promise.all(files.map((file) => caches.match(file)));
              return kept.every(Boolean);
            }),
          { timeout: 15_000 },
        )
        .toBe(true);
      await page.goto('/');
      const { on, asked } = await atPaint();
      expect(on).toBe(true);
      const latin = /^U\+20-7E, /;
      const cyrillic = /^U\+400-45F, /;
      const signs = /^U\+20B8, U\+20BD$/;
      const faces = (family: string, ranges: RegExp[]) =>
        ranges.map((range) =>
          expect.stringMatching(new RegExp(`^${family} ${range.source.slice(1)}`)),
        );
      expect(asked).toEqual(
        expect.arrayContaining([
          ...faces('Inter 400', [latin, cyrillic, signs]),
          ...faces('Inter 600', [latin, cyrillic, signs]),
          ...faces('Montserrat 800', [latin, cyrillic]),
        ]),
      );
      // Only the core faces: no other subset of a family is fetched for it.
      expect(asked).toHaveLength(8);
    });
  });
});
