// The menu did not load: says so and asks for it again (the home page without a catalogue, and a
// big menu's block whose dishes were to come with the whole catalogue).
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';

export function CatalogFailed() {
  const { t } = useTranslation();
  const { catalog } = useStores();
  return (
    <div className="empty-state" role="alert">
      <p>{t('catalog.failed')}</p>
      <button type="button" className="btn btn--primary" onClick={() => void catalog.load()}>
        {t('common.retry')}
      </button>
    </div>
  );
}
