// The layout choice modal (SPEC.md §2 Modals): the customer lists the catalogue as a grid of cards
// or as rows with descriptions, remembered on the device (ui.catalogView). In the demo it also
// previews the shop's page types for this visitor only (ui.previewPageType, never remembered).
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import { Modal } from '../components/modal.tsx';
import { ChoiceField } from '../components/choice-field.tsx';
import { RadioOptions } from './radio-options.tsx';
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
        <RadioOptions
          name="catalog-view"
          values={VIEWS}
          current={view}
          onPick={(v) => ui.setCatalogView(v)}
          focus
          label={(v) => (
            <>
              {t(`layoutChoice.${v}`)}
              <small className="layout-choice__hint">{t(`layoutChoice.${v}Hint`)}</small>
            </>
          )}
        />
      </fieldset>
      {store.demo && (
        <fieldset className="filters-group">
          <legend className="filters-legend">{t('layoutChoice.pageType')}</legend>
          <p className="layout-choice__hint">{t('layoutChoice.pageTypeHint')}</p>
          <ChoiceField
            type="radio"
            className="filters-option"
            name="page-type"
            checked={preview === null}
            onCheck={() => choosePage(null)}
          >
            {t('layoutChoice.shopOwn', {
              type: t(`layoutChoice.types.${store.settings.shopPageType}`),
            })}
          </ChoiceField>
          <RadioOptions
            name="page-type"
            values={PAGE_TYPES}
            current={preview}
            onPick={choosePage}
            label={(type) => t(`layoutChoice.types.${type}`)}
          />
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
