// /lk/notifications: what the shop has sent the customer (systeminfo/v2/push/user_history).
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import { Page } from '../components/page.tsx';
import { useAccountLoad } from './use-load.ts';
import { LkEmpty, loadedList } from './lk-states.tsx';
import { formatDate } from '../format-date.ts';
import bell from '@lobehub/fluent-emoji-3d/assets/1f514.webp';

const LkNotifications = observer(function LkNotifications() {
  const { t, i18n } = useTranslation();
  const [pushes, reload] = useAccountLoad((features) => features.reads.pushHistory());
  return (
    <Page title={t('lk.sections.notifications')}>
      {loadedList(pushes, reload, {
        empty: <LkEmpty art={bell} text={t('lk.notifications.empty')} />,
        testId: 'notification-list',
        item: (p) => (
          <li key={p.id} className="card-list__item">
            <strong>{p.title}</strong>
            <span>{p.body}</span>
            <span className="card-list__label">
              {formatDate(p.created_at, i18n.language, true)}
            </span>
          </li>
        ),
      })}
    </Page>
  );
});

export default LkNotifications;
