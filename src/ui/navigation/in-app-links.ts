// Plain <a href> links that the router follows: one click handler on a long list's container
// instead of a router <NavLink> per item. A NavLink resolves and matches its path on every render
// (react-router's resolvePath, matchPath, compilePath): a 5,000-dish shop's side column holds 200
// of them, about 5 ms of every server render and as much of the browser's hydration. A router <Link>
// costs ~50 µs a render too: the dish cards' links are plain ones marked IN_APP, followed by the
// shell's handler (shell.tsx), wherever the card is (a screen, the product modal, a sheet).
import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * The container's click handler: a plain left click on a same-origin <a> inside it navigates in the
 * app (no page load); a click with a modifier (a new tab or window), a link with a target or a
 * download, and any other site are left to the browser, as a router link leaves them.
 */
export function useInAppLinks(links = 'a'): (event: MouseEvent) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element).closest<HTMLAnchorElement>(links);
      if (!link || link.target || link.hasAttribute('download')) return;
      if (link.origin !== window.location.origin) return;
      event.preventDefault();
      navigate(link.pathname + link.search + link.hash);
    },
    [navigate, links],
  );
}

/** The attribute of a plain link the shell follows in the app, and the links it follows. */
export const IN_APP = { 'data-in-app': '' } as const;
export const IN_APP_LINKS = 'a[data-in-app]';

/** The class and aria-current of a link to `path` on the page at `pathname` (NavLink's rule). */
export function linkState(
  className: string,
  path: string,
  pathname: string,
  end = false,
): { className: string; 'aria-current'?: 'page' } {
  const active = pathname === path || (!end && pathname.startsWith(`${path}/`));
  return active ? { className: `${className} active`, 'aria-current': 'page' } : { className };
}
