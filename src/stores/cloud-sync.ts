// Keeps store state in Telegram's CloudStorage beside the device's storage (issue 18 item 6): the
// device's copy is what the first render shows; the cloud's copy is read once at start and merges in
// when it arrives; after that every change is written back, debounced (a burst of changes is one
// write of the latest state). Which copy wins is domain/cloud-copy.ts newerCopy: the one changed
// last, by the `at` each copy carries (this device's times are kept in `store:cloud-stamps`).
// A cloud that fails or never answers leaves the device's copy in charge: nothing is written over
// a cloud copy that was not read.
import { reaction, runInAction } from 'mobx';
import type { CloudStorage, KeyValueStorage } from '../../adapters/platform.ts';
import type { Clock } from './root-store.ts';
import { fitCloudCopy, isCloudKey, newerCopy, readCloudCopy } from '../domain/cloud-copy.ts';

/** One piece of state that follows the user: where it lives in the cloud and how it is applied. */
export interface CloudDoc<T> {
  /** Its CloudStorage key (domain/cloud-copy.ts isCloudKey). */
  key: string;
  /** The store's state now, as plain data (read inside a reaction: what it reads is followed). */
  read(): T;
  /** Checks what came from the cloud (written by another version, or another app); null: unusable. */
  check(data: unknown): T | null;
  /** Puts the cloud's copy into the store. */
  apply(data: T): void;
  /** One step smaller, to fit CloudStorage's 4096 characters; null when it cannot be. */
  shrink(data: T): T | null;
}

const STAMPS_KEY = 'store:cloud-stamps';
export const CLOUD_WRITE_DELAY_MS = 800;

interface Stamps {
  /** The Telegram user the times belong to: another user on this device starts from the cloud. */
  user: number;
  at: Record<string, number>;
}

export class CloudSync {
  private readonly stamps: Stamps;
  private readonly docs = new Map<string, CloudDoc<unknown>>();
  /** Keys whose cloud copy has been read (writes wait for it). */
  private readonly ready = new Set<string>();
  private readonly dirty = new Set<string>();
  private readonly timers = new Set<string>();
  private applying = false;
  private readonly writes = new Set<Promise<void>>();

  constructor(
    private readonly cloud: CloudStorage,
    private readonly storage: KeyValueStorage,
    private readonly clock: Clock,
    user: number,
    private readonly delay = CLOUD_WRITE_DELAY_MS,
  ) {
    this.stamps = readStamps(storage.getItem(STAMPS_KEY), user);
  }

  /**
   * Follows these documents: changes are noted from now on; the cloud's copies are read in one call
   * and merged. Resolves when the merge is done (or the cloud failed: the device's copy stays).
   */
  async start(docs: CloudDoc<never>[]): Promise<void> {
    const list = docs as unknown as CloudDoc<unknown>[];
    for (const doc of list) {
      if (!isCloudKey(doc.key)) throw new Error(`not a CloudStorage key: ${doc.key}`);
      this.docs.set(doc.key, doc);
      reaction(
        () => JSON.stringify(doc.read()),
        () => this.changed(doc.key),
      );
    }
    let values: Record<string, string>;
    try {
      values = await this.cloud.get(list.map((d) => d.key));
    } catch (error) {
      console.warn('[cloud] CloudStorage did not answer: this device keeps its own copy', error);
      return;
    }
    for (const doc of list) this.merge(doc, values[doc.key] ?? '');
  }

  /** Writes whatever waits now, without the wait: the customer is leaving the app. */
  async flush(): Promise<void> {
    for (const key of [...this.dirty]) if (this.ready.has(key)) await this.write(key);
    await Promise.all([...this.writes]);
  }

  private merge(doc: CloudDoc<unknown>, raw: string) {
    const copy = readCloudCopy(raw);
    const data = copy ? doc.check(copy.data) : null;
    if (copy && data === null) console.warn(`[cloud] ${doc.key}: the cloud copy is unreadable`);
    const deviceAt = this.stamps.at[doc.key] ?? 0;
    const winner = newerCopy(deviceAt, data === null ? null : copy!.at);
    this.ready.add(doc.key);
    if (winner === 'cloud') {
      // The reactions run as the action ends, still inside `applying`: no write back of it.
      this.applying = true;
      try {
        runInAction(() => doc.apply(data));
      } finally {
        this.applying = false;
      }
      this.stamp(doc.key, copy!.at);
      this.dirty.delete(doc.key);
    } else if (winner === 'device') {
      if (!deviceAt) this.stamp(doc.key, this.clock.now());
      this.dirty.add(doc.key);
    }
    if (this.dirty.has(doc.key)) this.schedule(doc.key);
  }

  private changed(key: string) {
    if (this.applying) return;
    this.stamp(key, this.clock.now());
    this.dirty.add(key);
    if (this.ready.has(key)) this.schedule(key);
  }

  /** The first change starts the wait; those after it within the wait go out in the same write. */
  private schedule(key: string) {
    if (this.timers.has(key)) return;
    this.timers.add(key);
    this.clock.setTimeout(() => {
      this.timers.delete(key);
      if (this.dirty.has(key)) void this.write(key);
    }, this.delay);
  }

  private write(key: string): Promise<void> {
    const doc = this.docs.get(key)!;
    this.dirty.delete(key);
    const fitted = fitCloudCopy(doc.read(), this.stamps.at[key] ?? this.clock.now(), doc.shrink);
    if (!fitted) {
      console.warn(`[cloud] ${key} does not fit in CloudStorage: kept on this device only`);
      return Promise.resolve();
    }
    const done = this.cloud.set(key, fitted.value).then(
      () => undefined,
      (error: unknown) => {
        // Kept on the device with its time: the next start writes it (it is the newer copy).
        console.warn(`[cloud] ${key} was not saved to CloudStorage`, error);
      },
    );
    this.writes.add(done);
    void done.finally(() => this.writes.delete(done));
    return done;
  }

  private stamp(key: string, at: number) {
    this.stamps.at[key] = at;
    this.storage.setItem(STAMPS_KEY, JSON.stringify(this.stamps));
  }
}

function readStamps(raw: string | null, user: number): Stamps {
  try {
    const parsed = JSON.parse(raw ?? 'null') as Partial<Stamps> | null;
    if (parsed && parsed.user === user && parsed.at && typeof parsed.at === 'object') {
      const at = Object.fromEntries(
        Object.entries(parsed.at).filter(
          (e): e is [string, number] => typeof e[1] === 'number' && Number.isFinite(e[1]),
        ),
      );
      return { user, at };
    }
  } catch {
    // Unreadable: start from the cloud's copies.
  }
  return { user, at: {} };
}
