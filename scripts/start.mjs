// `npm start` (`start.mjs --demo`): build the storefront when it is missing or older than its
// sources, then serve the DEMO shop (storefront + reference backend) on one port. Without --demo
// it serves in production mode, which needs the secrets of README "Deployment".
import { spawn } from 'node:child_process';
import { ensureBuild } from './ensure-build.mjs';

ensureBuild();
// React's production build renders the pages (the development one is several times slower).
const env = { NODE_ENV: 'production', ...process.env };
const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env: process.argv.includes('--demo') ? { ...env, DEMO: '1' } : env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
