// Checks that need no build run side by side (`npm test`: types and lint), each one's output printed
// whole when it ends (never interleaved); fails if any of them failed. On CI's two cores this takes
// the longer one's time (lint, ~50 s) instead of the sum (~65 s). The unit tests run after them, on
// their own: the server's tests hold request budgets (a cart priced within 250 ms) that a machine
// busy with a linter would break.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) scripts.push('typecheck', 'lint');

function run(script) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', script], {
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => out.push(d));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(Buffer.concat(out));
      console.log(`── ${script}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${seconds} s\n`);
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all(scripts.map(run));
process.exit(codes.some((c) => c !== 0) ? 1 : 0);
