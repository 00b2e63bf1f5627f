// Landing page type: a /menu/{slug} link shows the one-page menu scrolled to that category's block
// (offset -100), with the category's SEO meta and the address rewritten to /menu/{slug} (SPEC.md §2).
import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate } from 'react-router-dom';
import { useStores } from '../store-context.tsx';
import {
  LANDING_SCROLL_OFFSET,
  SCROLL_RETRY_MS,
  landingMenuTarget,
} from '../../domain/deep-link.ts';
import { findCategory } from '../../stores/catalog-store.ts';
import { CategorySeo } from '../seo/category-seo.tsx';
import HomeScreen from './home-screen.tsx';

/** How long the block is waited for (a big menu on a slow phone; a menu that never comes). */
const WAIT_MS = 60_000;
/** How long the block is held in place while the menu above it settles. */
const HOLD_MS = 5000;
const CUSTOMER_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls to the block and keeps it there while the page above it still changes height (the rest
 * of a big menu arriving, its rows measured, pictures): the browser's scroll anchoring does not
 * hold a block below windowed rows. Let go once the customer scrolls, or after HOLD_MS.
 */
function keepAtTop(el: HTMLElement): () => void {
  const place = () => {
    if (!el.isConnected) return;
    const top = el.getBoundingClientRect().top + window.scrollY + LANDING_SCROLL_OFFSET;
    if (Math.abs(window.scrollY - top) > 1) window.scrollTo({ top });
  };
  place();
  const observer = new ResizeObserver(place);
  observer.observe(document.body);
  const release = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of CUSTOMER_SCROLLS) window.removeEventListener(type, release);
  };
  const timer = window.setTimeout(release, HOLD_MS);
  for (const type of CUSTOMER_SCROLLS) window.addEventListener(type, release, { passive: true });
  return release;
}

const LandingMenu = observer(function LandingMenu() {
  const store = useStores();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const target = landingMenuTarget(pathname);
  const category = target ? store.catalog.categoryBySlug(target.slug) : undefined;
  // The block to scroll to: the category itself on home, or its top-level parent.
  const block =
    category &&
    (category.parent === 0
      ? category
      : findCategory(store.catalog.visible, (c) => c.id === category.parent));
  const blockSlug = block?.slug;
  useEffect(() => {
    if (!target || !blockSlug) return;
    store.ui.setMenuLoaded(false);
    const id = `cat-${blockSlug}`;
    let release = () => {};
    const arrived = () => {
      const el = document.getElementById(id);
      if (!el) return false;
      stopWaiting();
      release = keepAtTop(el);
      if (pathname !== target.address) navigate(target.address, { replace: true });
      store.ui.setMenuLoaded(true);
      return true;
    };
    // The block may come late: a far one with the rest of a big menu, its blocks revealed a slice
    // per task. Asked again every SCROLL_RETRY_MS (SPEC.md §9), and at once when the page changes.
    const watcher = new MutationObserver(() => void arrived());
    const retry = window.setInterval(arrived, SCROLL_RETRY_MS);
    const giveUp = window.setTimeout(() => stopWaiting(), WAIT_MS);
    function stopWaiting() {
      watcher.disconnect();
      window.clearInterval(retry);
      window.clearTimeout(giveUp);
    }
    if (!arrived()) watcher.observe(document.body, { childList: true, subtree: true });
    return () => {
      stopWaiting();
      release();
    };
  }, [store, blockSlug, pathname, navigate, target?.address]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <>
      {category && <CategorySeo category={category} />}
      <HomeScreen />
    </>
  );
});

export default LandingMenu;
