// Closed-loop load on one URL: `concurrency` clients each send the next request when the last
// answered, until the deadline. Every response body is read to the end (as a browser would).
import http from 'node:http';

export interface Target {
  name: string;
  url: string;
}

export interface LoadResult {
  name: string;
  requests: number;
  errors: number;
  /** Statuses other than 2xx/304 and network failures, by kind. */
  errorKinds: Record<string, number>;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  bytes: number;
}

/** Only the machine itself: this script never sends load anywhere else. */
export function assertLoopback(url: string): void {
  const host = new URL(url).hostname;
  if (!['127.0.0.1', 'localhost', '[::1]', '::1'].includes(host)) {
    throw new Error(`refusing to load ${host}: loopback (127.0.0.1) only`);
  }
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, i)]!;
}

function once(agent: http.Agent, url: URL): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers: { 'accept-encoding': 'identity' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
      res.on('error', reject);
    });
    req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
  });
}

export async function runLoad(
  target: Target,
  opts: { until: number; concurrency: number },
): Promise<LoadResult> {
  assertLoopback(target.url);
  const url = new URL(target.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.concurrency });
  const times: number[] = [];
  const errorKinds: Record<string, number> = {};
  let bytes = 0;
  const started = performance.now();
  const client = async () => {
    while (Date.now() < opts.until) {
      const t0 = performance.now();
      try {
        const res = await once(agent, url);
        bytes += res.bytes;
        if (!(res.status >= 200 && res.status < 300) && res.status !== 304) {
          errorKinds[String(res.status)] = (errorKinds[String(res.status)] ?? 0) + 1;
        }
      } catch (error) {
        const kind = (error as Error).message || 'network';
        errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
      }
      times.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency }, client));
  agent.destroy();
  const seconds = (performance.now() - started) / 1000;
  const sorted = [...times].sort((a, b) => a - b);
  const errors = Object.values(errorKinds).reduce((s, n) => s + n, 0);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    name: target.name,
    requests: times.length,
    errors,
    errorKinds,
    rps: round(times.length / seconds),
    p50Ms: round(percentile(sorted, 50)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(sorted.at(-1) ?? 0),
    bytes,
  };
}
