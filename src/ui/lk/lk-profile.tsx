// /lk: personal info ('Личная информация').
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../store-context.tsx';
import { Page } from '../components/page.tsx';
import { formatPhone } from '../../domain/phone.ts';

const LkProfile = observer(function LkProfile() {
  const store = useStores();
  const { t } = useTranslation();
  const user = store.user.user!;
  return (
    <Page title={t('lk.sections.profile')}>
      <dl className="definition-list">
        <dt>{t('lk.phone')}</dt>
        <dd data-testid="lk-phone">{formatPhone(user.phone)}</dd>
        <dt>{t('lk.name')}</dt>
        <dd>{user.display_name && user.display_name !== user.phone ? user.display_name : '—'}</dd>
      </dl>
      <button
        type="button"
        className="btn btn--secondary"
        onClick={() => store.user.logout()}
        data-testid="logout"
      >
        {t('lk.logout')}
      </button>
    </Page>
  );
});

export default LkProfile;
