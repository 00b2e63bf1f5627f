// Banners and stories in both hosts: the galleries on home, and the story viewer — it opens, steps
// by taps, the keyboard and its own clock, pauses while held, closes by Escape and a swipe down,
// marks what was seen, shows a story's picture when its clip cannot play, and leads where the
// banner does.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';

/** A first load fetches the settings, the catalogue and the home's chunks: slow on a busy machine. */
const FIRST_LOAD = { timeout: 30_000 };
const viewer = (page: Page, n?: number) =>
  page.getByRole('dialog', { name: n ? new RegExp(`^История ${n} из`) : /^История/ });

/** The shop loaded, then its clock stopped: from here time moves only when the test says so. */
async function openWithClockStopped(page: Page, openApp: (path?: string) => Promise<void>) {
  await page.clock.install();
  await openApp('/');
  await expect(page.getByTestId('story').first()).toBeVisible(FIRST_LOAD);
  // Far enough ahead that a busy machine has not passed it by the time the command arrives.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 5000));
}

test('a story opens, advances and closes', async ({ page, openApp }) => {
  test.slow();
  await openWithClockStopped(page, openApp);
  const stories = page.getByTestId('story');
  await stories.filter({ hasText: 'Роллы и суши' }).click();
  await expect(viewer(page, 1)).toBeVisible();
  await expect(viewer(page).getByRole('heading', { name: 'Роллы и суши' })).toBeVisible();

  // A tap on the right goes on, on the left back; the arrows step too.
  await viewer(page).getByRole('button', { name: 'Следующая история' }).click();
  await expect(viewer(page, 2)).toBeVisible();
  await expect(viewer(page).getByRole('heading', { name: 'Скидка в ДР' })).toBeVisible();
  await viewer(page).getByRole('button', { name: 'Предыдущая история' }).click();
  await expect(viewer(page, 1)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(viewer(page, 2)).toBeVisible();

  // Its own clock: a picture stays six seconds, then the next story comes.
  await page.clock.runFor(6500);
  await expect(viewer(page, 3)).toBeVisible();
  await expect(viewer(page).getByRole('heading', { name: 'Как готовим' })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(viewer(page)).toHaveCount(0);
  // The stories watched are marked seen; the unwatched ones are not.
  await expect(stories.filter({ hasText: 'Роллы и суши' })).toHaveClass(/story--seen/);
  await expect(stories.filter({ hasText: 'Как готовим' })).toHaveClass(/story--seen/);
  await expect(stories.filter({ hasText: 'Пицца из печи' })).not.toHaveClass(/story--seen/);
});

test('holding pauses a story; a swipe down closes the viewer', async ({ page, openApp }) => {
  test.slow();
  await openWithClockStopped(page, openApp);
  await page.getByTestId('story').first().click();
  await expect(viewer(page, 1)).toBeVisible();
  const zone = viewer(page).getByRole('button', { name: 'Следующая история' });
  const box = (await zone.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 3;

  // Held for longer than a story lasts: still the first one, and letting go does not step.
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.clock.runFor(7000);
  await expect(viewer(page)).toHaveAttribute('data-paused', 'true');
  await expect(viewer(page, 1)).toBeVisible();

  // Dragged down and let go: closed.
  for (let dy = 20; dy <= 200; dy += 30) await page.mouse.move(x, y + dy);
  await page.mouse.up();
  await expect(viewer(page)).toHaveCount(0);
});

test('a video story plays its clip, pauses while held and moves on when it ends', async ({
  page,
  openApp,
}) => {
  test.slow();
  await openApp('/');
  // The demo's preview stories (settings.demo_previews) are clips, each with its title.
  await page.getByTestId('story').filter({ hasText: 'Пицца из печи' }).click(FIRST_LOAD);
  await expect(viewer(page, 4)).toBeVisible();
  await expect(viewer(page).getByRole('heading', { name: 'Пицца из печи' })).toBeVisible();
  const clip = viewer(page).locator('video');
  await expect(clip, 'the clip plays (it did not give way to the picture)').toBeVisible();
  const time = () => clip.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect.poll(time, { timeout: 15_000 }).toBeGreaterThan(0.3);

  // Held: the clip stops where it is; let go, it goes on from there.
  const zone = viewer(page).getByRole('button', { name: 'Следующая история' });
  const box = (await zone.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 3);
  await page.mouse.down();
  await expect(viewer(page)).toHaveAttribute('data-paused', 'true');
  await expect.poll(() => clip.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  const held = await time();
  await page.mouse.up();
  await expect(viewer(page)).not.toHaveAttribute('data-paused', 'true');
  await expect.poll(time).toBeGreaterThan(held);
  await expect(viewer(page, 4)).toBeVisible();

  // Its end is the story's end: the next one comes by itself.
  await expect(viewer(page, 5)).toBeVisible({ timeout: 20_000 });
});

test("a clip that cannot play gives way to its story's picture for a picture's time", async ({
  page,
  openApp,
}) => {
  test.slow();
  // The network does not give the second clip, and no copy of it is kept yet.
  await page.route('**/video/rolls.mp4*', (route) => route.abort('connectionreset'));
  await openWithClockStopped(page, openApp);
  await page.getByTestId('story').filter({ hasText: 'Как крутим роллы' }).click();
  await expect(viewer(page, 5)).toBeVisible();
  await expect(viewer(page).getByRole('heading', { name: 'Как крутим роллы' })).toBeVisible();
  // The story stays, drawn by its picture, on a picture's clock.
  await expect(viewer(page).locator('video')).toHaveCount(0);
  await expect(viewer(page).locator('img.story-viewer__image')).toBeVisible();
  await page.clock.runFor(3000);
  await expect(viewer(page, 5)).toBeVisible();
  // Its six seconds over, the last story closes the viewer.
  await page.clock.runFor(3500);
  await expect(viewer(page)).toHaveCount(0);
});

test("a story's call to action leads where its banner does", async ({ page, openApp }) => {
  test.slow();
  await openApp('/');
  await page.getByTestId('story').filter({ hasText: 'Скидка в ДР' }).click(FIRST_LOAD);
  await viewer(page).getByRole('button', { name: 'Подробнее' }).click();
  await expect(viewer(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/information\/post\/skidka-v-den-rozhdeniya$/);
});

test('the further galleries show as home blocks', async ({ page, openApp }) => {
  test.slow();
  await openApp('/');
  await expect(page.getByRole('heading', { name: 'Пицца', level: 2 })).toBeVisible(FIRST_LOAD);
  const card = page.getByTestId('banner').filter({ hasText: 'Десерты к чаю' });
  // Below the first screen: its picture is asked for as it comes near, and then shows.
  const picture = card.locator('img');
  await expect(picture).toHaveAttribute('loading', 'lazy');
  await card.scrollIntoViewIfNeeded();
  await expect(card).toBeVisible();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await card.click();
  await expect(page).toHaveURL(/\/catalog\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Десерты', level: 1 })).toBeVisible();
});
