// /lk: personal info ('Личная информация'): the profile, a phone for a Telegram account that has
// none, the saved addresses, what the account holds, and the way out.
import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import { Page } from '../components/page.tsx';
import { ProfileForm } from './profile-form.tsx';
import { PhoneCard } from './phone-card.tsx';
import { AddressBook } from './address-book.tsx';
import { useFeatures } from '../use-features.ts';

const LkProfile = observer(function LkProfile() {
  const store = useStores();
  const features = useFeatures();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { account } = features;
  const logout = async () => {
    if (!(await store.confirm('logout'))) return;
    store.user.logout();
    store.ui.notify(t('lk.loggedOut'), 'info');
    navigate('/', { replace: true });
  };
  return (
    <Page title={t('lk.sections.profile')}>
      {store.user.needsPhone && <PhoneCard />}
      <div className="lk-stats">
        <Link to="/lk/bonuses" className="lk-stat" data-testid="lk-stat-bonuses">
          <span className="lk-stat__value">{account.bonus ? account.bonusBalance : '—'}</span>
          <span className="lk-stat__label">
            {t('lk.bonuses.balanceShort', { count: account.bonus ? account.bonusBalance : 0 })}
          </span>
        </Link>
        <Link to="/lk/orders" className="lk-stat" data-testid="lk-stat-orders">
          <span className="lk-stat__value">{account.ordersCount ?? '—'}</span>
          <span className="lk-stat__label">
            {t('lk.orders.countShort', { count: account.ordersCount ?? 0 })}
          </span>
        </Link>
      </div>
      <ProfileForm key={store.user.user?.ID} />
      <AddressBook />
      <button
        type="button"
        className="btn btn--secondary lk-logout"
        onClick={() => void logout()}
        data-testid="logout"
      >
        {t('lk.logout')}
      </button>
    </Page>
  );
});

export default LkProfile;
