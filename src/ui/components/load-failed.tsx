// A list or page that could not load says so and offers a retry, never "nothing here".
import { useTranslation } from '../use-translation.ts';

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="empty-state" role="alert">
      <p>{t('common.loadFailed')}</p>
      <button type="button" className="btn btn--secondary" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
