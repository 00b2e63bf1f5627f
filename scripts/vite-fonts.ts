// The shop's fonts at first paint (issue 15: "fonts only in the subsets the page's text needs").
// `@fontsource/<family>/<weight>.css?core` is that weight's own style sheet (every language's
// subset, each with its unicode-range) followed by the weight's "core" faces: the same font cut
// down to the characters a shop's page is written in (Basic Latin and Latin-1, Russian and the
// other common Cyrillic letters, typographic punctuation, ₽ € ₸) and without glyphs reachable only
// through optional OpenType features. Declared last, the core faces win for those characters
// (CSS Fonts: the last matching @font-face is tried first), so a Russian page downloads three
// small files a weight (about 15 KB for Inter instead of 67 KB), and a character outside them (a
// Vietnamese name in the language menu) still gets its family's subset file. The cut files are
// made at build time with subset-font (HarfBuzz's subsetter) and kept in node_modules/.cache.
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';
import { FONT_CORE_SUBSETS } from '../src/domain/fonts.ts';

const CORE = /[\\/]@fontsource[\\/]([^\\/]+)[\\/](\d+)\.css\?core$/;
const CACHE = fileURLToPath(new URL('../node_modules/.cache/storefront-fonts/', import.meta.url));

/** Every character a unicode-range list names ("U+0020-007E,U+2116"). */
export function rangeText(range: string): string {
  let text = '';
  for (const part of range.split(',')) {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
    const start = parseInt(from!, 16);
    const end = to ? parseInt(to, 16) : start;
    for (let c = start; c <= end; c++) text += String.fromCodePoint(c);
  }
  return text;
}

async function coreFile(source: string, range: string): Promise<string> {
  const bytes = fs.readFileSync(source);
  const key = createHash('sha256').update(bytes).update(range).digest('hex').slice(0, 10);
  const name = path.basename(source, '.woff2');
  const out = path.join(CACHE, `${name}-core-${key}.woff2`);
  if (!fs.existsSync(out)) {
    const cut = await subsetFont(bytes, rangeText(range), {
      targetFormat: 'woff2',
      noLayoutClosure: true,
    });
    fs.mkdirSync(CACHE, { recursive: true });
    fs.writeFileSync(out, cut);
  }
  return out;
}

export function coreFonts(): Plugin {
  return {
    name: 'storefront-font-core',
    enforce: 'pre',
    async load(id) {
      const match = CORE.exec(id);
      if (!match) return null;
      const sheet = id.slice(0, id.indexOf('?'));
      this.addWatchFile(sheet);
      const css = fs.readFileSync(sheet, 'utf8');
      const faces: string[] = [];
      for (const [subset, range] of Object.entries(FONT_CORE_SUBSETS)) {
        // The weight's face for that subset: its family name and its woff2 file.
        const face = new RegExp(
          `@font-face \\{[^}]*?font-family: '([^']+)';[^}]*?url\\(\\./files/([^)]+-${subset}-${match[2]}-normal\\.woff2)\\)`,
        ).exec(css);
        if (!face) continue;
        const file = await coreFile(path.join(path.dirname(sheet), 'files', face[2]!), range);
        const url = path.relative(path.dirname(sheet), file).split(path.sep).join('/');
        faces.push(
          `@font-face {\n  font-family: '${face[1]}';\n  font-style: normal;\n  font-display: swap;\n` +
            `  font-weight: ${match[2]};\n  src: url(${url}) format('woff2');\n  unicode-range: ${range};\n}`,
        );
      }
      return `${css}\n${faces.join('\n')}\n`;
    },
  };
}
