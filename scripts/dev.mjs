// `npm run dev`: the reference backend on 8081 (restarted on change) and Vite with hot reload on 8080,
// proxying /api to it.
import { spawn } from 'node:child_process';

const backendPort = process.env.BACKEND_PORT ?? '8081';
const procs = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: backendPort, HOST: '127.0.0.1', DEMO: process.env.DEMO ?? '1' },
  }),
  spawn('npx', ['vite', '--port', process.env.PORT ?? '8080', '--host'], {
    stdio: 'inherit',
    env: { ...process.env, BACKEND_URL: `http://127.0.0.1:${backendPort}` },
  }),
];
const stop = () => procs.forEach((p) => p.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
procs.forEach((p) =>
  p.on('exit', (code) => {
    stop();
    process.exit(code ?? 0);
  }),
);
