// The catalogue beside a static file of the same size, under the same loopback load: the server's
// own static file handler (serveStatic under /api/wp-content/uploads) sends a file holding exactly
// the catalogue's brotli bytes, so both answers put the same bytes on the wire. Bounded: 127.0.0.1
// only, a fixed number of connections for a fixed time each.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { ServerProbe } from './server-probe.ts';

export interface LoadStats {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

export interface LoadComparison {
  connections: number;
  seconds: number;
  bytes: number;
  catalogue: LoadStats;
  staticFile: LoadStats;
  rssAfter: number;
}

const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 16);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 5);

async function hammer(url: string, headers: Record<string, string>): Promise<LoadStats> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const until = started + SECONDS * 1000;
  const one = () =>
    new Promise<void>((resolve) => {
      const t = performance.now();
      const req = http.get(url, { agent, headers }, (res) => {
        res.on('data', () => {});
        res.on('end', () => {
          if (res.statusCode === 200) latencies.push(performance.now() - t);
          else errors++;
          resolve();
        });
      });
      req.setTimeout(10_000, () => req.destroy());
      req.on('error', () => {
        errors++;
        resolve();
      });
    });
  const worker = async () => {
    while (performance.now() < until) await one();
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? NaN;
  return { rps: latencies.length / elapsed, p50: at(0.5), p99: at(0.99), errors };
}

/** `wire` is the catalogue's answer as sent (brotli); the static file holds the same bytes. */
export async function loadCompare(
  server: ServerProbe,
  cataloguePath: string,
  wire: Buffer,
): Promise<LoadComparison> {
  const dir = path.join(server.dataDir, 'uploads', 'bench');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'same-size.bin'), wire);
  const accept = { 'accept-encoding': 'br' };
  // The static path warmed first, then each measured once, one after the other.
  await hammer(server.base + '/api/wp-content/uploads/bench/same-size.bin', accept);
  const staticFile = await hammer(
    server.base + '/api/wp-content/uploads/bench/same-size.bin',
    accept,
  );
  const catalogue = await hammer(server.base + cataloguePath, accept);
  return {
    connections: CONNECTIONS,
    seconds: SECONDS,
    bytes: wire.length,
    catalogue,
    staticFile,
    rssAfter: server.memory().rss,
  };
}
