// A long page keeps a bounded DOM and short tasks (issue 19), in two reusable pieces:
// - Windowed: a piece of the page is rendered only while it is near the viewport, and a stand-in of
//   the same height takes its place while it is far (its last measured height once it has been
//   seen, an estimate — the `placeholder` — before). The wrapper always stays in the page, so
//   anchors, headings outside it and the scroll position keep working. One IntersectionObserver
//   serves every Windowed on the page.
// - useRevealed: a list of many blocks is put on the page a slice at a time, a task each, so two
//   hundred category blocks never make one long task.
// Home categories use both; grocery fronts and long shelves can too.
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

/** Render a block this far before it scrolls into view, so even fast scrolling finds it drawn. */
export const WINDOW_MARGIN = '1200px 0px';

type Listener = (entry: IntersectionObserverEntry) => void;
const listeners = new Map<Element, Listener>();
let shared: IntersectionObserver | null = null;

function observeNear(node: Element, listener: Listener): () => void {
  shared ??= new IntersectionObserver(
    (entries) => entries.forEach((entry) => listeners.get(entry.target)?.(entry)),
    { rootMargin: WINDOW_MARGIN },
  );
  listeners.set(node, listener);
  shared.observe(node);
  return () => {
    listeners.delete(node);
    shared?.unobserve(node);
  };
}

export function Windowed({
  eager = false,
  always = false,
  placeholder,
  children,
  className,
}: {
  /** Rendered from the first paint (the first screen), without waiting for the observer. */
  eager?: boolean;
  /** Always rendered (a page small enough to hold whole): no observer, no stand-in. */
  always?: boolean;
  /** The stand-in before the block has ever been measured: as tall as the block will be. */
  placeholder: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<{ near: boolean; height: number | null }>({
    near: eager,
    height: null,
  });
  useEffect(() => {
    const node = ref.current;
    if (!node || always) return;
    if (typeof IntersectionObserver === 'undefined') {
      setState({ near: true, height: null });
      return;
    }
    return observeNear(node, (entry) =>
      setState((s) =>
        entry.isIntersecting === s.near
          ? s
          : // Leaving: the block is still drawn, so its box is its true height.
            {
              near: entry.isIntersecting,
              height: s.near ? entry.boundingClientRect.height : s.height,
            },
      ),
    );
  }, [always]);
  return (
    <div ref={ref} className={className}>
      {always || state.near ? (
        children
      ) : state.height !== null ? (
        <div style={{ height: state.height }} aria-hidden="true" />
      ) : (
        placeholder
      )}
    </div>
  );
}

/**
 * How many of `total` blocks to render: `first` at once, then `step` more per task until all are
 * in. It only grows, so a new list of the same page (a new catalogue) is not revealed again.
 */
export function useRevealed(total: number, first: number, step = 24): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count >= total) return;
    // A transition: a block revealed while the page still hydrates waits for it, rather than
    // forcing the server-drawn boundaries on the page to be drawn again (React error 421).
    const timer = setTimeout(() => startTransition(() => setCount((c) => c + step)), 0);
    return () => clearTimeout(timer);
  }, [count, total, step]);
  return Math.min(count, total);
}
