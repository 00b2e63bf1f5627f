// SPEC.md §1: the notice shown when settings cannot be loaded.
import { useTranslation } from '../use-translation.ts';
import { PlateArt } from '../components/icons.tsx';

export function Maintenance() {
  const { t } = useTranslation();
  return (
    <main className="maintenance" role="alert">
      <PlateArt />
      <h1 className="maintenance__title">{t('maintenance.title')}</h1>
      <p className="maintenance__hint">{t('maintenance.hint')}</p>
      <button className="btn btn--primary" type="button" onClick={() => window.location.reload()}>
        {t('maintenance.retry')}
      </button>
    </main>
  );
}
