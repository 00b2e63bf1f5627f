// A route chunk that fails to load is retried once, then the preload-error event is fired and the
// error rethrown (SPEC.md §8): main.tsx reloads the tab once, which fixes a deploy that replaced
// the chunks. With the server gone a reload would only show the browser's error page, so first
// the connection is asked: while the shop does not answer, the load waits (the shell shows the
// shop's offline message) and goes on by itself once it does. A lazy screen or modal also waits
// for what it needs beside its code: the texts beyond the core part (src/i18n/parts.ts), unless it
// shows only core texts (`texts: 'core'`).

interface Connection {
  reachable(): Promise<boolean>;
  untilReachable(): Promise<void>;
}

let beforeShow: () => Promise<void> = () => Promise.resolve();
let connection: Connection | null = null;

/** What every lazily loaded screen waits for (set once at start-up). */
export function setLazyPrerequisite(load: () => Promise<void>) {
  beforeShow = load;
}

/** Who says whether the server answers (the RootStore's ConnectionStore, set at start-up). */
export function setLazyConnection(c: Connection) {
  connection = c;
}

export interface LazyOptions {
  /**
   * 'core': the module (with what it imports) shows only texts of the core part, so it does not
   * wait for the rest: the public pages a visit lands on, and the parts of them that load lazily,
   * whose hydration would otherwise wait a round trip for texts they never show. Checked by
   * tests/unit/core-texts.test.ts. 'all' (the default): it waits for the rest of the texts.
   */
  texts?: 'core' | 'all';
}

/** For a module that shows only core texts. */
export const CORE: LazyOptions = { texts: 'core' };

const prerequisite = (texts: LazyOptions['texts']) =>
  texts === 'core' ? Promise.resolve() : beforeShow();

/** `load` with what the module needs beside its code (the texts), without the retries. */
export async function withPrerequisite<T>(load: () => Promise<T>, texts: LazyOptions['texts']) {
  const [module] = await Promise.all([load(), prerequisite(texts)]);
  return module;
}

/** The chunk a failed dynamic import names (Chromium: "…dynamically imported module: {url}"). */
function failedChunk(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error);
  const url = /(https?:\/\/[^\s'"]+?\.js)\b/.exec(message)?.[1];
  return url && url.startsWith(`${window.location.origin}/`) ? url : null;
}

/**
 * The browser remembers a module that failed to load and fails every later import of its URL
 * (Chromium does, per the module map): once the server answers again, the screen's own file is
 * asked for under a new query. What it imports in turn is cached as usual; should that have failed
 * too, the load fails and the page reloads (the server answers by then).
 */
async function loadAgain<T>(
  load: () => Promise<T>,
  attempt: number,
  texts: LazyOptions['texts'],
): Promise<T> {
  return withPrerequisite(
    () =>
      load().catch((error: unknown) => {
        const url = failedChunk(error);
        if (!url) throw error;
        return import(/* @vite-ignore */ `${url}?retry=${attempt}`) as Promise<T>;
      }),
    texts,
  );
}

export async function lazyWithRetry<T>(
  load: () => Promise<T>,
  { texts = 'all' }: LazyOptions = {},
): Promise<T> {
  let failure: unknown;
  try {
    return await withPrerequisite(load, texts);
  } catch (first) {
    failure = first;
  }
  for (let attempt = 1; ; attempt++) {
    if (connection && !(await connection.reachable())) await connection.untilReachable();
    else await new Promise((r) => setTimeout(r, 300));
    try {
      return await loadAgain(load, attempt, texts);
    } catch (error) {
      // Offline again meanwhile: wait once more. Otherwise the chunk itself is gone (a deploy).
      if (connection && !(await connection.reachable())) {
        failure = error;
        continue;
      }
      window.dispatchEvent(
        new CustomEvent('vite:preloadError', { detail: failure, cancelable: true }),
      );
      throw failure;
    }
  }
}
