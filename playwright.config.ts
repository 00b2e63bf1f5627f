import { defineConfig, devices } from '@playwright/test';
import { testChromium } from './scripts/system-chromium.ts';

const PORT = Number(process.env.E2E_PORT ?? 8181);

const phone = {
  ...devices['Pixel 7'],
  viewport: { width: 390, height: 844 },
  // A phone's touch, mobile viewport and user agent, drawn at one device pixel per CSS pixel: the
  // Pixel's 2.625 made every frame seven times the pixels to rasterise in software, and the suite
  // about 10% slower on two cores, for nothing a test reads.
  deviceScaleFactor: 1,
  launchOptions: {
    executablePath: testChromium,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

export default defineConfig({
  testDir: 'tests/e2e',
  // Runs on other ports (several builds tested side by side) keep their own artifacts.
  outputDir: process.env.E2E_PORT ? `test-results/port-${PORT}` : 'test-results',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A trace only for a failed test's retry (CI retries once): recording one for every test
    // (screenshots and a DOM snapshot at each step, then thrown away when it passes) made the whole
    // suite about 30% slower on this 2-core machine. Locally: `npx playwright test --trace on`.
    trace: 'on-first-retry',
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    // The production build registers a service worker (README "Service worker"); installing it
    // fetches every chunk of the build into its cache, per test context: too slow for the whole
    // suite on two cores, and page.route would not see what the worker fetches. Blocked here;
    // tests/e2e/offline.spec.ts allows it.
    serviceWorkers: 'block',
  },
  projects: [
    // Issue 19: a 5,000-product shop on a server of its own (the spec starts it), website only.
    // First: its tests run in order in one worker for minutes, while the other worker takes the
    // rest; listed last, they kept one worker busy after the other had finished.
    { name: 'big-catalog', use: { ...phone }, testMatch: /big-catalog\.spec\.ts/ },
    { name: 'website', use: { ...phone }, testIgnore: /big-catalog/ },
    // Specs about the website's own server-drawn page (search engines, taps before the start, the
    // first visit's scripts) are not listed for Telegram at all: a skip inside a test runs after
    // its page and hooks are set up, about 0.4 s each for nothing.
    {
      name: 'telegram',
      use: { ...phone },
      testIgnore: /big-catalog|early-taps|seo\.spec|size-files/,
    },
  ],
  webServer: {
    command: `node scripts/e2e-server.mjs`,
    env: { ...(process.env as Record<string, string>), PORT: String(PORT) },
    url: `http://localhost:${PORT}/api/wp-json/v1/all_settings`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
