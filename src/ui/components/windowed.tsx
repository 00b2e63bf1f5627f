// A long page keeps a bounded DOM (issue 19): a piece of it is rendered only while it is near the
// viewport, and a stand-in of the same height takes its place while it is far — its last measured
// height once it has been seen, an estimate (the `placeholder`) before. The wrapper always stays in
// the page, so anchors, headings outside it and the scroll position keep working. Reusable by any
// page made of many blocks (home categories, grocery fronts, shelves).
import { useEffect, useRef, useState, type ReactNode } from 'react';

/** Render a block this far before it scrolls into view, so even fast scrolling finds it drawn. */
export const WINDOW_MARGIN = '1200px 0px';

export function Windowed({
  eager = false,
  placeholder,
  children,
  className,
}: {
  /** Rendered from the first paint (the first screen), without waiting for an observer. */
  eager?: boolean;
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
    if (!node) return;
    if (typeof IntersectionObserver === 'undefined') {
      setState({ near: true, height: null });
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1]!;
        setState((s) =>
          entry.isIntersecting === s.near
            ? s
            : // Leaving: the block is still drawn, so its box is its true height.
              {
                near: entry.isIntersecting,
                height: s.near ? entry.boundingClientRect.height : s.height,
              },
        );
      },
      { rootMargin: WINDOW_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} className={className}>
      {state.near ? (
        children
      ) : state.height !== null ? (
        <div style={{ height: state.height }} aria-hidden="true" />
      ) : (
        placeholder
      )}
    </div>
  );
}
