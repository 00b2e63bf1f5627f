// `npm run size`: the gzip size of the JS and CSS the home page loads, read from the build's
// module graph (index.html's entry, its static imports, and the home route's chunk).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BUDGET_JS = 154 * 1024;
const dist = path.resolve(process.env.DIST_DIR ?? 'dist');
const manifestPath = path.join(dist, '.vite', 'manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error('No build manifest: run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
const seen = new Set();
const files = new Set();
function walk(key) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return;
  files.add(chunk.file);
  (chunk.css ?? []).forEach((c) => files.add(c));
  (chunk.imports ?? []).forEach(walk);
}
walk('index.html');
const home = Object.keys(manifest).find(
  (k) => k.endsWith('src/ui/screens/home-screen.tsx') || /(^|\/)_?home-screen-[^/]*\.js$/.test(k),
);
if (home) walk(home);
// The home page's own texts: the core part of the default language (src/i18n/parts.ts).
const ruLocale = Object.keys(manifest).find((k) => /locales\/ru\.json\?part=core$/.test(k));
if (ruLocale) walk(ruLocale);

let js = 0;
let css = 0;
const rows = [];
for (const f of files) {
  const gz = zlib.gzipSync(fs.readFileSync(path.join(dist, f)), { level: 9 }).length;
  rows.push([f, gz]);
  if (f.endsWith('.js')) js += gz;
  else if (f.endsWith('.css')) css += gz;
}
rows
  .sort((a, b) => b[1] - a[1])
  .forEach(([f, gz]) => console.log(`${(gz / 1024).toFixed(1).padStart(7)} KB  ${f}`));
console.log(
  `home page: ${(js / 1024).toFixed(1)} KB gzip JS, ${(css / 1024).toFixed(1)} KB gzip CSS (budget ${BUDGET_JS / 1024} KB JS)`,
);

// The Telegram UI kit (telegram-ui's AppRoot and stylesheet) belongs inside Telegram only
// (adapters/ui-root.tsx loads it there): no home page file may carry it. Its class names all start
// with 'tgui-', in its components and in its stylesheet alike.
const KIT_MARK = 'tgui-';
const kitOnHome = [...files].filter((f) =>
  fs.readFileSync(path.join(dist, f), 'utf8').includes(KIT_MARK),
);
const kitBytes = kitOnHome.reduce(
  (sum, f) => sum + zlib.gzipSync(fs.readFileSync(path.join(dist, f)), { level: 9 }).length,
  0,
);
const kitEntry = Object.keys(manifest).find((k) =>
  k.endsWith('adapters/telegram/telegram-ui-root.tsx'),
);
const kitOwn = kitEntry
  ? [manifest[kitEntry].file, ...(manifest[kitEntry].css ?? [])]
      .map((f) => zlib.gzipSync(fs.readFileSync(path.join(dist, f)), { level: 9 }).length)
      .reduce((a, b) => a + b, 0)
  : 0;
console.log(
  `Telegram UI kit on the website's home page: ${(kitBytes / 1024).toFixed(1)} KB gzip` +
    (kitOnHome.length ? ` (in ${kitOnHome.join(', ')})` : '') +
    ` (loaded inside Telegram only: ${(kitOwn / 1024).toFixed(1)} KB gzip JS + CSS)`,
);
if (js > BUDGET_JS) {
  console.error('over budget');
  process.exit(1);
}
if (kitBytes > 0) {
  console.error('the Telegram UI kit is on the home page of the website');
  process.exit(1);
}
