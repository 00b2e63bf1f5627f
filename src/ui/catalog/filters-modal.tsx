// The filters modal (SPEC.md §2 Modals): price sort (§9) and the shop's product labels. Choices
// apply at once, so the list behind the sheet is already right when it closes.
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../store-context.tsx';
import { Modal } from '../components/modal.tsx';
import { RadioOption } from './radio-option.tsx';
import type { ProductSort } from '../../domain/catalog-sort.ts';

const SORTS: { value: ProductSort; label: string }[] = [
  { value: 'default', label: 'catalogTools.sortDefault' },
  { value: 'price-asc', label: 'catalogTools.sortPriceAsc' },
  { value: 'price-desc', label: 'catalogTools.sortPriceDesc' },
];

export const FiltersModal = observer(function FiltersModal() {
  const { ui, catalogFilter } = useStores();
  const { t } = useTranslation();
  const badges = catalogFilter.availableBadges;
  return (
    <Modal
      open={ui.modal === 'filters'}
      onClose={() => ui.close()}
      title={t('catalogTools.filters')}
    >
      <fieldset className="filters-group">
        <legend className="filters-legend">{t('catalogTools.sort')}</legend>
        {SORTS.map((s) => (
          <RadioOption
            key={s.value}
            name="catalog-sort"
            value={s.value}
            checked={catalogFilter.sort === s.value}
            onPick={() => catalogFilter.setSort(s.value)}
            focus
          >
            {t(s.label)}
          </RadioOption>
        ))}
      </fieldset>
      {badges.length > 0 && (
        <fieldset className="filters-group">
          <legend className="filters-legend">{t('catalogTools.badges')}</legend>
          <div className="filters-chips">
            {badges.map((badge) => (
              <label key={badge} className="filters-chip">
                <input
                  type="checkbox"
                  checked={catalogFilter.badges.includes(badge)}
                  onChange={() => catalogFilter.toggleBadge(badge)}
                />
                <span>{badge}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <div className="filters-actions">
        <button
          type="button"
          className="btn btn--secondary"
          onClick={() => catalogFilter.resetFilters()}
        >
          {t('catalogTools.reset')}
        </button>
        <button type="button" className="btn btn--primary" onClick={() => ui.close()}>
          {t('catalogTools.done')}
        </button>
      </div>
    </Modal>
  );
});

export default FiltersModal;
