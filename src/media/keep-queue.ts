// The media cache's copies are kept in idle time one at a time (SPEC.md §3 'media-cache'). Each
// picture on a page asks for its copy: asked for all at once, the loader's chunk arriving resumed
// every one of them in the same task, and their cache reads and downloads began together (one task
// of 24-32 ms after the home page's start, traced under Lighthouse). Here each copy starts in an
// idle period of its own, once the one before it is kept.
import { whenIdle } from '../api/sliced.ts';

export interface KeepQueue<T> {
  /** Queues `item`; the returned function takes it out again if it has not started. */
  add(item: T): () => void;
}

export function keepQueue<T>(
  keep: (item: T) => Promise<unknown>,
  idle: (work: () => void) => () => void = whenIdle,
): KeepQueue<T> {
  const waiting: T[] = [];
  let running = false;
  const next = () => {
    running = true;
    idle(() => {
      const item = waiting.shift();
      if (item === undefined) {
        running = false;
        return;
      }
      void keep(item)
        .catch(() => undefined)
        .finally(() => (waiting.length > 0 ? next() : (running = false)));
    });
  };
  return {
    add(item) {
      waiting.push(item);
      if (!running) next();
      return () => {
        const at = waiting.indexOf(item);
        if (at !== -1) waiting.splice(at, 1);
      };
    },
  };
}
