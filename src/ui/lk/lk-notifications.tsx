// /lk/notifications: what the shop has sent the customer (systeminfo/v2/push/user_history).
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import { Page } from '../components/page.tsx';
import { useLoad } from './use-load.ts';
import { LkEmpty, LkLoading } from './lk-states.tsx';
import { LoadFailed } from '../components/load-failed.tsx';
import { formatDate } from './lk-format.ts';
import { useFeatures } from '../use-features.ts';

const LkNotifications = observer(function LkNotifications() {
  const store = useStores();
  const features = useFeatures();
  const { t, i18n } = useTranslation();
  const [pushes, reload] = useLoad(() => features.reads.pushHistory(), store.user.token);
  return (
    <Page title={t('lk.sections.notifications')}>
      {pushes.status === 'loading' && <LkLoading />}
      {pushes.status === 'failed' && <LoadFailed onRetry={reload} />}
      {pushes.status === 'ready' &&
        (pushes.data.length === 0 ? (
          <LkEmpty art="🔔" text={t('lk.notifications.empty')} />
        ) : (
          <ul className="card-list" data-testid="notification-list">
            {pushes.data.map((p) => (
              <li key={p.id} className="card-list__item">
                <strong>{p.title}</strong>
                <span>{p.body}</span>
                <span className="card-list__label">
                  {formatDate(p.created_at, i18n.language, true)}
                </span>
              </li>
            ))}
          </ul>
        ))}
    </Page>
  );
});

export default LkNotifications;
