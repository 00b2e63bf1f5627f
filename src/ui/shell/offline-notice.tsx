// The shop's own message while its server does not answer (a screen's code could not load): it
// says what happened, that the shop retries by itself, and offers a retry now.
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import './shell-notices.css';

export const OfflineNotice = observer(function OfflineNotice() {
  const store = useStores();
  const { t } = useTranslation();
  if (!store.connection.offline) return null;
  return (
    <div className="offline-notice" role="alert" data-testid="offline-notice">
      <div className="offline-notice__text">
        <strong>{t('common.offlineTitle')}</strong>
        <span>{t('common.offlineText')}</span>
      </div>
      <button
        type="button"
        className="btn btn--secondary offline-notice__retry"
        onClick={() => store.connection.retryNow()}
      >
        {t('common.retryNow')}
      </button>
    </div>
  );
});
