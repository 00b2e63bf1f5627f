// Long work on the main thread in slices: a generator runs until its slice's time is spent, then the
// browser gets the thread back (to paint, scroll, take a keystroke) before the next slice.
// Parsing a 20,000-product catalogue so never becomes one long task.

/** A slice's budget: well under the 50 ms that makes a long task, a few frames at most. */
const SLICE_MS = 12;

/** Gives the thread back: scheduler.yield where the browser has it, a message otherwise. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  if (typeof MessageChannel === 'undefined') return new Promise((r) => setTimeout(r, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Runs `work` once the browser is idle (after 1.5 s where it cannot say); the returned function
 * cancels it. For what a page does not need to show: registering the service worker, keeping copies.
 */
export function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout: 10_000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, 1500);
  return () => clearTimeout(id);
}

export async function runSliced<T>(steps: Generator<unknown, T>, sliceMs = SLICE_MS): Promise<T> {
  let sliceStart = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - sliceStart > sliceMs) {
      await yieldToMain();
      sliceStart = performance.now();
    }
  }
}
