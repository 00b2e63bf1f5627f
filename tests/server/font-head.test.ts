// The shop's fonts in a server-rendered page's head (server/render/fonts.ts), read from a build's
// manifest and style sheets.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fontHead } from '../../server/render/fonts.ts';
import { FONT_CORE_SUBSETS } from '../../src/domain/fonts.ts';

function fakeBuild(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'font-head-'));
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.mkdirSync(path.join(dist, 'assets'));
  const manifest: Record<string, { file: string }> = {};
  for (const [pkg, family, weight] of [
    ['inter', 'Inter', 400],
    ['inter', 'Inter', 600],
    ['montserrat', 'Montserrat', 800],
  ] as const) {
    const file = `assets/${weight}-${pkg}.css`;
    manifest[`node_modules/@fontsource/${pkg}/${weight}.css?core`] = { file };
    const face = (name: string) =>
      `@font-face{font-family:${family};font-weight:${weight};src:url(/assets/${name})format("woff2")}`;
    fs.writeFileSync(
      path.join(dist, file),
      face(`${pkg}-latin-${weight}-normal-A1.woff2`) +
        face(`${pkg}-latin-${weight}-normal-core-k-B2.woff2`) +
        face(`${pkg}-cyrillic-${weight}-normal-core-k-C3.woff2`),
    );
  }
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dist;
}

describe('fontHead', () => {
  const dist = fakeBuild();

  it('a Russian page: the faces inline, the font variables, and a preload per core file', () => {
    const head = fontHead(dist, { main: 'Inter', headings: 'Montserrat' }, 'ru');
    const preloads = [...head.matchAll(/<link rel="preload" as="font"[^>]*href="([^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(preloads).toEqual([
      '/assets/inter-latin-400-normal-core-k-B2.woff2',
      '/assets/inter-cyrillic-400-normal-core-k-C3.woff2',
      '/assets/inter-latin-600-normal-core-k-B2.woff2',
      '/assets/inter-cyrillic-600-normal-core-k-C3.woff2',
      '/assets/montserrat-latin-800-normal-core-k-B2.woff2',
      '/assets/montserrat-cyrillic-800-normal-core-k-C3.woff2',
    ]);
    expect(head).toContain('font-family:Montserrat;font-weight:800');
    expect(head).toContain("html:root{--font-main:'Inter', system-ui");
    expect(head).toContain("--font-headings:'Montserrat', system-ui");
    // The faces it declares, which the app then does not load again (ui/shell/fonts.ts).
    expect(head).toContain('<style data-fonts="Inter:400,Inter:600,Montserrat:800"');
    // The style sheets themselves, which the service worker keeps for a start without a network.
    expect(/data-fonts-sheets="([^"]*)"/.exec(head)![1]).toBe(
      '/assets/400-inter.css /assets/600-inter.css /assets/800-montserrat.css',
    );
    // The core faces the page starts loading at once (index.html): the preloaded files, and the
    // body font's ₽ ₸ (not the headings' font's: no heading needs them to show).
    const first = /data-fonts-first="([^"]*)"/.exec(head)![1]!.split('|');
    const latin = FONT_CORE_SUBSETS.latin!;
    const cyrillic = FONT_CORE_SUBSETS.cyrillic!;
    const signs = FONT_CORE_SUBSETS['latin-ext']!;
    expect(first).toEqual([
      `Inter:400:${latin}`,
      `Inter:400:${cyrillic}`,
      `Inter:400:${signs}`,
      `Inter:600:${latin}`,
      `Inter:600:${cyrillic}`,
      `Inter:600:${signs}`,
      `Montserrat:800:${latin}`,
      `Montserrat:800:${cyrillic}`,
    ]);
  });

  it('an English page preloads only the Latin files', () => {
    const head = fontHead(dist, { main: 'Inter', headings: 'Montserrat' }, 'en');
    expect(head.match(/rel="preload"/g)).toHaveLength(3);
    expect(head).not.toContain('cyrillic-400-normal-core-k-C3.woff2" crossorigin');
  });

  it('a family the storefront does not ship keeps the system font; the other role still has its own', () => {
    const head = fontHead(dist, { main: 'Comic Sans', headings: 'Montserrat' }, 'ru');
    expect(head).not.toContain('--font-main');
    expect(head).toContain("--font-headings:'Montserrat'");
    expect(fontHead(dist, { main: 'Arial', headings: 'Arial' }, 'ru')).toBe('');
  });

  it('without a build (a bare API, tests): nothing', () => {
    expect(fontHead('/nonexistent', { main: 'Inter', headings: 'Montserrat' }, 'ru')).toBe('');
  });
});
