// Tells start-up when a server-rendered page is fully hydrated. React hydrates the content of each
// Suspense boundary after the rest, at low priority, and a nested boundary after its parent's. A
// store change before a boundary is hydrated (the customer's saved dark theme, the session, the
// stored cart: what start-up applies) throws its server HTML away, draws it anew and logs React's
// error 421. So every boundary the server may draw is a `DrawnSuspense`: it counts itself when its
// parent commits and is counted off when its own content commits; start-up waits for none left.
import { createContext, Suspense, useContext, useEffect, useState, type ReactNode } from 'react';
import { useClientLayoutEffect } from './components/use-client-layout-effect.ts';

/** A part that never hydrates (its chunk failed) does not hold the start back for longer. */
const LONGEST_WAIT_MS = 5000;

export type HydrationGate = ReturnType<typeof hydrationGate>;

function hydrationGate(onHydrated: () => void) {
  const pending = new Set<object>();
  let opened = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const open = () => {
    if (opened) return;
    opened = true;
    onHydrated();
  };
  const check = () => {
    if (opened || pending.size > 0) return;
    // After this commit: a boundary drawn in it counts itself in its layout effect, before now.
    clearTimeout(timer);
    timer = setTimeout(() => pending.size === 0 && open());
  };
  return {
    /** A boundary drawn in a commit: its content is still to hydrate. */
    add: (boundary: object) => opened || pending.add(boundary),
    /** A boundary's content committed (or the boundary left the page). */
    settle: (boundary: object) => {
      pending.delete(boundary);
      check();
    },
    /** The root committed: the boundaries it drew are counted; opens at once when there are none. */
    rootCommitted: () => {
      check();
      setTimeout(open, LONGEST_WAIT_MS);
    },
  };
}

export const HydrationContext = createContext<HydrationGate | null>(null);

/** The root's part: counts the boundaries the first commit drew. */
export function HydrationRoot({
  onHydrated,
  children,
}: {
  onHydrated?: () => void;
  children: ReactNode;
}) {
  const [gate] = useState(() => (onHydrated ? hydrationGate(onHydrated) : null));
  useEffect(() => gate?.rootCommitted(), [gate]);
  return <HydrationContext.Provider value={gate}>{children}</HydrationContext.Provider>;
}

/** A Suspense boundary the server may draw, counted until its content is hydrated. */
export function DrawnSuspense({
  fallback,
  children,
}: {
  fallback: ReactNode;
  children: ReactNode;
}) {
  const gate = useContext(HydrationContext);
  const [boundary] = useState(() => ({}));
  // Counted in the commit that draws the boundary (a layout effect: before any passive one of it).
  useClientLayoutEffect(() => {
    if (!gate) return;
    gate.add(boundary);
    return () => gate.settle(boundary);
  }, [gate, boundary]);
  return (
    <Suspense fallback={fallback}>
      {children}
      {gate && <Hydrated gate={gate} boundary={boundary} />}
    </Suspense>
  );
}

function Hydrated({ gate, boundary }: { gate: HydrationGate; boundary: object }) {
  useEffect(() => gate.settle(boundary), [gate, boundary]);
  return null;
}
