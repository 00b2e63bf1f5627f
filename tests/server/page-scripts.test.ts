// A server-drawn page's scripts (server/render/page-template.ts, index.html's loader): the entry and
// the chunks of the page's screen are listed in a data block for the loader, which asks for them
// once the page is drawn, instead of tags the browser fetches with the page; a page the browser
// draws alone (the app shell) keeps its module script.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PageTemplate, type PageParts } from '../../server/render/page-template.ts';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'page-scripts-'));
afterAll(() => fs.rmSync(dist, { recursive: true }));

/** index.html as Vite builds it: the entry and its shared chunk moved into the head. */
function fakeBuild() {
  const source = fs.readFileSync('index.html', 'utf8');
  const built = source
    .replace('<script type="module" src="/src/main.tsx"></script>\n', '')
    .replace(
      '</head>',
      '<script type="module" crossorigin src="/assets/index-E1.js"></script>\n' +
        '<link rel="modulepreload" crossorigin href="/assets/runtime-R1.js">\n' +
        '<link rel="stylesheet" crossorigin href="/assets/index-S1.css">\n</head>',
    );
  fs.mkdirSync(path.join(dist, '.vite'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'app-shell.html'), built);
  fs.writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-E1.js', imports: ['_runtime-R1.js'], isEntry: true },
      '_runtime-R1.js': { file: 'assets/runtime-R1.js' },
      'src/ui/home/home-screen.tsx': {
        file: 'assets/home-screen-H1.js',
        imports: ['_runtime-R1.js', '_grid-G1.js'],
        css: ['assets/home-screen-S2.css'],
      },
      '_grid-G1.js': { file: 'assets/grid-G1.js' },
    }),
  );
  return PageTemplate.load(dist);
}

const template = fakeBuild();
const parts = (html: string): PageParts => ({
  lang: 'ru',
  html,
  head: '<title>Тарелка</title>',
  state: html ? '{"language":"ru"}' : '',
  config: {},
  modules: ['src/ui/home/home-screen.tsx'],
  preloadImage: '',
  fontLinks: '',
  dark: false,
});

const scriptsBlock = (page: string) => {
  const m = /<script type="application\/json" id="storefront-scripts">([^<]*)<\/script>/.exec(page);
  return m ? (JSON.parse(m[1]!) as { entry: string; preload: string[] }) : null;
};

describe('a server-drawn page', () => {
  const page = template.render(parts('<main>Пицца</main>'));

  it('lists its entry and every chunk of its screen for the loader, in no tag the browser fetches', () => {
    expect(page).not.toMatch(/<script type="module"/);
    expect(page).not.toMatch(/rel="modulepreload"/);
    expect(scriptsBlock(page)).toEqual({
      entry: '/assets/index-E1.js',
      preload: ['/assets/runtime-R1.js', '/assets/home-screen-H1.js', '/assets/grid-G1.js'],
    });
  });

  it("keeps its screen's styles as stylesheets, and the block before the loader that reads it", () => {
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-S1.css">');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/home-screen-S2.css">');
    const loader = template.inlineScripts.find((s) => s.includes('storefront-scripts'));
    expect(loader).toBeDefined();
    expect(page.indexOf('id="storefront-scripts"')).toBeLessThan(page.indexOf(loader!));
  });
});

describe('a page the browser draws alone', () => {
  const page = template.render(parts(''));

  it('keeps its module script and preloads: there is nothing to show before them', () => {
    expect(page).toContain('<script type="module" crossorigin src="/assets/index-E1.js"></script>');
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/runtime-R1.js">');
    expect(page).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/home-screen-H1.js">',
    );
    expect(scriptsBlock(page)).toBeNull();
  });
});
