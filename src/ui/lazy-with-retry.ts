// A route chunk that fails to load (a deploy replaced it, a flaky network) is retried once, then the
// preload-error event is fired and the error rethrown (SPEC.md §8).
export async function lazyWithRetry<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (first) {
    try {
      await new Promise((r) => setTimeout(r, 300));
      return await load();
    } catch {
      window.dispatchEvent(
        new CustomEvent('vite:preloadError', { detail: first, cancelable: true }),
      );
      throw first;
    }
  }
}
