// Builds the storefront (`npm run build`: the browser's dist/ and the server renderer's
// dist-server/) when either is missing or older than its sources. Used by `npm start` and the
// browser tests' server, so a fresh clone serves server-rendered pages without a manual build.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

function newest(dir) {
  let t = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : fs.statSync(p).mtimeMs);
  }
  return t;
}

export function ensureBuild() {
  const built = [
    path.resolve('dist', 'index.html'),
    path.resolve('dist-server', 'entry-server.js'),
  ];
  const sources = Math.max(
    newest('src'),
    newest('adapters'),
    fs.statSync('index.html').mtimeMs,
    fs.statSync('vite.config.ts').mtimeMs,
  );
  if (built.some((file) => !fs.existsSync(file) || fs.statSync(file).mtimeMs < sources)) {
    console.log('Building the storefront…');
    execSync('npm run build', { stdio: 'inherit' });
  }
}
