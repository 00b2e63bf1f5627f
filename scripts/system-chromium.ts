// Debian's Chromium when present (CI, the build machine); undefined otherwise, so Playwright takes
// its own browser (a laptop after `npx playwright install chromium`). One answer for Lighthouse, the
// bench, the profiler and the screenshots.
import fs from 'node:fs';

const firstOf = (paths: string[]) => paths.find((p) => fs.existsSync(p));

export const systemChromium: string | undefined = firstOf([
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
]);

/**
 * The browser tests' Chromium: Debian's headless shell (`chromium-headless-shell`, the same Blink
 * and V8 as `chromium`, built without the browser's window and UI) when installed, else the full
 * browser. It is what Playwright itself runs headless with its own download; on two cores it ran the
 * same tests in about 15 % less time than the full browser's headless mode (README "Tests").
 */
export const testChromium: string | undefined =
  firstOf(['/usr/bin/chromium-headless-shell']) ?? systemChromium;
