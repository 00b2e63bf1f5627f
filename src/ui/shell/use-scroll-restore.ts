// Every navigation starts at the top of the new page, and going back returns to where the
// customer was (issue 13): the browser's own restoration cannot do it for screens that load lazily,
// so the positions are kept here, by history entry. A new query on the same page (a product sheet,
// a filter, the sign-in sheet) and a replaced address (a redirect, the landing menu scrolled to its
// category) keep the page where it is. When the focused element left with the
// old page, focus moves to the new page's main region so the keyboard goes on from its top. A first
// visit's new page is set in the shop's fonts (its first was in the system's: index.html).
import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { useClientLayoutEffect } from '../components/use-client-layout-effect.ts';

/** How long a position waits for a lazily drawn page to grow tall enough (SPEC.md §9: 300 ms retries). */
const RESTORE_TRIES = 10;
const RESTORE_EVERY_MS = 300;

export function useScrollRestore(mainId: string) {
  const { key, pathname } = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const currentKey = useRef(key);
  const lastPath = useRef(pathname);

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    const save = () => positions.current.set(currentKey.current, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, []);

  useClientLayoutEffect(() => {
    currentKey.current = key;
    if (pathname === lastPath.current) return;
    lastPath.current = pathname;
    // A replace corrects the page in place (a redirect, the landing menu's address): it stays.
    if (navigationType === 'REPLACE') return;
    window.__storefrontFontsOn?.();
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected)
      document.getElementById(mainId)?.focus({ preventScroll: true });
    const target = navigationType === 'POP' ? (positions.current.get(key) ?? 0) : 0;
    window.scrollTo(0, 0);
    if (target === 0) return;
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const restore = () => {
      const room = document.documentElement.scrollHeight - window.innerHeight;
      if (room >= target || ++tries >= RESTORE_TRIES) {
        window.scrollTo(0, Math.min(target, room));
        return;
      }
      timer = setTimeout(restore, RESTORE_EVERY_MS);
    };
    restore();
    return () => clearTimeout(timer);
  }, [key, pathname, navigationType, mainId]);
}
