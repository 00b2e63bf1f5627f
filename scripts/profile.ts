// `npm run profile`: where a page's start spends the main thread. Builds the storefront with source
// maps into .profile/ (dist/ is left alone), serves it from the demo shop, loads the page in Chromium
// as a phone (412 px, touch) PROFILE_RUNS times (5) under V8's sampling profiler, from navigation
// until the app is up and 1.5 s more, and prints the self time per load of the top functions and of
// each package or source file, named from the source maps. This is the tool behind README "Speed"'s
// findings (the Intl at start, the media cache's object URLs at start).
//
//   PROFILE_PAGE=/menu/pizza   the page (default /)
//   PROFILE_RUNS=5             loads to average over
//   PROFILE_UNDER=src/stores/root-store.ts:230
//                              only time spent under that function (a source file:line as printed)
//   PROFILE_TOP=40             how many functions to list
//   PROFILE_TAP='Добавить в корзину: Классический'
//                              a tap instead of the start: the page opens as a returning visitor
//                              delivering to Pokrovka 17 in the shop's hours, and the profile runs
//                              from a tap on the first button or link of that name (a regular
//                              expression) until 1 s after it
//
// Times are the machine's own, without Lighthouse's 4x CPU slowdown: compare runs with each other.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';
import { startServer } from './bench/server-probe.ts';
import { systemChromium } from './system-chromium.ts';
import { openHours, POKROVKA, withAddress } from '../tests/e2e/shop-state.ts';

const OUT = path.resolve('.profile');
const PAGE = process.env.PROFILE_PAGE ?? '/';
const RUNS = Math.max(1, Number(process.env.PROFILE_RUNS ?? 5));
const UNDER = process.env.PROFILE_UNDER;
const TOP = Number(process.env.PROFILE_TOP ?? 40);
const TAP = process.env.PROFILE_TAP;

console.log('Building the storefront with source maps into .profile/ …');
execSync(`npx vite build --sourcemap --outDir ${path.join(OUT, 'dist')} --emptyOutDir`, {
  stdio: 'ignore',
});
execSync(
  `npx vite build --ssr src/entry-server.tsx --outDir ${path.join(OUT, 'dist-server')} --emptyOutDir`,
  { stdio: 'ignore' },
);

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** JavaScript with less than 4 ms of idle between, from the profile's start (ms). */
interface Stretch {
  start: number;
  end: number;
  busy: number;
  top: Map<string, number>;
}

const maps = new Map<string, SourceMapConsumer | null>();
/** 'name src/file.ts:line' (node_modules as nm:package/...), or null for code without a map. */
function original(frame: CallFrame): string | null {
  const file = frame.url.split('/').pop() ?? '';
  if (!maps.has(file)) {
    const map = path.join(OUT, 'dist', 'assets', `${file}.map`);
    maps.set(
      file,
      fs.existsSync(map) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(map, 'utf8'))) : null,
    );
  }
  const at = maps
    .get(file)
    ?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  if (!at?.source) return null;
  const source = at.source.replace(/^.*node_modules\//, 'nm:').replace(/^(\.\.\/)+/, '');
  return `${at.name ?? ''} ${source}:${at.line}`.trim();
}
const label = (frame: CallFrame) =>
  original(frame) ??
  `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop() || '(native)'}`;
/** The `n` entries of most time, most first. */
const largest = (map: Map<string, number>, n: number) =>
  [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
const groupOf = (name: string) => {
  const source = name.split(' ').pop()!.replace(/:\d+$/, '');
  return source.match(/^nm:((@[^/]+\/)?[^/]+)/)?.[1] ?? source;
};

const server = await startServer(0, { storefront: true, distDir: path.join(OUT, 'dist') });
const browser = await chromium.launch({ executablePath: systemChromium, args: ['--no-sandbox'] });
const byFunction = new Map<string, number>();
const byGroup = new Map<string, number>();
const add = (map: Map<string, number>, key: string, ms: number) =>
  map.set(key, (map.get(key) ?? 0) + ms / RUNS);
try {
  // The server has rendered the page before (its caches warm), as a live shop's has.
  await fetch(server.base + PAGE);
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    if (TAP) {
      await openHours(page);
      await withAddress(page, POKROVKA);
    } else await cdp.send('Profiler.start');
    await page.goto(server.base + PAGE, { waitUntil: 'load' });
    await page.waitForFunction(() => document.getElementById('root')?.dataset.ready !== undefined);
    await page.waitForTimeout(1500);
    if (TAP) {
      const target = page.getByRole('button', { name: new RegExp(TAP) });
      const tap = (await target.count())
        ? target
        : page.getByRole('link', { name: new RegExp(TAP) });
      await tap.first().scrollIntoViewIfNeeded();
      // The point before the profile starts: Playwright's own checks of the target stay out of it.
      const box = (await tap.first().boundingBox())!;
      await cdp.send('Profiler.start');
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      await page.waitForTimeout(1000);
    }
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    await context.close();

    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    const parent = new Map<number, number>();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    const under = new Map<number, boolean>();
    const isUnder = (id: number): boolean => {
      if (!UNDER) return true;
      let known = under.get(id);
      if (known === undefined) {
        const up = parent.get(id);
        known =
          label(nodes.get(id)!.callFrame).includes(UNDER) || (up !== undefined && isUnder(up));
        under.set(id, known);
      }
      return known;
    };
    // A tap's profile is also cut into busy stretches (JS with less than 4 ms of idle between),
    // timed from the profile's start (the tap comes a few hundred ms into it): the first one is
    // what the tap's own event costs before the next frame can be drawn.
    let at = 0;
    let stretch: Stretch | null = null;
    const stretches: Stretch[] = [];
    profile.samples.forEach((id, i) => {
      const ms = (profile.timeDeltas[i] ?? 0) / 1000;
      at += ms;
      const frame = nodes.get(id)!.callFrame;
      if (/^\((idle|program)\)$/.test(frame.functionName) || !isUnder(id)) return;
      const name = label(frame);
      add(byFunction, name, ms);
      const group = groupOf(name);
      add(byGroup, group, ms);
      // A sample after a gap carries the gap in its delta: a stretch counts at most 1 ms of it.
      const own = Math.min(ms, 1);
      if (!stretch || at - own - stretch.end > 4) {
        stretch = { start: at - own, end: at, busy: 0, top: new Map() };
        stretches.push(stretch);
      }
      stretch.end = at;
      stretch.busy += own;
      stretch.top.set(group, (stretch.top.get(group) ?? 0) + own);
    });
    if (TAP) {
      const shown = stretches.filter((s) => s.busy >= 3);
      console.log(
        `run ${run + 1}: ` +
          shown
            .map(
              (s) =>
                `${s.start.toFixed(0)}-${s.end.toFixed(0)} ms (${s.busy.toFixed(0)} busy: ` +
                largest(s.top, 3)
                  .map(([g, ms]) => `${g} ${ms.toFixed(0)}`)
                  .join(', ') +
                ')',
            )
            .join('; '),
      );
    }
  }
} finally {
  await browser.close();
  await server.stop();
}

const rows = (map: Map<string, number>, n: number) =>
  largest(map, n)
    .map(([name, ms]) => `${ms.toFixed(1).padStart(8)} ms  ${name}`)
    .join('\n');
const total = [...byGroup.values()].reduce((a, b) => a + b, 0);
console.log(
  `\n${PAGE}${TAP ? `, a tap on "${TAP}"` : ''}: ${total.toFixed(0)} ms of main-thread ` +
    `JavaScript and its native calls per ${TAP ? 'tap' : 'load'} ` +
    `(${RUNS} loads${UNDER ? `, under ${UNDER}` : ''}), self time:\n\n${rows(byFunction, TOP)}` +
    `\n\nby package or file:\n\n${rows(byGroup, 25)}`,
);
