// A route chunk that fails to load is retried once, then the preload-error event is fired and the
// error rethrown (SPEC.md §8): main.tsx reloads the tab once, which fixes a deploy that replaced
// the chunks. With the server gone a reload would only show the browser's error page, so first
// the connection is asked: while the shop does not answer, the load waits (the shell shows the
// shop's offline message) and goes on by itself once it does. Every lazy screen and modal also
// waits for what it needs beside its code: the texts beyond the home page's (src/i18n/parts.ts).

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

async function withPrerequisite<T>(load: () => Promise<T>): Promise<T> {
  const [module] = await Promise.all([load(), beforeShow()]);
  return module;
}

export async function lazyWithRetry<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await withPrerequisite(load);
  } catch (first) {
    for (;;) {
      if (connection && !(await connection.reachable())) await connection.untilReachable();
      else await new Promise((r) => setTimeout(r, 300));
      try {
        return await withPrerequisite(load);
      } catch {
        // Offline again meanwhile: wait once more. Otherwise the chunk itself is gone (a deploy).
        if (connection && !(await connection.reachable())) continue;
        window.dispatchEvent(
          new CustomEvent('vite:preloadError', { detail: first, cancelable: true }),
        );
        throw first;
      }
    }
  }
}
