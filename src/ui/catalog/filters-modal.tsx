// The filters modal (SPEC.md §2 Modals): price sort (§9) and the shop's product labels. Choices
// apply at once, so the list behind the sheet is already right when it closes.
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import { Modal } from '../components/modal.tsx';
import { RadioOptions } from './radio-options.tsx';
import type { ProductSort } from '../../domain/catalog-sort.ts';

const SORTS: readonly ProductSort[] = ['default', 'price-asc', 'price-desc'];
const SORT_LABELS: Record<ProductSort, string> = {
  default: 'catalogTools.sortDefault',
  'price-asc': 'catalogTools.sortPriceAsc',
  'price-desc': 'catalogTools.sortPriceDesc',
};

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
        <RadioOptions
          name="catalog-sort"
          values={SORTS}
          current={catalogFilter.sort}
          onPick={(s) => catalogFilter.setSort(s)}
          focus
          label={(s) => t(SORT_LABELS[s])}
        />
      </fieldset>
      {badges.length > 0 && (
        <fieldset className="filters-group">
          <legend className="filters-legend">{t('catalogTools.badges')}</legend>
          <div className="filters-chips">
            {badges.map((badge) => (
              <label key={badge} className="filters-chip">
                <input
                  type="checkbox"
                  checked={catalogFilter.chosenBadges.includes(badge)}
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
