// `npm run size` weighs what a first visit to the home page runs (scripts/home-files.mjs): the
// entry's graph, the home chunk, the core texts and the lazy modules fetched once the page is up.
// Here Chromium makes that first visit and the two lists must agree: a module added to the first
// visit, or one that stopped loading, fails this test until the size script's list says so. The
// website's home page only (playwright.config.ts).
import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from './fixtures.ts';
import { homeFiles } from '../../scripts/home-files.mjs';

test('a first visit to the home page fetches exactly the scripts the size script weighs', async ({
  page,
}) => {
  const manifest = JSON.parse(
    fs.readFileSync(path.resolve(process.env.DIST_DIR ?? 'dist', '.vite/manifest.json'), 'utf8'),
  ) as Record<string, unknown>;
  const weighed = [...homeFiles(manifest).files]
    .filter((f) => f.endsWith('.js'))
    .map((f) => `/${f}`)
    .sort();
  const fetched = new Set<string>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/assets\/.+\.js$/.test(pathname)) fetched.add(pathname);
  });

  await page.goto('/');
  // Every script the size script weighs arrives (the lazy ones once the page is up)…
  await expect.poll(() => weighed.filter((f) => !fetched.has(f)), { timeout: 30_000 }).toEqual([]);
  // …and, once the page has settled, none it does not weigh.
  await page.waitForLoadState('networkidle');
  expect([...fetched].filter((f) => !weighed.includes(f)).sort()).toEqual([]);
});
