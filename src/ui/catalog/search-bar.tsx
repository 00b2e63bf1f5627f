// The menu search field: filters as the customer types (names in the catalogue's language).
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import { CloseIcon, SearchIcon } from '../components/icons.tsx';

export const SearchBar = observer(function SearchBar() {
  const { catalogFilter, settings } = useStores();
  const { t } = useTranslation();
  return (
    <form
      className="search-bar"
      role="search"
      // Enter closes the phone keyboard; the results are already on screen.
      onSubmit={(e) => {
        e.preventDefault();
        (document.activeElement as HTMLElement | null)?.blur();
      }}
    >
      <SearchIcon size={18} className="search-bar__icon" />
      <input
        className="search-bar__input"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        aria-label={t('catalogTools.search')}
        placeholder={t('catalogTools.searchPlaceholder', { context: settings.wording })}
        value={catalogFilter.query}
        onChange={(e) => catalogFilter.setQuery(e.target.value)}
        data-testid="search-input"
      />
      {catalogFilter.query && (
        <button
          type="button"
          className="search-bar__clear"
          aria-label={t('catalogTools.clearSearch')}
          onClick={() => catalogFilter.setQuery('')}
        >
          <CloseIcon size={16} />
        </button>
      )}
    </form>
  );
});
