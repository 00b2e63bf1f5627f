// A build written beside a running server (server/render/build-watch.ts): the pages are drawn from
// it from the next request on, with its scripts and styles and its server entry loaded afresh; a
// build still being written (files changed in the last moment, or no manifest yet) is not taken.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BuildWatch } from '../../server/render/build-watch.ts';
import { ServerEntry } from '../../server/render/server-entry.ts';
import { publicSite } from '../../server/render/public-site.ts';
import type { Renderer } from '../../server/render/page-renderer.ts';
import { testServer } from './harness.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true })));
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-watch-'));
  dirs.push(dir);
  return dir;
};

/** Sets a file's time `ago` ms before now. */
const age = (file: string, ago: number) => {
  const when = new Date(Date.now() - ago);
  fs.utimesSync(file, when, when);
};

/** Writes a build of index.html whose entry and style sheet are named by `hash`, `ago` ms ago. */
function writeBuild(dist: string, hash: string, ago = 10_000) {
  const shell = fs
    .readFileSync('index.html', 'utf8')
    .replace('<script type="module" src="/src/main.tsx"></script>\n', '')
    .replace(
      '</head>',
      `<script type="module" crossorigin src="/assets/index-${hash}.js"></script>\n` +
        `<link rel="stylesheet" crossorigin href="/assets/index-${hash}.css">\n</head>`,
    );
  fs.mkdirSync(path.join(dist, '.vite'), { recursive: true });
  const manifest = path.join(dist, '.vite', 'manifest.json');
  fs.writeFileSync(path.join(dist, 'app-shell.html'), shell);
  fs.writeFileSync(
    manifest,
    JSON.stringify({ 'index.html': { file: `assets/index-${hash}.js`, isEntry: true } }),
  );
  age(path.join(dist, 'app-shell.html'), ago);
  age(manifest, ago);
}

describe('BuildWatch', () => {
  it('tells once of a new whole build, not of one being written, and looks at most so often', () => {
    const dir = tempDir();
    const manifest = path.join(dir, 'manifest.json');
    const shell = path.join(dir, 'shell.html');
    let clock = Date.now();
    /** Writes `file` as if at `at` on the watch's clock. */
    const write = (file: string, at: number) => {
      fs.writeFileSync(file, String(at));
      fs.utimesSync(file, new Date(at), new Date(at));
    };
    const entry = path.join(dir, 'entry-server.js');
    const watch = new BuildWatch(
      { manifest, pages: [shell], serverEntry: entry },
      { now: () => clock, checkEveryMs: 1000 },
    );
    expect(watch.version).toBe('');
    // [what happened, ms on the clock since the last step, a file written so long before now, told]
    const steps: [string, number, [string, number] | null, boolean][] = [
      ['before any build', 0, null, false],
      ['a shell without its manifest yet', 5000, [shell, 3000], false],
      ['the manifest written just now: not settled', 1000, [manifest, 100], false],
      ['settled, but no server entry yet', 1000, [manifest, 5000], false],
      ['the old server entry, older than the manifest', 1000, [entry, 9000], false],
      ['the new entry, settled, but looked at too soon', 500, [entry, 3000], false],
      ['looked at again: taken', 500, null, true],
      ['nothing new since', 1000, null, false],
      ['the shell rewritten (npm run prerender)', 1000, [shell, 3000], true],
    ];
    for (const [what, after, written, told] of steps) {
      clock += after;
      if (written) write(written[0], clock - written[1]);
      expect(watch.changed(), what).toBe(told);
      if (told) expect(watch.version).not.toBe('');
    }
  });
});

describe('a running server and a new build', () => {
  const backend = testServer();
  const dist = tempDir();
  writeBuild(dist, 'OLD1');
  let loads = 0;
  const lines: string[] = [];
  const site = publicSite({
    distDir: dist,
    serverBuildDir: path.join(dist, 'none'),
    apiBase: '/api',
    fetch: (input, init) =>
      Promise.resolve(backend.app.request(input instanceof Request ? input : String(input), init)),
    clientConfig: {},
    publicUrl: 'https://shop.example.com',
    buildWatch: { checkEveryMs: 0 },
    loadRenderer: () => {
      loads++;
      return import('../../src/entry-server.tsx') as Promise<Renderer>;
    },
    log: (line) => lines.push(line),
  });
  const page = async (url: string) => {
    const res = await site.routes.request(url);
    expect(res.status).toBe(200);
    return res.text();
  };

  it('draws the pages from the new build from the next request on', async () => {
    const before = await page('/menu/pizza');
    expect(before).toContain('Маргарита');
    expect(before).toContain('index-OLD1.js');
    expect(await page('/app-shell.html')).toContain('index-OLD1.css');
    expect(loads).toBe(1);

    writeBuild(dist, 'NEW2');
    const after = await page('/menu/pizza');
    expect(after).toContain('Маргарита');
    expect(after).toContain('index-NEW2.js');
    expect(after).not.toContain('OLD1');
    expect(await page('/app-shell.html')).toContain('index-NEW2.css');
    // Its server entry loaded again, the page not taken from the cache of the old build's.
    expect(loads).toBe(2);
    expect(lines.some((l) => l.startsWith('[site] a new build'))).toBe(true);
  });

  it('keeps serving the build it has while a new one is being written', async () => {
    writeBuild(dist, 'HALF3', 0);
    const html = await page('/menu/pizza');
    expect(html).toContain('index-NEW2.js');
    expect(html).not.toContain('HALF3');
    // Left alone long enough: taken.
    writeBuild(dist, 'DONE4');
    expect(await page('/menu/pizza')).toContain('index-DONE4.js');
  });
});

describe('ServerEntry', () => {
  // A server build as Vite writes one: a lazy chunk importing the entry by its name, and a package.
  const dir = fs.mkdtempSync(path.join('node_modules', '.cache-server-entry-'));
  afterAll(() => fs.rmSync(dir, { recursive: true }));
  const writeServerBuild = (version: number) => {
    fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'entry-server.js'),
      `import { LRUCache } from 'lru-cache';\n` +
        `export const context = { version: ${version} };\n` +
        `export async function render() {\n` +
        `  const chunk = await import('./assets/screen-${version}.js');\n` +
        `  return { version: ${version}, same: chunk.context() === context, cache: typeof LRUCache };\n` +
        `}\n`,
    );
    fs.writeFileSync(
      path.join(dir, 'assets', `screen-${version}.js`),
      `import { context as c } from '../entry-server.js';\nexport const context = () => c;\n`,
    );
  };
  const copiesIn = tempDir();
  const copies = () => fs.readdirSync(copiesIn).length;

  it('loads a new build whole, its chunks with its own entry; keeps two copies, none of a gone process', async () => {
    writeServerBuild(1);
    const entry = new ServerEntry(dir, copiesIn);
    const render = async () =>
      ((await entry.load()) as unknown as { render(): Promise<unknown> }).render();
    expect(await render()).toEqual({ version: 1, same: true, cache: 'function' });
    // Left by a server stopped by a signal.
    fs.mkdirSync(path.join(copiesIn, 'storefront-ssr-999999999-x1'));
    for (const version of [2, 3, 4]) {
      writeServerBuild(version);
      entry.renew();
      expect(await render()).toEqual({ version, same: true, cache: 'function' });
    }
    expect(copies()).toBe(2);
    expect(
      fs.readdirSync(copiesIn).every((d) => d.startsWith(`storefront-ssr-${process.pid}-`)),
    ).toBe(true);
  });
});
