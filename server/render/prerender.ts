// `npm run prerender`: every public page of the shop written as HTML into the build (dist/), for a
// plain static host — the same pages the server renders at request time (server/front.ts over the
// shop's backend), read from the sitemap: home, categories, products, brands, blog and posts,
// information pages, contacts, gallery. Beside them robots.txt, sitemap.xml, the web-app manifest
// and its icons, favicon.ico, 404.html (the not-found page, with status 404 on hosts that use it)
// and runtime-config.js; each text file with its brotli and gzip twins (nginx gzip_static and
// brotli_static serve them). app-shell.html, the page the browser renders alone, stays as built:
// the host's fallback for private pages (/lk, /order…). README "Static hosting: npm run prerender".
import fs from 'node:fs';
import path from 'node:path';
import { createFront, type FrontOptions } from '../front.ts';
import { writeTwins } from '../http/encoding.ts';
import { sitemapUrls } from './sitemap.ts';
import { FAVICON_FILE } from './web-manifest.ts';

/** What the front takes: the build's configuration, the backend, its Pusher app. */
export type PrerenderOptions = FrontOptions;

export interface PrerenderResult {
  pages: number;
  files: string[];
}

/** Where a page's HTML goes: `/` → index.html, `/menu/pizza` → menu/pizza/index.html. */
export function pageFile(pagePath: string): string {
  const clean = decodeURIComponent(pagePath.split(/[?#]/)[0]!).replace(/^\/+|\/+$/g, '');
  if (clean.split('/').some((part) => part === '..' || part === '.'))
    throw new Error(`not a page path: ${pagePath}`);
  return clean ? path.join(clean, 'index.html') : 'index.html';
}

export async function prerender(options: PrerenderOptions): Promise<PrerenderResult> {
  const { config } = options;
  const log = options.log ?? console.log;
  if (!options.loadRenderer && !fs.existsSync(path.join(config.serverBuildDir, 'entry-server.js')))
    throw new Error(`no server-rendering build in ${config.serverBuildDir}: run \`npm run build\``);
  const { app } = createFront({ ...options, log });
  const files: string[] = [];
  const write = async (file: string, body: Uint8Array | string) => {
    const target = path.join(config.distDir, file);
    const raw = typeof body === 'string' ? Buffer.from(body) : Buffer.from(body);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    await fs.promises.writeFile(target, raw);
    // Twins written anew, or removed: a stale index.html.br would stand for the old page.
    await writeTwins(target, /\.png$/.test(file) ? Buffer.alloc(0) : raw);
    files.push(file);
  };
  const get = async (url: string, expected = 200) => {
    const res = await app.request(url, { headers: { 'accept-encoding': 'identity' } });
    if (res.status !== expected)
      throw new Error(`${url} answered ${res.status}: is the shop's backend up?`);
    return new Uint8Array(await res.arrayBuffer());
  };

  const sitemap = new TextDecoder().decode(await get('/sitemap.xml'));
  const listed = sitemapUrls(sitemap);
  const origin = listed[0]?.origin ?? 'http://shop.invalid';
  const pages = listed.map((url) => url.pathname + url.search);
  // Pages one at a time: the renderer is synchronous work, and a backend is not to be flooded.
  let done = 0;
  for (const page of pages) {
    await write(pageFile(page), await get(page));
    done += 1;
    if (done % 50 === 0) log(`[prerender] ${done} of ${pages.length} pages`);
  }
  await write('404.html', await get('/404-not-found-page', 404));
  await write('sitemap.xml', sitemap);
  await write('robots.txt', await get('/robots.txt'));
  const manifest = await get('/manifest.webmanifest');
  await write('manifest.webmanifest', manifest);
  const { icons = [], screenshots = [] } = JSON.parse(new TextDecoder().decode(manifest)) as {
    icons?: { src: string }[];
    screenshots?: { src: string }[];
  };
  for (const { src } of [...icons, ...screenshots]) {
    const url = new URL(src, origin);
    if (url.origin === origin) await write(url.pathname.slice(1), await get(url.pathname));
  }
  await write(FAVICON_FILE, await get(`/${FAVICON_FILE}`));
  await write('runtime-config.js', await get('/runtime-config.js'));
  log(
    `[prerender] ${pages.length} pages and ${files.length - pages.length} files into ${config.distDir}`,
  );
  return { pages: pages.length, files };
}
