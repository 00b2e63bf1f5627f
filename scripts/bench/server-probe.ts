// The reference backend as a child process on an ephemeral loopback port, seeded with a generated
// catalogue of N products (0 = the hand-written demo shop), for `npm run bench` and the load
// comparison. Its memory is read from /proc, so the numbers are the server's alone.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { spawnDemoServer } from '../demo-server.mjs';

export interface ServerProbe {
  base: string;
  pid: number;
  dataDir: string;
  seedMs: number;
  /** Resident memory now and at its peak, MB (Linux /proc; NaN elsewhere). */
  memory(): { rss: number; peak: number };
  stop(): Promise<void>;
}

/**
 * A server on a catalogue of `catalogSize` products. The first start seeds the database and is
 * stopped; the measured process opens the seeded file, as a shop's server does after a restart, so
 * the seeding's garbage is not counted as the catalogue's memory.
 */
export async function startServer(
  catalogSize: number,
  {
    storefront = false,
    distDir,
    shop,
  }: {
    storefront?: boolean;
    /** The storefront's build to serve (dist/ by default; its dist-server/ beside it). */
    distDir?: string;
    /** The demo shop to seed (DEMO_SHOP: the environment's, else the restaurant). */
    shop?: string;
  } = {},
): Promise<ServerProbe> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${catalogSize}-`));
  const started = performance.now();
  const seeding = await launch(dataDir, catalogSize, false, undefined, shop);
  await seeding.stop();
  const seedMs = performance.now() - started;
  const server = await launch(dataDir, catalogSize, storefront, distDir, shop);
  return {
    base: `http://127.0.0.1:${server.port}`,
    pid: server.pid,
    dataDir,
    seedMs,
    memory: () => procMemory(server.pid),
    stop: async () => {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** DIST_DIR when a build other than dist/ is served (none at all: an empty folder). */
const dist = (dir: string | undefined): Record<string, string> => (dir ? { DIST_DIR: dir } : {});

/** `storefront`: the built pages served too (dist/), as `npm start` does; else the API alone. */
async function launch(
  dataDir: string,
  catalogSize: number,
  storefront: boolean,
  distDir?: string,
  shop?: string,
) {
  const child: ChildProcess = spawnDemoServer(
    dataDir,
    {
      PORT: '0',
      DEMO_CATALOG_SIZE: String(catalogSize),
      ...dist(storefront ? distDir : path.join(dataDir, 'no-dist')),
      ...(shop ? { DEMO_SHOP: shop } : {}),
    },
    ['ignore', 'pipe', 'pipe'],
  );
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 600_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /localhost:(\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`server exited (${code}):\n${out}`)));
  });
  return {
    port,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        child.removeAllListeners('exit');
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

function procMemory(pid: number): { rss: number; peak: number } {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
    return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
  } catch {
    return { rss: NaN, peak: NaN };
  }
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as they crossed the wire (compressed when the server compressed them). */
  body: Buffer;
  ms: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** One GET over loopback, the body read whole and not decoded. */
export function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const t = performance.now();
    const req = http.get(url, { agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks),
          ms: performance.now() - t,
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

export function closeAgent(): void {
  agent.destroy();
}
