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

  it('a Russian page: the faces inline, the font variables, and the core files named', () => {
    const head = fontHead(dist, { main: 'Inter', headings: 'Montserrat' }, 'ru');
    // No preload: it would fetch them before the first paint, which a first visit makes without
    // them (index.html fetches these files after it).
    expect(head).not.toContain('rel="preload"');
    const files = /data-fonts-files="([^"]*)"/.exec(head)![1]!.split(' ');
    expect(files).toEqual([
      '/assets/inter-latin-400-normal-core-k-B2.woff2',
      '/assets/inter-cyrillic-400-normal-core-k-C3.woff2',
      '/assets/inter-latin-600-normal-core-k-B2.woff2',
      '/assets/inter-cyrillic-600-normal-core-k-C3.woff2',
      '/assets/montserrat-latin-800-normal-core-k-B2.woff2',
      '/assets/montserrat-cyrillic-800-normal-core-k-C3.woff2',
    ]);
    expect(head).toContain('font-family:Montserrat;font-weight:800');
    // The variables in a style of their own, on while the faces are off (index.html).
    expect(head).toContain("<style data-font-vars>html:root{--font-main:'Inter', system-ui");
    expect(head).toContain("--font-headings:'Montserrat', system-ui");
    expect(/<style data-fonts=[^>]*>([^<]*)<\/style>/.exec(head)![1]).not.toContain('--font-main');
    // The faces it declares, which the app then does not load again (ui/shell/fonts.ts).
    expect(head).toContain('<style data-fonts="Inter:400,Inter:600,Montserrat:800"');
    // The style sheets themselves, which the service worker keeps for a start without a network.
    expect(/data-fonts-sheets="([^"]*)"/.exec(head)![1]).toBe(
      '/assets/400-inter.css /assets/600-inter.css /assets/800-montserrat.css',
    );
    // The core faces index.html loads as it turns the faces on: the named files' faces, and the
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

  it('an English page names only the Latin files', () => {
    const head = fontHead(dist, { main: 'Inter', headings: 'Montserrat' }, 'en');
    expect(/data-fonts-files="([^"]*)"/.exec(head)![1]!.split(' ')).toEqual([
      '/assets/inter-latin-400-normal-core-k-B2.woff2',
      '/assets/inter-latin-600-normal-core-k-B2.woff2',
      '/assets/montserrat-latin-800-normal-core-k-B2.woff2',
    ]);
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
