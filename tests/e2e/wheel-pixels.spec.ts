// The fortune wheel is drawn for the screen's pixel ratio (issue 13): at 1 (most desktops) it was
// squashed into half a wheel, four prizes of eight; at 2 and 3 it must stay sharp. The canvas's
// pixels are as many as its size times the ratio on both sides, and the wheel is round: its
// bottom half is painted as well as its top.
import { test, expect } from './fixtures.ts';
import { openSignedIn } from './signed-in.ts';

for (const ratio of [1, 2]) {
  test.describe(`pixel ratio ${ratio}`, () => {
    test.use({ deviceScaleFactor: ratio });

    test('the wheel is whole and sharp', async ({ page, openApp, host, request }) => {
      test.setTimeout(90_000);
      let user: Parameters<typeof openApp>[1];
      await openSignedIn(
        page,
        (path, opts) => {
          user = opts;
          return openApp(path, opts);
        },
        host,
        request,
      );
      await openApp('/lk/game', user);
      const canvas = page.getByTestId('wheel-canvas');
      await expect(canvas).toBeVisible({ timeout: 20_000 });
      const size = await canvas.evaluate((c: HTMLCanvasElement) => ({
        width: c.width,
        height: c.height,
        css: c.getBoundingClientRect().width,
      }));
      expect(size.width).toBe(Math.round(size.css * ratio));
      expect(size.height).toBe(size.width);
      // A point in the lower half (the squashed wheel left it empty) is painted, not transparent.
      const alpha = await canvas.evaluate((c: HTMLCanvasElement) => {
        const ctx = c.getContext('2d')!;
        return ctx.getImageData(Math.round(c.width / 2), Math.round(c.height * 0.85), 1, 1).data[3];
      });
      expect(alpha).toBe(255);
    });
  });
}
