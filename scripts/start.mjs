// `npm start` (`start.mjs --demo`): build the storefront when it is missing or older than its
// sources, then serve the DEMO shop (storefront + reference backend) on one port. Without --demo
// it serves in production mode, which needs the secrets of README "Deployment".
import { execSync, spawn } from 'node:child_process';
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

const index = path.resolve('dist', 'index.html');
const sources = Math.max(newest('src'), newest('adapters'), fs.statSync('index.html').mtimeMs);
if (!fs.existsSync(index) || fs.statSync(index).mtimeMs < sources) {
  console.log('Building the storefront…');
  execSync('npx vite build', { stdio: 'inherit' });
}
const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env: process.argv.includes('--demo') ? { ...process.env, DEMO: '1' } : process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
