// The service worker's files kept by use through a new build (scripts/vite-kept-files.ts), run as
// the build writes them into sw-kept.js, against a stand-in for the worker's caches.
import { describe, expect, it } from 'vitest';
import {
  KEPT_FILES_SCRIPT,
  keptFiles,
  keptGroups,
  type KeptGroups,
} from '../../../scripts/vite-kept-files.ts';

const ORIGIN = 'https://shop.test';

/** This build's files under assets/texts/ and assets/telegram/, as the plugin finds them. */
const BUILD = [
  'assets/index-AAAA.js',
  'assets/texts/ru/core-R1.js',
  'assets/texts/ru/rest-R2.js',
  'assets/texts/en/core-E1.js',
  'assets/texts/en/rest-E2.js',
  'assets/texts/zh-CN/core-Z1.js',
  'assets/texts/zh-CN/rest-Z2.js',
  'assets/telegram/telegram-platform-T1.js',
  'assets/telegram/telegram-ui-root-T2.js',
  'assets/telegram/telegram-ui-root-T3.css',
];

/** The script the plugin writes for a build of `files`. */
function workerScript(files: string[]): string {
  let source = '';
  const plugin = keptFiles({
    dirs: ['assets/texts', 'assets/telegram'],
    cacheNames: ['texts', 'telegram'],
  });
  const bundle = Object.fromEntries(files.map((file) => [file, {}]));
  const emit = (file: { fileName: string; source: string }) => {
    expect(file.fileName).toBe(KEPT_FILES_SCRIPT);
    source = file.source;
  };
  (plugin.generateBundle as (this: unknown, o: unknown, b: unknown) => void).call(
    { emitFile: emit },
    {},
    bundle,
  );
  return source;
}

/** A worker's caches, by name, holding paths; the server answers `served` (every file by default). */
function workerScope(start: Record<string, string[]>, served?: Set<string>) {
  const stores = new Map(Object.entries(start).map(([name, paths]) => [name, new Set(paths)]));
  const listeners = new Map<string, (event: { waitUntil(work: Promise<unknown>): void }) => void>();
  const cacheOf = (store: Set<string>) => ({
    keys: async () => [...store].map((p) => new Request(`${ORIGIN}${p}`)),
    addAll: async (paths: string[]) => {
      const missing = paths.filter((p) => served && !served.has(p));
      if (missing.length) throw new TypeError(`not found: ${missing.join(', ')}`);
      paths.forEach((p) => store.add(p));
    },
    delete: async (request: Request) => store.delete(new URL(request.url).pathname),
  });
  const scope = {
    caches: {
      has: async (name: string) => stores.has(name),
      open: async (name: string) => {
        if (!stores.has(name)) stores.set(name, new Set());
        return cacheOf(stores.get(name)!);
      },
    },
    addEventListener: (
      type: string,
      listener: (event: { waitUntil(w: Promise<unknown>): void }) => void,
    ) => listeners.set(type, listener),
  };
  const fire = async (type: 'install' | 'activate') => {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({ waitUntil: (w) => (work = w) });
    await work;
  };
  const contents = () =>
    Object.fromEntries([...stores].map(([name, store]) => [name, [...store].sort()]));
  return { scope, fire, contents };
}

/** Runs the written script in the stand-in scope (as `importScripts` runs it: `self` is the scope). */
function startWorker(source: string, scope: unknown) {
  new Function('self', source)(scope);
}

describe('keptGroups', () => {
  it('groups the files under the folders named, by folder, as the server paths them', () => {
    const groups: KeptGroups = keptGroups(BUILD, ['assets/texts', 'assets/telegram']);
    expect(groups).toEqual({
      '/assets/texts/ru/': ['/assets/texts/ru/core-R1.js', '/assets/texts/ru/rest-R2.js'],
      '/assets/texts/en/': ['/assets/texts/en/core-E1.js', '/assets/texts/en/rest-E2.js'],
      '/assets/texts/zh-CN/': ['/assets/texts/zh-CN/core-Z1.js', '/assets/texts/zh-CN/rest-Z2.js'],
      '/assets/telegram/': [
        '/assets/telegram/telegram-platform-T1.js',
        '/assets/telegram/telegram-ui-root-T2.js',
        '/assets/telegram/telegram-ui-root-T3.css',
      ],
    });
  });
});

describe('sw-kept.js', () => {
  const cases: {
    name: string;
    before: Record<string, string[]>;
    afterInstall: Record<string, string[]>;
    afterActivate: Record<string, string[]>;
  }[] = [
    {
      name: "a new build's files of the languages kept, and the earlier build's dropped once active",
      before: {
        texts: [
          '/assets/texts/ru/core-OLD1.js',
          '/assets/texts/ru/rest-OLD2.js',
          '/assets/texts/en/core-E1.js',
        ],
      },
      afterInstall: {
        texts: [
          '/assets/texts/en/core-E1.js',
          '/assets/texts/en/rest-E2.js',
          '/assets/texts/ru/core-OLD1.js',
          '/assets/texts/ru/core-R1.js',
          '/assets/texts/ru/rest-OLD2.js',
          '/assets/texts/ru/rest-R2.js',
        ],
      },
      afterActivate: {
        texts: [
          '/assets/texts/en/core-E1.js',
          '/assets/texts/en/rest-E2.js',
          '/assets/texts/ru/core-R1.js',
          '/assets/texts/ru/rest-R2.js',
        ],
      },
    },
    {
      name: "the Mini App's files, kept once one of them was",
      before: {
        texts: ['/assets/texts/ru/core-R1.js', '/assets/texts/ru/rest-R2.js'],
        telegram: ['/assets/telegram/telegram-platform-OLD.js'],
      },
      afterInstall: {
        texts: ['/assets/texts/ru/core-R1.js', '/assets/texts/ru/rest-R2.js'],
        telegram: [
          '/assets/telegram/telegram-platform-OLD.js',
          '/assets/telegram/telegram-platform-T1.js',
          '/assets/telegram/telegram-ui-root-T2.js',
          '/assets/telegram/telegram-ui-root-T3.css',
        ],
      },
      afterActivate: {
        texts: ['/assets/texts/ru/core-R1.js', '/assets/texts/ru/rest-R2.js'],
        telegram: [
          '/assets/telegram/telegram-platform-T1.js',
          '/assets/telegram/telegram-ui-root-T2.js',
          '/assets/telegram/telegram-ui-root-T3.css',
        ],
      },
    },
    {
      name: 'a website visitor: no cache of the Mini App is made, no other language fetched',
      before: { texts: ['/assets/texts/zh-CN/core-OLD.js'] },
      afterInstall: {
        texts: [
          '/assets/texts/zh-CN/core-OLD.js',
          '/assets/texts/zh-CN/core-Z1.js',
          '/assets/texts/zh-CN/rest-Z2.js',
        ],
      },
      afterActivate: {
        texts: ['/assets/texts/zh-CN/core-Z1.js', '/assets/texts/zh-CN/rest-Z2.js'],
      },
    },
    {
      name: 'a language this build no longer has: dropped, nothing fetched for it',
      before: { texts: ['/assets/texts/xx/core-OLD.js', '/assets/texts/ru/core-R1.js'] },
      afterInstall: {
        texts: [
          '/assets/texts/ru/core-R1.js',
          '/assets/texts/ru/rest-R2.js',
          '/assets/texts/xx/core-OLD.js',
        ],
      },
      afterActivate: { texts: ['/assets/texts/ru/core-R1.js', '/assets/texts/ru/rest-R2.js'] },
    },
    {
      name: 'a first install: nothing kept yet, nothing fetched',
      before: {},
      afterInstall: {},
      afterActivate: {},
    },
  ];

  it.each(cases)('$name', async ({ before, afterInstall, afterActivate }) => {
    const worker = workerScope(before);
    startWorker(workerScript(BUILD), worker.scope);
    await worker.fire('install');
    expect(worker.contents()).toEqual(afterInstall);
    await worker.fire('activate');
    expect(worker.contents()).toEqual(afterActivate);
  });

  it('fails the install when a file to keep does not download (the worker in charge stays)', async () => {
    const worker = workerScope(
      { texts: ['/assets/texts/ru/core-OLD.js'] },
      new Set(['/assets/texts/ru/core-R1.js']),
    );
    startWorker(workerScript(BUILD), worker.scope);
    await expect(worker.fire('install')).rejects.toThrow('not found: /assets/texts/ru/rest-R2.js');
  });
});
