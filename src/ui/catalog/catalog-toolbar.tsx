// Search, categories and filters above a product list (home and category pages), with their modals.
import { lazy, useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import { SearchBar } from './search-bar.tsx';
import { lazyWithRetry } from '../lazy-with-retry.ts';
import { DrawnSuspense } from '../hydration-signal.tsx';

// The sheets load when opened: the home page's files do not carry them.
const FiltersModal = lazy(() =>
  lazyWithRetry(() => import('./filters-modal.tsx').then((m) => ({ default: m.FiltersModal }))),
);
const CategoriesModal = lazy(() =>
  lazyWithRetry(() =>
    import('./categories-modal.tsx').then((m) => ({ default: m.CategoriesModal })),
  ),
);
const LayoutChoiceModal = lazy(() => lazyWithRetry(() => import('./layout-choice-modal.tsx')));

export const CatalogToolbar = observer(function CatalogToolbar() {
  const { ui, catalogFilter } = useStores();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // Search text belongs to the page it was typed on; the sort and labels follow the customer.
  useEffect(() => catalogFilter.setQuery(''), [catalogFilter, pathname]);
  const chosen = (catalogFilter.sort === 'default' ? 0 : 1) + catalogFilter.chosenBadges.length;
  return (
    <div className="filters-bar">
      <SearchBar />
      <ToolButton modal="categories" testId="categories-button">
        <CategoriesIcon />
        <span className="filters-button__text">{t('catalogTools.categories')}</span>
      </ToolButton>
      <ToolButton modal="filters" testId="filters-button">
        <SlidersIcon />
        <span className="filters-button__text">{t('catalogTools.filters')}</span>
        {chosen > 0 && <span className="filters-button__count">{chosen}</span>}
      </ToolButton>
      <ToolButton modal="layout-choice" testId="layout-button" label={t('catalogTools.view')}>
        {ui.cardVariant === 'row' ? <ListIcon /> : <GridIcon />}
      </ToolButton>
      <DrawnSuspense fallback={null}>
        {ui.modal === 'filters' && <FiltersModal />}
        {ui.modal === 'categories' && <CategoriesModal />}
        {ui.modal === 'layout-choice' && <LayoutChoiceModal />}
      </DrawnSuspense>
    </div>
  );
});

/** A toolbar button that opens its sheet. */
function ToolButton({
  modal,
  testId,
  label,
  children,
}: {
  modal: 'categories' | 'filters' | 'layout-choice';
  testId: string;
  label?: string;
  children: React.ReactNode;
}) {
  const { ui } = useStores();
  return (
    <button
      type="button"
      className="filters-button"
      onClick={() => ui.open(modal)}
      aria-haspopup="dialog"
      aria-label={label}
      data-testid={testId}
    >
      {children}
    </button>
  );
}

/** A toolbar-only glyph on the 24px line grid of icons.tsx (kept here: nothing else uses them): one
 * stroked path, its ends or its corners rounded. */
function Glyph({ d, round }: { d: string; round: 'cap' | 'join' }) {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path
        d={d}
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap={round === 'cap' ? 'round' : undefined}
        strokeLinejoin={round === 'join' ? 'round' : undefined}
      />
    </svg>
  );
}

const SlidersIcon = () => <Glyph d="M4 7h10M18 7h2M4 17h4M12 17h8M16 5v4M10 15v4" round="cap" />;
const GridIcon = () => (
  <Glyph d="M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z" round="join" />
);
/**
 * The categories' glyph: three kinds of shape (Material's 'category'), not the grid, which on a
 * phone, where the buttons lose their words, stood twice in a row beside the layout choice's own.
 */
const CategoriesIcon = () => (
  <Glyph d="M12 3.5l4.5 7h-9zM4 17a3 3 0 1 0 6 0a3 3 0 1 0-6 0M14 14h6v6h-6z" round="join" />
);
/** The layout choice's list glyph (the grid one is GridIcon). */
const ListIcon = () => <Glyph d="M4 6h3M4 12h3M4 18h3M10 6h10M10 12h10M10 18h10" round="cap" />;
