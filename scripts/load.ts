// `npm run load`: bounded loopback load on the reference backend. Starts its own server on
// 127.0.0.1 (LOAD_PORT, default 9011), loads the settings, the catalogue and the home page at once
// for a fixed time (--seconds, default 30, at most 60) and stops by itself, then reports req/s,
// p50/p99 per target, the error count, and the server's memory before and after.
//   npm run load -- --seconds=60 --concurrency=8
// Modules: scripts/load/loopback-server.ts (the server and its memory), scripts/load/run-load.ts
// (one target's closed loop and its numbers); other measurements add targets or scenarios there.
import { startLoopbackServer } from './load/loopback-server.ts';
import { runLoad, type LoadResult, type Target } from './load/run-load.ts';

const MAX_SECONDS = 60;

function arg(name: string, fallback: number): number {
  const found = process.argv.find((a) => a.startsWith(`--${name}=`));
  const n = Number(found?.split('=')[1]);
  return found && Number.isFinite(n) && n > 0 ? n : fallback;
}

/** The three a visitor's first screen needs: the settings, the catalogue and the page itself. */
export function homeTargets(base: string): Target[] {
  return [
    { name: 'settings', url: `${base}/api/wp-json/v1/all_settings` },
    { name: 'catalogue', url: `${base}/api/wp-content/uploads/app_sync/prodcat_main.json` },
    { name: 'home', url: `${base}/` },
  ];
}

function table(results: LoadResult[]): string {
  const rows = [
    ['target', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'errors'],
    ...results.map((r) => [
      r.name,
      String(r.requests),
      String(r.rps),
      String(r.p50Ms),
      String(r.p99Ms),
      String(r.maxMs),
      r.errors === 0 ? '0' : `${r.errors} ${JSON.stringify(r.errorKinds)}`,
    ]),
  ];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  return rows.map((row) => row.map((cell, i) => cell.padEnd(widths[i]!)).join('  ')).join('\n');
}

async function main() {
  const seconds = Math.min(MAX_SECONDS, arg('seconds', 30));
  const concurrency = Math.min(64, arg('concurrency', 8));
  const port = arg('port', Number(process.env.LOAD_PORT ?? 9011));
  console.log(`Starting the reference backend on 127.0.0.1:${port}…`);
  const server = await startLoopbackServer(port);
  try {
    // Warm-up: caches filled, JIT done, so "before" is the server at rest after its first visitors.
    await Promise.all(
      homeTargets(server.base).map((t) => runLoad(t, { until: Date.now() + 2000, concurrency: 2 })),
    );
    const before = server.rssMb();
    console.log(
      `Loading settings, catalogue and home for ${seconds} s, ${concurrency} clients each…`,
    );
    const until = Date.now() + seconds * 1000;
    const results = await Promise.all(
      homeTargets(server.base).map((t) => runLoad(t, { until, concurrency })),
    );
    const after = server.rssMb();
    const errors = results.reduce((s, r) => s + r.errors, 0);
    console.log(`\n${table(results)}\n`);
    console.log(`errors: ${errors}`);
    if (before !== null && after !== null) {
      const growth = Math.round((after - before) * 10) / 10;
      console.log(
        `server memory (RSS): ${before} MB before, ${after} MB after (${growth >= 0 ? '+' : ''}${growth} MB)`,
      );
    } else console.log('server memory: not readable on this system (/proc)');
    process.exitCode = errors > 0 ? 1 : 0;
  } finally {
    await server.stop();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
