// Debian's Chromium when present (CI, the build machine); undefined otherwise, so Playwright takes
// its own browser (a laptop after `npx playwright install chromium`). One answer for the browser
// tests, Lighthouse, the bench, the profiler and the screenshots.
import fs from 'node:fs';

export const systemChromium: string | undefined = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
].find((p) => fs.existsSync(p));
