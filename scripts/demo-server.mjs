// A local demo backend as a child process (the browser tests' and the bench's): React's
// production build renders the pages, as `npm start` does, from its own data folder, on loopback.
import { spawn } from 'node:child_process';

/** `env` is added to (and may override) the demo's; `stdio` as node:child_process takes it. */
export function spawnDemoServer(dataDir, env, stdio) {
  return spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    stdio,
    env: {
      NODE_ENV: 'production',
      ...process.env,
      DATA_DIR: dataDir,
      DEMO: '1',
      HOST: '127.0.0.1',
      ...env,
    },
  });
}
