// The full-screen image carousel in both hosts: a product photo opens it at that photo; the arrows of
// the keyboard and a swipe step between photos; Escape, a pull down or the close button leave it and
// the product stays open beneath.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';

const FIRST_LOAD = { timeout: 30_000 };
const carousel = (page: Page) => page.getByRole('dialog', { name: 'Фотографии' });
const slideLabel = (page: Page) =>
  carousel(page).locator('.yarl__slide_current').getAttribute('aria-label');

async function openMargherita(page: Page, openApp: (path?: string) => Promise<void>) {
  await openApp('/?product_id=1000');
  const modal = page.getByTestId('product-modal');
  await expect(modal.getByRole('heading', { level: 2 })).toBeVisible(FIRST_LOAD);
  return modal;
}

/**
 * A finger on the screen: touch events through the browser's input layer, as a phone sends them,
 * stamped as a finger moves: over a quarter of a second, then resting a moment before it lifts.
 * Events sent back to back with no stamps read as a flick at thousands of pixels a second, and
 * the browser then treats the next tap as one that stops the fling: no click (the close-button
 * tap after the pull down was lost that way, now and then, on a busy machine).
 */
async function swipe(page: Page, from: [number, number], to: [number, number]) {
  const cdp = await page.context().newCDPSession(page);
  const point = (x: number, y: number) => [{ x, y, id: 1, radiusX: 4, radiusY: 4, force: 1 }];
  const start = Date.now() / 1000;
  const at = (ms: number) => start + ms / 1000;
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: point(...from),
    timestamp: at(0),
  });
  for (let i = 1; i <= 8; i++) {
    const x = from[0] + ((to[0] - from[0]) * i) / 8;
    const y = from[1] + ((to[1] - from[1]) * i) / 8;
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: point(x, y),
      timestamp: at(i * 30),
    });
  }
  for (const rest of [300, 340, 380]) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: point(...to),
      timestamp: at(rest),
    });
  }
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchEnd',
    touchPoints: [],
    timestamp: at(400),
  });
  await cdp.detach();
}

test('the carousel opens at a photo and closes with the keyboard', async ({ page, openApp }) => {
  test.slow();
  const modal = await openMargherita(page, openApp);
  await modal.getByRole('button', { name: /^Открыть фото 2:/ }).click();
  await expect(carousel(page)).toBeVisible();
  expect(await slideLabel(page)).toBe('2 из 2');
  await expect(carousel(page).getByText('2 / 2')).toBeVisible();

  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => slideLabel(page)).toBe('1 из 2');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => slideLabel(page)).toBe('2 из 2');

  // Escape leaves the photos only: the product is still open beneath, and a second Escape closes it.
  await page.keyboard.press('Escape');
  await expect(carousel(page)).toHaveCount(0);
  await expect(modal).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
});

test('the carousel follows a finger: swipe to the next photo, pull down to close', async ({
  page,
  openApp,
}) => {
  test.slow();
  const modal = await openMargherita(page, openApp);
  await modal.getByRole('button', { name: /^Открыть фото 1:/ }).tap();
  await expect(carousel(page)).toBeVisible();
  expect(await slideLabel(page)).toBe('1 из 2');

  const { width, height } = page.viewportSize()!;
  await swipe(page, [width * 0.8, height / 2], [width * 0.15, height / 2]);
  await expect.poll(() => slideLabel(page)).toBe('2 из 2');

  await swipe(page, [width / 2, height * 0.35], [width / 2, height * 0.85]);
  await expect(carousel(page)).toHaveCount(0);
  await expect(modal).toBeVisible();

  // The close button, tapped.
  await modal.getByRole('button', { name: /^Открыть фото 1:/ }).tap();
  await carousel(page).getByRole('button', { name: 'Закрыть' }).tap();
  await expect(carousel(page)).toHaveCount(0);
});

test("the gallery page shows each of the shop's galleries; a photo opens them full screen", async ({
  page,
  openApp,
}) => {
  await openApp('/gallery');
  await expect(page.getByRole('heading', { name: 'Наши блюда', level: 2 })).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('heading', { name: 'Кухня и зал', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Кухня и зал: фото 3' }).click();
  await expect(carousel(page)).toBeVisible();
  expect(await slideLabel(page)).toBe('3 из 6');
  await page.keyboard.press('Escape');
  await expect(carousel(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Кухня и зал: фото 3' })).toBeVisible();
});
