// /lk/bonuses: the balance, how points work, and where they came from (bonus_ledger).
import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import { Page } from '../components/page.tsx';
import { formatDate } from './lk-format.ts';
import { useLoad } from './use-load.ts';
import { LkEmpty, LkLoading } from './lk-states.tsx';
import { LoadFailed } from '../components/load-failed.tsx';
import { useFeatures } from '../use-features.ts';

const LkBonuses = observer(function LkBonuses() {
  const store = useStores();
  const features = useFeatures();
  const { t, i18n } = useTranslation();
  const { account } = features;
  const [history, reload] = useLoad(() => features.reads.bonusHistory(), store.user.token);
  useEffect(() => {
    void account.reloadBonus();
  }, [account]);
  return (
    <Page title={t('lk.sections.bonuses')}>
      <div className="lk-card lk-balance">
        <span className="lk-muted">{t('lk.bonuses.balance')}</span>
        <strong className="lk-balance__value" data-testid="bonus-balance">
          {account.bonus ? account.bonusBalance : '—'}
        </strong>
        {account.bonus && !account.bonusActive && (
          <p className="lk-muted">{t('lk.bonuses.inactive')}</p>
        )}
      </div>
      <section className="lk-card">
        <h2 className="lk-card__title">{t('lk.bonuses.howTitle')}</h2>
        <ul className="lk-how">
          <li>{t('lk.bonuses.howEarn')}</li>
          <li>{t('lk.bonuses.howSpend', { percent: account.percentMax ?? 100 })}</li>
          <li>{t('lk.bonuses.howRate')}</li>
        </ul>
      </section>
      <h2 className="lk-subtitle">{t('lk.bonuses.history')}</h2>
      {history.status === 'loading' && <LkLoading />}
      {history.status === 'failed' && <LoadFailed onRetry={reload} />}
      {history.status === 'ready' &&
        (history.data.length === 0 ? (
          <LkEmpty art="🪙" text={t('lk.bonuses.empty')} />
        ) : (
          <ul className="card-list" data-testid="bonus-history">
            {history.data.map((e) => (
              <li key={e.id} className="card-list__item">
                <span className="lk-row">
                  <span>{e.reason}</span>
                  <strong className={e.amount >= 0 ? 'lk-plus' : 'lk-minus'}>
                    {e.amount > 0 ? `+${e.amount}` : e.amount}
                  </strong>
                </span>
                <span className="card-list__label">{formatDate(e.created_at, i18n.language)}</span>
              </li>
            ))}
          </ul>
        ))}
    </Page>
  );
});

export default LkBonuses;
