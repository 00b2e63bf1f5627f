// Issue 15: the shop on a plain static host. `npm run prerender` writes every public page from the
// backend's data into a copy of the build, a file server with nothing but files (and the fallbacks
// a static host is told about) serves it, and the pages call the backend on its own origin
// (CORS_ORIGINS). Read with JavaScript off, a page holds its dish and price; with it on, the page
// hydrates without a warning and a customer fills a cart from it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { pageFile } from '../../server/render/prerender.ts';
import { sitemapUrls } from '../../server/render/sitemap.ts';
import type { Browser } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { POKROVKA, openHours, productCard, withAddress } from './shop-state.ts';
import { STATIC_PORT } from './static-port.ts';

const SITE = `http://localhost:${STATIC_PORT}`;
let BACKEND = '';
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml',
  '.txt': 'text/plain',
};

/** A static host: files, directories' index.html, the app shell for private pages, else 404.html. */
function fileServer(root: string) {
  return http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', SITE).pathname);
    const inside = (p: string) => path.join(root, path.normalize(p).replace(/^(\.\.[/\\])+/, ''));
    const candidates = [inside(pathname), inside(path.join(pathname, 'index.html'))];
    let file = candidates.find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
    let status = 200;
    if (!file && /^\/(lk|order|cart)(\/|$)/.test(pathname)) file = inside('/app-shell.html');
    if (!file) [file, status] = [inside('/404.html'), 404];
    res.writeHead(status, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    });
    fs.createReadStream(file).pipe(res);
  });
}

// In order, in one worker (one prerendered build); a failure does not skip the others.
test.describe.configure({ mode: 'default' });
test.beforeEach(({}, info) => test.skip(info.project.name !== 'website', 'a website host'));

let root = '';
let server: http.Server | null = null;

test.beforeAll(async ({ baseURL }, info) => {
  if (info.project.name !== 'website') return;
  test.setTimeout(300_000);
  BACKEND = `${baseURL}/api`;
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-host-'));
  fs.cpSync('dist', root, { recursive: true });
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/prerender.ts'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        BACKEND_URL: BACKEND,
        PUBLIC_URL: SITE,
        DIST_DIR: root,
        SERVER_BUILD_DIR: path.resolve('dist-server'),
      },
    });
    child.on('exit', resolve);
  });
  expect(code, 'npm run prerender exits 0').toBe(0);
  server = fileServer(root);
  await new Promise<void>((resolve) => server!.listen(STATIC_PORT, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(null)));
  if (root && fs.existsSync(root)) fs.rmSync(root, { recursive: true });
});

test('the build holds every page of the sitemap and the files a static host needs', () => {
  const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
  const pages = sitemapUrls(read('sitemap.xml')).map((url) => url.pathname);
  expect(pages.length).toBeGreaterThan(100);
  for (const page of pages) expect(fs.existsSync(path.join(root, pageFile(page))), page).toBe(true);
  const product = read(pageFile('/menu/pizza/pizza-classic/pizza-margherita'));
  expect(product).toContain('"@type":"Product"');
  expect(product).toContain(`"apiBase":"${BACKEND}"`);
  // The compressed twins are the new pages', not the build's.
  const home = read('index.html');
  expect(home).toContain('data-ssr');
  expect(
    zlib.brotliDecompressSync(fs.readFileSync(path.join(root, 'index.html.br'))).toString(),
  ).toBe(home);
  expect(read('robots.txt')).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  const manifest = JSON.parse(read('manifest.webmanifest')) as { icons: { src: string }[] };
  for (const icon of manifest.icons)
    expect(fs.existsSync(path.join(root, new URL(icon.src, SITE).pathname))).toBe(true);
  expect(fs.readFileSync(path.join(root, 'favicon.ico')).subarray(1, 4).toString()).toBe('PNG');
  expect(read('runtime-config.js')).toContain(`"apiBase":"${BACKEND}"`);
  // The page the browser renders alone stays the built shell (the fallback for /lk, /order…).
  expect(read('app-shell.html')).toBe(fs.readFileSync('dist/app-shell.html', 'utf8'));
});

test.describe('without JavaScript', () => {
  /** A page as a link preview or a search engine reads it: the file alone, no script run. */
  const plainPage = async (browser: Browser) =>
    (await browser.newContext({ javaScriptEnabled: false, locale: 'ru-RU' })).newPage();

  test('a category page is a file that holds its dishes and prices', async ({ browser }) => {
    const page = await plainPage(browser);
    const res = await page.goto(`${SITE}/menu/pizza`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Пицца', level: 1 })).toBeVisible();
    await expect(productCard(page, 'Маргарита')).toContainText('₽');
    await expect(page).toHaveTitle(/Пицца/);
    await page.context().close();
  });

  test('an unknown address answers the not-found page with 404', async ({ browser }) => {
    const page = await plainPage(browser);
    const res = await page.goto(`${SITE}/no-such-page`);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.context().close();
  });
});

test('a prerendered page hydrates without a warning and fills a cart from the backend', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || (m.type() === 'warning' && /hydrat|did not match/i.test(m.text())))
      problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  await openHours(page);
  await withAddress(page, POKROVKA);
  await page.goto(`${SITE}/menu/rolls-sushi`);
  await expect(page.locator('#root[data-hydrated]')).toBeAttached({ timeout: 20_000 });
  // The cart's pricing is the backend's, on its own origin.
  const priced = page.waitForResponse((r) => r.url().startsWith(`${BACKEND}/`) && r.ok());
  const roll = productCard(page, 'Филадельфия');
  await roll.getByRole('button', { name: /^Добавить в корзину/ }).click();
  await expect(roll.getByTestId('cart-count')).toHaveText('1');
  await priced;
  expect(problems).toEqual([]);
});

test('a private page starts the app from the shell', async ({ page }) => {
  const res = await page.goto(`${SITE}/lk`);
  // The host answers the shell (no content of its own); the app starts from it and, for a guest,
  // leads to the menu with the account's sign-in link.
  expect(await res?.text()).not.toContain('Личный кабинет');
  await expect(page.getByRole('link', { name: 'Личный кабинет' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('searchbox', { name: 'Поиск по меню' })).toBeVisible();
});
