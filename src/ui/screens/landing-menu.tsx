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

const MAX_TRIES = 20;

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
    let tries = 0;
    let timer = 0;
    const attempt = () => {
      const el = document.getElementById(`cat-${blockSlug}`);
      if (el) {
        window.scrollTo({
          top: el.getBoundingClientRect().top + window.scrollY + LANDING_SCROLL_OFFSET,
        });
        if (pathname !== target.address) navigate(target.address, { replace: true });
        store.ui.setMenuLoaded(true);
      } else if (++tries < MAX_TRIES) {
        timer = window.setTimeout(attempt, SCROLL_RETRY_MS);
      }
    };
    attempt();
    return () => window.clearTimeout(timer);
  }, [store, blockSlug, pathname, navigate, target?.address]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <>
      {category && <CategorySeo category={category} />}
      <HomeScreen />
    </>
  );
});

export default LandingMenu;
