// `npm run bench`: catalogue processing for a 5,000-product catalogue (visibility, sorting, search),
// built by the reference backend's generator and parsed by the storefront's own schema.
import { performance } from 'node:perf_hooks';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { openDb } from '../server/db.ts';
import { seedIfEmpty } from '../server/seed/seed.ts';
import { CatalogBuilder } from '../server/catalog.ts';
import { catalogSchema, type Category, type Product } from '../src/domain/model.ts';
import { visibleCategories } from '../src/domain/catalog-visibility.ts';
import { searchProducts, sortProducts } from '../src/domain/catalog-sort.ts';

const SIZE = Number(process.env.BENCH_CATALOG_SIZE ?? 5000);

function measure(label: string, runs: number, fn: () => unknown, targetMs?: number): number {
  for (let i = 0; i < 3; i++) fn(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  const verdict =
    targetMs === undefined
      ? ''
      : median <= targetMs
        ? `  ✓ under ${targetMs} ms`
        : `  ✗ over ${targetMs} ms`;
  console.log(
    `${label.padEnd(44)} median ${median.toFixed(2).padStart(7)} ms  (p90 ${times[Math.floor(times.length * 0.9)]!.toFixed(2)} ms)${verdict}`,
  );
  return median;
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
const db = openDb(':memory:');
seedIfEmpty(db, { uploadsDir: path.join(dir, 'uploads'), catalogSize: SIZE });
const raw = new CatalogBuilder(db).build({ variant: 'full', lang: 'ru' });
const categories: Category[] = catalogSchema.parse(raw);
const all = (list: Category[]): Product[] =>
  list.flatMap((c) => [...c.products, ...all(c.subCategories)]);
console.log(`catalogue: ${all(categories).length} products in ${categories.length} categories\n`);

let failed = false;
const check = (ms: number, target: number) => (failed ||= ms > target);
measure('parse + validate (catalogSchema)', 10, () => catalogSchema.parse(raw));
check(
  measure(
    'visibility (visibleCategories)',
    50,
    () =>
      visibleCategories(categories, {
        showOutOfStock: false,
        isFullCatalogGot: true,
        warehouseId: '101',
        fragmented: false,
      }),
    20,
  ),
  20,
);
const visible = all(
  visibleCategories(categories, {
    showOutOfStock: false,
    isFullCatalogGot: true,
    warehouseId: '101',
    fragmented: false,
  }),
);
check(
  measure('price sort ascending', 50, () => sortProducts(visible, 'price-asc'), 20),
  20,
);
check(
  measure('search "сочный ролл"', 50, () => searchProducts(visible, 'сочный ролл'), 20),
  20,
);
check(
  measure(
    'visibility + sort + search (one pass)',
    50,
    () =>
      searchProducts(
        sortProducts(
          all(
            visibleCategories(categories, {
              showOutOfStock: false,
              isFullCatalogGot: true,
              warehouseId: '101',
              fragmented: false,
            }),
          ),
          'price-desc',
        ),
        'пирог',
      ),
    20,
  ),
  20,
);
fs.rmSync(dir, { recursive: true, force: true });
if (failed) {
  console.error('\nA catalogue operation is over its 20 ms target.');
  process.exitCode = 1;
}
