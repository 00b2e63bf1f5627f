// Tells start-up when a server-rendered page is fully hydrated. React hydrates the content of
// Suspense boundaries after the rest, at low priority; a store change before then would throw the
// server's HTML away (and log an error). So the signal sits inside the screen's boundary.
import { createContext, useContext, useEffect } from 'react';

export const HydrationContext = createContext<(() => void) | null>(null);

export function HydrationSignal() {
  const done = useContext(HydrationContext);
  useEffect(() => {
    if (!done) return;
    // After this commit, and after any other boundary hydrated in the same pass.
    const timer = setTimeout(done, 0);
    return () => clearTimeout(timer);
  }, [done]);
  return null;
}
