// The server build's entry (dist-server/entry-server.js), and a new build's loaded afresh. Node keeps
// a module by its address, so the same path would give the old build again; and the build's lazy
// chunks import the entry by its own name, so the entry under another address (`?v=`) would render
// with a second copy of the app's contexts beside the chunks' (every page a "useStores outside"
// error). A new build is therefore loaded from a copy of the whole folder, in a temporary folder of
// this process that finds the app's packages through a link to its node_modules; copies are removed
// when newer ones replace them, when the process ends, and, when it was stopped by a signal (no
// exit handler runs then), by the next process that makes one.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Renderer } from './page-renderer.ts';

const ENTRY = 'entry-server.js';
const PREFIX = 'storefront-ssr-';
/** A copy's folder name: the prefix, the pid of the process that made it, a random tail. */
const COPY_NAME = new RegExp(`^${PREFIX}(\\d+)-`);

export class ServerEntry {
  /** The copies made, oldest first; the newest is loaded, the one before may still be rendering. */
  private readonly copies: string[] = [];
  private fresh = false;

  /** `dir`: the server build's folder; `copiesIn`: where a new build's copies are made. */
  constructor(
    private readonly dir: string,
    private readonly copiesIn = os.tmpdir(),
  ) {}

  /** Where the entry is (to know whether there is one). */
  get file(): string {
    return path.join(this.dir, ENTRY);
  }

  /** The next load is of the build now in the folder. */
  renew() {
    this.fresh = true;
  }

  async load(): Promise<Renderer> {
    if (!this.fresh) return (await import(pathToFileURL(this.file).href)) as Renderer;
    const copy = this.copy();
    this.fresh = false;
    return (await import(pathToFileURL(path.join(copy, ENTRY)).href)) as Renderer;
  }

  private copy(): string {
    if (this.copies.length === 0) process.once('exit', () => this.copies.forEach(remove));
    removeOrphans(this.copiesIn);
    const copy = fs.mkdtempSync(path.join(this.copiesIn, `${PREFIX}${process.pid}-`));
    this.copies.push(copy);
    while (this.copies.length > 2) remove(this.copies.shift()!);
    fs.cpSync(this.dir, copy, { recursive: true });
    // ES modules, as the project's own package.json says of its .js files.
    fs.writeFileSync(path.join(copy, 'package.json'), '{"type":"module"}\n');
    fs.symlinkSync(packagesOf(this.dir), path.join(copy, 'node_modules'), 'dir');
    return copy;
  }
}

/** The copies of processes that are gone. */
function removeOrphans(dir: string) {
  for (const name of fs.readdirSync(dir)) {
    const pid = Number(COPY_NAME.exec(name)?.[1]);
    if (pid && !alive(pid)) remove(path.join(dir, name));
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: there is such a process, another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function remove(dir: string) {
  fs.rmSync(dir, { recursive: true, force: true });
}

/** The node_modules the build folder's imports are found in: the nearest above it. */
function packagesOf(dir: string): string {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    const candidate = path.join(at, 'node_modules');
    if (fs.existsSync(candidate)) return candidate;
    if (path.dirname(at) === at) return path.resolve('node_modules');
  }
}
