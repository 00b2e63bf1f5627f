// The issue-19 table: for each catalogue size, the reference backend's build, warm answer, bytes and
// memory (a real server process over loopback), and the storefront's parse, validation, indexing and
// search per keystroke on the same file.
import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';
import v8 from 'node:v8';
import { closeAgent, get, startServer, type Answer } from './server-probe.ts';
import { loadCompare, type LoadComparison } from './load-compare.ts';
import { catalogSchema } from '../../src/domain/model.ts';
import { parseCatalog } from '../../src/domain/catalog-parse.ts';
import { indexCatalog, searchIndex } from '../../src/domain/catalog-index.ts';
import { applyCatalogFilters, NO_FILTERS } from '../../src/domain/catalog-filters.ts';
import * as v from 'valibot';

const FULL = '/api/wp-content/uploads/app_sync/prodcat.json';
const FIRST = '/api/wp-content/uploads/app_sync/prodcat_main_categories_only.json';
const ACCEPT = { 'accept-encoding': 'br, gzip' };
/** What a customer types into the search field, one keystroke at a time. */
const TYPED = 'сочный ролл';

export interface Row {
  size: number;
  products: number;
  seedMs: number;
  buildMs: number;
  coldMs: number;
  warmMs: number;
  warmP90: number;
  revalidate: string;
  rawBytes: number;
  wireBytes: number;
  encoding: string;
  firstScreenBytes: number;
  rss: number;
  peak: number;
  parseMs: number;
  validateMs: number;
  indexMs: number;
  keyMaxMs: number;
  keyMedianMs: number;
  /** Validation strategies measured on the same catalogue. */
  schemaMs: number;
  cloneMs: number;
  load: LoadComparison | null;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p90 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.9)]!;

function time(runs: number, fn: () => unknown): number {
  fn(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    fn();
    times.push(performance.now() - t);
  }
  return median(times);
}

function decode(a: Answer): Buffer {
  const enc = a.headers['content-encoding'];
  if (enc === 'br') return zlib.brotliDecompressSync(a.body);
  if (enc === 'gzip') return zlib.gunzipSync(a.body);
  return a.body;
}

function buildMsOf(a: Answer): number | null {
  const m = /build;dur=([\d.]+)/.exec(String(a.headers['server-timing'] ?? ''));
  return m ? Number(m[1]) : null;
}

export async function measureSize(size: number, withLoad: boolean): Promise<Row> {
  const server = await startServer(size);
  try {
    const cold = await get(server.base + FULL, ACCEPT);
    if (cold.status !== 200) throw new Error(`catalogue answered ${cold.status}`);
    const warm: number[] = [];
    for (let i = 0; i < 15; i++) warm.push((await get(server.base + FULL, ACCEPT)).ms);
    const etag = cold.headers.etag;
    let revalidate = 'no validator';
    if (etag) {
      const again = await get(server.base + FULL, { ...ACCEPT, 'if-none-match': etag });
      revalidate = `${again.status} in ${again.ms.toFixed(1)} ms`;
    }
    const first = await get(server.base + FIRST, ACCEPT);
    const load = withLoad ? await loadCompare(server, FULL, cold.body) : null;
    const memory = server.memory();
    const raw = decode(cold);
    const text = raw.toString('utf8');

    // The storefront's side, on the same text.
    const parseMs = time(5, () => JSON.parse(text));
    const json: unknown = JSON.parse(text);
    const validateMs = time(5, () => parseCatalog(json));
    const schemaMs = time(3, () => v.parse(catalogSchema, json));
    const categories = parseCatalog(json);
    // What a worker would cost the main thread: receiving the validated catalogue (structured clone).
    const cloneMs = time(3, () => v8.deserialize(v8.serialize(categories)));
    const indexMs = time(5, () => indexCatalog(categories));
    const index = indexCatalog(categories);
    const products = index.products;
    const keys: number[] = [];
    for (let n = 1; n <= TYPED.length; n++) {
      const query = TYPED.slice(0, n);
      keys.push(time(5, () => applyCatalogFilters(searchIndex(index, query), NO_FILTERS)));
    }
    const warmMs = median(warm);
    return {
      size,
      products: products.length,
      seedMs: server.seedMs,
      buildMs: buildMsOf(cold) ?? Math.max(0, cold.ms - warmMs),
      coldMs: cold.ms,
      warmMs,
      warmP90: p90(warm),
      revalidate,
      rawBytes: raw.length,
      wireBytes: cold.body.length,
      encoding: String(cold.headers['content-encoding'] ?? 'identity'),
      firstScreenBytes: first.body.length,
      rss: memory.rss,
      peak: memory.peak,
      parseMs,
      validateMs,
      indexMs,
      keyMaxMs: Math.max(...keys),
      keyMedianMs: median(keys),
      schemaMs,
      cloneMs,
      load,
    };
  } finally {
    await server.stop();
  }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (n: number) => `${n < 10 ? n.toFixed(1) : Math.round(n)} ms`;

export function printTable(rows: Row[]): void {
  console.log(
    '| products | build (cold answer) | warm answer (p90) | 304 | raw JSON | on the wire | first-screen file (wire) | server RSS (peak) | parse | validate | index | search keystroke (max) |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const pct = ((r.wireBytes / r.rawBytes) * 100).toFixed(1);
    console.log(
      `| ${r.products.toLocaleString('en')} | ${ms(r.buildMs)} (${ms(r.coldMs)}) | ${ms(r.warmMs)} (${ms(r.warmP90)}) | ${r.revalidate} | ${mb(r.rawBytes)} | ${mb(r.wireBytes)} ${r.encoding} (${pct} %) | ${kb(r.firstScreenBytes)} | ${Math.round(r.rss)} MB (${Math.round(r.peak)} MB) | ${ms(r.parseMs)} | ${ms(r.validateMs)} | ${ms(r.indexMs)} | ${ms(r.keyMedianMs)} (${ms(r.keyMaxMs)}) |`,
    );
  }
  console.log('\nvalidation strategies, same catalogue (the storefront uses the fast path)\n');
  console.log(
    '| products | schema (catalogSchema) | fast path (catalog-parse.ts) | a worker: receiving the result alone |',
  );
  console.log('|---|---|---|---|');
  for (const r of rows)
    console.log(
      `| ${r.products.toLocaleString('en')} | ${ms(r.schemaMs)} | ${ms(r.validateMs)} | ${ms(r.cloneMs)} |`,
    );
  for (const r of rows) if (r.load) printLoad(r.products, r.load);
}

function printLoad(products: number, l: LoadComparison): void {
  console.log(
    `\nloopback load, ${products.toLocaleString('en')} products, ${l.connections} connections, ${l.seconds} s each, ${kb(l.bytes)} per answer:`,
  );
  for (const [label, s] of [
    ['catalogue (prodcat.json, br)', l.catalogue],
    ['static file of the same size', l.staticFile],
  ] as const)
    console.log(
      `  ${label.padEnd(30)} ${Math.round(s.rps).toString().padStart(6)} req/s   p50 ${ms(s.p50)}   p99 ${ms(s.p99)}   errors ${s.errors}`,
    );
  console.log(
    `  the catalogue answers at ${(l.catalogue.rps / l.staticFile.rps).toFixed(2)}× the static file's rate (target: within 2×, i.e. ≥ 0.50); server memory after: ${Math.round(l.rssAfter)} MB`,
  );
}

/** The table for each size; the load comparison on the largest (the 20,000). */
export async function catalogTable(sizes: number[]): Promise<Row[]> {
  const rows: Row[] = [];
  const loadAt = Math.max(...sizes);
  for (const size of sizes) {
    process.stderr.write(`measuring ${size || 'the demo shop'}…\n`);
    rows.push(await measureSize(size, size === loadAt && process.env.BENCH_LOAD !== '0'));
  }
  closeAgent();
  return rows;
}
