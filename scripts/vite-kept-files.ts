// Files the service worker keeps by use, not by precache (README "Service worker"): a language's
// text files (assets/texts/{language}/) and the Telegram-only files (assets/telegram/). A customer
// reads one language, and a website visitor never starts the Mini App. The worker's routes keep the
// ones a page uses; this keeps them through a new build. Their names carry their content's hash, so
// a new build's are new files: after an update the browser found on its own (a page left open, no
// page of the new build loaded), the first start with no network had no texts, and the app did not
// start. The new worker, as it installs, fetches this build's files of every group an earlier
// build's kept file was in, and once it is active drops the files no longer built.
import path from 'node:path';
import type { Plugin } from 'vite';

/** The name the worker's addition is written under (vite-plugin-pwa's `importScripts`). */
export const KEPT_FILES_SCRIPT = 'sw-kept.js';

/** Each group of files kept together (a folder: '/assets/texts/ru/') and this build's files. */
export type KeptGroups = Record<string, string[]>;

/** What the worker function uses of a service worker's global scope. */
export interface KeepScope {
  caches: Pick<CacheStorage, 'has' | 'open'>;
  addEventListener(
    type: 'install' | 'activate',
    listener: (event: { waitUntil(work: Promise<unknown>): void }) => void,
  ): void;
}

/**
 * Runs in the service worker: written into sw-kept.js as it stands (`String(keepAcrossBuilds)`), so
 * it names nothing outside itself.
 * - install: in each cache named, for every group that holds a kept file (of this build or an
 *   earlier one), this build's files of the group that are not kept yet. A failed download fails
 *   the install, as a precached file's does: the worker in charge stays, and the browser tries the
 *   update again later.
 * - activate: the kept files of the groups that this build does not have (an earlier build's).
 */
export function keepAcrossBuilds(scope: KeepScope, cacheNames: string[], groups: KeptGroups) {
  const pathOf = (request: Request) => new URL(request.url).pathname;
  const folderOf = (file: string) => file.slice(0, file.lastIndexOf('/') + 1);
  const built = new Set(Object.values(groups).flat());
  const eachCache = (work: (cache: Cache, kept: Request[]) => Promise<unknown>) =>
    Promise.all(
      cacheNames.map(async (name) => {
        if (!(await scope.caches.has(name))) return;
        const cache = await scope.caches.open(name);
        await work(cache, [...(await cache.keys())]);
      }),
    );
  scope.addEventListener('install', (event) =>
    event.waitUntil(
      eachCache((cache, kept) => {
        const have = new Set(kept.map(pathOf));
        const folders = new Set([...have].map(folderOf));
        const wanted = [...folders]
          .flatMap((folder) => groups[folder] ?? [])
          .filter((file) => !have.has(file));
        return cache.addAll(wanted);
      }),
    ),
  );
  scope.addEventListener('activate', (event) =>
    event.waitUntil(
      eachCache((cache, kept) =>
        Promise.all(
          kept.filter((request) => !built.has(pathOf(request))).map((old) => cache.delete(old)),
        ),
      ),
    ),
  );
}

/** The groups of a build's files: those under `dirs`, by folder, as the server's paths. */
export function keptGroups(fileNames: string[], dirs: string[]): KeptGroups {
  const groups: KeptGroups = {};
  for (const fileName of fileNames) {
    const file = `/${fileName.split(path.sep).join('/')}`;
    if (!dirs.some((dir) => file.startsWith(`/${dir}/`))) continue;
    const folder = file.slice(0, file.lastIndexOf('/') + 1);
    (groups[folder] ??= []).push(file);
  }
  for (const files of Object.values(groups)) files.sort();
  return groups;
}

/**
 * Writes sw-kept.js, the worker's addition: keepAcrossBuilds for the given caches and this build's
 * files under `dirs` (their compressed twins are the server's business, not the worker's).
 */
export function keptFiles(options: { dirs: string[]; cacheNames: string[] }): Plugin {
  return {
    name: 'storefront-kept-files',
    apply: 'build',
    enforce: 'post',
    generateBundle(_, bundle) {
      const groups = keptGroups(Object.keys(bundle), options.dirs);
      this.emitFile({
        type: 'asset',
        fileName: KEPT_FILES_SCRIPT,
        source: [
          '// Written by scripts/vite-kept-files.ts: files kept by use, through new builds.',
          `(${String(keepAcrossBuilds)})(`,
          `  self, ${JSON.stringify(options.cacheNames)}, ${JSON.stringify(groups)});`,
          '',
        ].join('\n'),
      });
    },
  };
}
