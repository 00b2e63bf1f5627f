// The layout choice modal (SPEC.md §2 Modals): the customer lists the catalogue as a grid of cards
// or as rows with descriptions, remembered on the device (ui.catalogView). In the demo it also
// previews the shop's page types for this visitor only (ui.previewPageType, never remembered).
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../store-context.tsx';
import { Modal } from '../components/modal.tsx';
import { RadioOption } from './radio-option.tsx';
import { PAGE_TYPES, type PageType } from '../../domain/page-type.ts';
import type { CatalogView } from '../../stores/ui-store.ts';
import './layout-choice.css';

const VIEWS: CatalogView[] = ['grid', 'list'];

const LayoutChoiceModal = observer(function LayoutChoiceModal() {
  const store = useStores();
  const { ui } = store;
  const { t } = useTranslation();
  const view: CatalogView = ui.cardVariant === 'row' ? 'list' : 'grid';
  const preview = ui.previewPageType;
  // Another front replaces the page (and this toolbar) at once: the sheet closes to show it.
  const choosePage = (type: PageType | null) => {
    ui.close();
    ui.previewPage(type);
  };
  return (
    <Modal
      open={ui.modal === 'layout-choice'}
      onClose={() => ui.close()}
      title={t('layoutChoice.title')}
      testId="layout-choice"
    >
      <fieldset className="filters-group">
        <legend className="filters-legend">{t('layoutChoice.view')}</legend>
        {VIEWS.map((v) => (
          <RadioOption
            key={v}
            name="catalog-view"
            value={v}
            checked={view === v}
            onPick={() => ui.setCatalogView(v)}
            focus
          >
            {t(`layoutChoice.${v}`)}
            <small className="layout-choice__hint">{t(`layoutChoice.${v}Hint`)}</small>
          </RadioOption>
        ))}
      </fieldset>
      {store.demo && (
        <fieldset className="filters-group">
          <legend className="filters-legend">{t('layoutChoice.pageType')}</legend>
          <p className="layout-choice__hint">{t('layoutChoice.pageTypeHint')}</p>
          <RadioOption name="page-type" checked={preview === null} onPick={() => choosePage(null)}>
            {t('layoutChoice.shopOwn', {
              type: t(`layoutChoice.types.${store.settings.shopPageType}`),
            })}
          </RadioOption>
          {PAGE_TYPES.map((type) => (
            <RadioOption
              key={type}
              name="page-type"
              value={type}
              checked={preview === type}
              onPick={() => choosePage(type)}
            >
              {t(`layoutChoice.types.${type}`)}
            </RadioOption>
          ))}
        </fieldset>
      )}
      <div className="filters-actions">
        <button type="button" className="btn btn--primary" onClick={() => ui.close()}>
          {t('catalogTools.done')}
        </button>
      </div>
    </Modal>
  );
});

export default LayoutChoiceModal;
