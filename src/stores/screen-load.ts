// What one screen shows, loaded by a store action and reloaded on demand: its state (loading,
// failed, ready) lives here, keyed, so an answer for an older key (another slug, another customer)
// is never shown. Created by the screen's hook (src/ui/lk/use-load.ts); the loader is a store's.
import { makeAutoObservable, runInAction } from 'mobx';
import type { Result } from '../api/client.ts';

export type { Result };

export type Loaded<T> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: T };

export class ScreenLoad<T> {
  loaded: Loaded<T> = { status: 'loading' };
  private key: unknown = undefined;
  private attempt = 0;
  private loader: () => Promise<Result<T>> = () =>
    Promise.resolve({ ok: false, problem: { kind: 'not-found' } });

  constructor() {
    makeAutoObservable<ScreenLoad<T>, 'attempt' | 'loader'>(this, {
      // A read, not an action: the screen observing it must see the answer come in.
      stateFor: false,
      attempt: false,
      loader: false,
    });
  }

  /** Loads for this key (again only when the key changed). */
  show(key: unknown, loader: () => Promise<Result<T>>): void {
    this.loader = loader;
    if (this.attempt > 0 && Object.is(key, this.key)) return;
    this.key = key;
    void this.run();
  }

  /** The state for this key: until its answer is in, another key's data is not this screen's. */
  stateFor(key: unknown): Loaded<T> {
    return Object.is(key, this.key) ? this.loaded : { status: 'loading' };
  }

  reload(): void {
    void this.run();
  }

  /** What another action answered (a spin of the wheel). */
  set(data: T): void {
    this.loaded = { status: 'ready', data };
  }

  private async run(): Promise<void> {
    const attempt = ++this.attempt;
    this.loaded = { status: 'loading' };
    const result = await this.loader();
    // SPEC.md §8: API failures are logged (the client does); the screen offers a retry.
    runInAction(() => {
      if (attempt !== this.attempt) return;
      this.loaded = result.ok ? { status: 'ready', data: result.data } : { status: 'failed' };
    });
  }
}
