// Which build a running server draws its pages from. `npm run build` beside a running server
// replaces dist/ and dist-server/: the page template read at start would go on naming scripts and
// style sheets the new build deleted, and every page would come out unstyled until a restart. The
// server looks at the build's own files (a stat each, at most once a second) and takes a new build
// once it is whole: its Vite manifest there, its server entry written after it (`npm run build`
// builds the browser's files, then the server's: a manifest newer than the entry is a build half
// done), and nothing written in the last second and a half (Vite empties a folder first, then
// writes it over a few seconds).
import fs from 'node:fs';

export interface BuildWatchOptions {
  /** The wall clock (file times are on it). */
  now?: () => number;
  /** How often the files are looked at, at most. */
  checkEveryMs?: number;
  /** How long the newest of them must have been left alone. */
  settleMs?: number;
}

export class BuildWatch {
  private readonly now: () => number;
  private readonly checkEveryMs: number;
  private readonly settleMs: number;
  private served: string;
  private checkedAt = Number.NEGATIVE_INFINITY;

  /**
   * `manifest`: the Vite manifest, which a whole build has; `pages`: the page templates it may
   * have; `serverEntry`: the server build's entry when pages are drawn from one.
   */
  constructor(
    private readonly files: { manifest: string; pages: readonly string[]; serverEntry?: string },
    options: BuildWatchOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.checkEveryMs = options.checkEveryMs ?? 1000;
    this.settleMs = options.settleMs ?? 1500;
    this.served = this.look()?.version ?? '';
  }

  /** The version being served: the build files' times ('' before any build). */
  get version(): string {
    return this.served;
  }

  /** True once when a new whole build is there since the last call that said so. */
  changed(): boolean {
    const now = this.now();
    if (now - this.checkedAt < this.checkEveryMs) return false;
    this.checkedAt = now;
    const seen = this.look();
    if (!seen || seen.version === this.served || now - seen.newest < this.settleMs) return false;
    this.served = seen.version;
    return true;
  }

  private look(): { version: string; newest: number } | null {
    const { manifest, pages, serverEntry } = this.files;
    const manifestTime = modified(manifest);
    const entryTime = serverEntry ? modified(serverEntry) : manifestTime;
    if (manifestTime === 0 || entryTime < manifestTime) return null;
    const times = [manifestTime, entryTime, ...pages.map(modified)];
    return { version: times.join('-'), newest: Math.max(...times) };
  }
}

/** A file's time, 0 when there is none. */
function modified(file: string): number {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}
