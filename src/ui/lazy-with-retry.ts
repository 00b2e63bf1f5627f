// A route chunk that fails to load (a deploy replaced it, a flaky network) is retried once, then the
// preload-error event is fired and the error rethrown (SPEC.md §8). Every lazy screen and modal also
// waits for what it needs beside its code: the texts beyond the home page's (see src/i18n/parts.ts).

let beforeShow: () => Promise<void> = () => Promise.resolve();

/** What every lazily loaded screen waits for (set once at start-up). */
export function setLazyPrerequisite(load: () => Promise<void>) {
  beforeShow = load;
}

async function withPrerequisite<T>(load: () => Promise<T>): Promise<T> {
  const [module] = await Promise.all([load(), beforeShow()]);
  return module;
}

export async function lazyWithRetry<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await withPrerequisite(load);
  } catch (first) {
    try {
      await new Promise((r) => setTimeout(r, 300));
      return await withPrerequisite(load);
    } catch {
      window.dispatchEvent(
        new CustomEvent('vite:preloadError', { detail: first, cancelable: true }),
      );
      throw first;
    }
  }
}
