// The shop's fonts in a server-rendered page's head: the faces of settings.main_font and
// font_headings (domain/fonts.ts: the same weights the browser loads) declared inline from the
// built style sheets (`@fontsource/…/<w>.css?core`, scripts/vite-fonts.ts), the CSS variables the
// app sets pointing at them, and the core files the page's language needs (Latin, and Cyrillic for
// a Cyrillic-script language). index.html's start turns the faces on before the first layout in
// the Mini App and on a device whose service worker kept the files; a first visit's first page
// stays in the system's font, and the next page is in these (README "Fonts"). Without a build
// (tests, a bare API), or for a family the storefront does not ship: nothing.
import fs from 'node:fs';
import path from 'node:path';
import { builtFiles } from './page-template.ts';
import {
  FONT_CORE_SUBSETS,
  coreSubsetsFor,
  fontPackage,
  fontStack,
  shippedFamily,
  shopFonts,
} from '../../src/domain/fonts.ts';

type Manifest = Record<string, { file: string }>;

/** A font weight's built style sheet: its text, and its address. */
interface Sheet {
  css: string;
  url: string;
}

const sheets = new Map<string, Map<string, Sheet> | null>();

/** The built style sheet of each font weight (`inter/400`), read once from the Vite manifest. */
function builtSheets(distDir: string): Map<string, Sheet> | null {
  if (!sheets.has(distDir)) {
    let found: Map<string, Sheet> | null = null;
    try {
      const manifest = JSON.parse(
        fs.readFileSync(builtFiles(distDir).manifest, 'utf8'),
      ) as Manifest;
      found = new Map();
      for (const [source, entry] of Object.entries(manifest)) {
        const match = /@fontsource\/([^/]+)\/(\d+)\.css\?core$/.exec(source);
        if (match)
          found.set(`${match[1]}/${match[2]}`, {
            css: fs.readFileSync(path.join(distDir, entry.file), 'utf8'),
            url: `/${entry.file}`,
          });
      }
    } catch {
      found = null;
    }
    sheets.set(distDir, found);
  }
  return sheets.get(distDir)!;
}

/** A new build's style sheets are read from its manifest again. */
export function forgetBuiltFonts(distDir: string) {
  sheets.delete(distDir);
}

/** The first-paint file of one subset in a weight's built style sheet ('' when it has none). */
export function coreFileUrl(css: string, subset: string, weight: number): string {
  const match = new RegExp(`url\\(([^)]*-${subset}-${weight}-normal-core-[^)]*\\.woff2)\\)`).exec(
    css,
  );
  return match ? match[1]!.replace(/^["']|["']$/g, '') : '';
}

/** The head's font part: the inline faces, and the font variables ('' without fonts). */
export function fontHead(
  distDir: string,
  fonts: { main: string; headings: string },
  language: string,
): string {
  const built = builtSheets(distDir);
  if (!built) return '';
  const css: string[] = [];
  const urls: string[] = [];
  const files: string[] = [];
  const declared = new Set<string>();
  const faces: string[] = [];
  for (const { family, weight } of shopFonts(fonts.main, fonts.headings)) {
    const sheet = built.get(`${fontPackage(family)}/${weight}`);
    if (!sheet) continue;
    css.push(sheet.css);
    urls.push(sheet.url);
    declared.add(family);
    faces.push(`${family}:${weight}`);
    for (const subset of coreSubsetsFor(language)) {
      const url = coreFileUrl(sheet.css, subset, weight);
      if (url.startsWith('/')) files.push(url);
    }
  }
  if (!css.length) return '';
  const vars = (
    [
      ['--font-main', fonts.main],
      ['--font-headings', fonts.headings],
    ] as const
  )
    .map(([name, setting]) => {
      const family = shippedFamily(setting);
      return family && declared.has(family) ? `${name}:${fontStack(family)};` : '';
    })
    .join('');
  // html:root outranks the app's own :root defaults (tokens.css), which load after this. The faces'
  // attributes name:
  // - data-fonts: the faces, which the app then does not load again (ui/shell/fonts.ts);
  // - data-fonts-first: the core faces the page's text is set in, which index.html's start loads
  //   as it turns them on: each core file's face, and the body font's ₽ ₸;
  // - data-fonts-files: those core files, which a first visit fetches after its first paint, for
  //   the next page (no <link rel=preload> here: it would fetch them before that paint), and which
  //   the start looks for among the service worker's copies;
  // - data-fonts-sheets: the style sheets themselves, which the service worker is asked to keep for
  //   a start without a network (adapters/service-worker.ts).
  const body = new Set(shopFonts(fonts.main, '').map((f) => `${f.family}:${f.weight}`));
  const first = faces
    .flatMap((face) =>
      [...coreSubsetsFor(language), ...(body.has(face) ? ['latin-ext'] : [])].map(
        (subset) => `${face}:${FONT_CORE_SUBSETS[subset]}`,
      ),
    )
    .join('|');
  const style = `<style data-fonts="${faces.join(',')}" data-fonts-first="${first}" data-fonts-files="${files.join(' ')}" data-fonts-sheets="${urls.join(' ')}">${css.join('')}</style>`;
  // The variables in a style of their own, always on: the app sets them to the same values, so its
  // start changes nothing on a page whose faces are still off (a first visit's first page).
  return vars ? `${style}\n    <style data-font-vars>html:root{${vars}}</style>` : style;
}
