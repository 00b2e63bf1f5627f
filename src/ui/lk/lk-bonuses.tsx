// /lk/bonuses: the balance, how points work, and where they came from (bonus_ledger).
import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import { Page } from '../components/page.tsx';
import { formatDate } from '../format-date.ts';
import { useAccountLoad } from './use-load.ts';
import { LkEmpty, loadedList } from './lk-states.tsx';
import { useFeatures } from '../use-features.ts';
import { bonusReasonKey } from '../../domain/bonus-reasons.ts';
import type { BonusEntry } from '../../stores/account-reads.ts';
import coin from '@lobehub/fluent-emoji-3d/assets/1fa99.webp';

const LkBonuses = observer(function LkBonuses() {
  const features = useFeatures();
  const { t, i18n } = useTranslation();
  const { account } = features;
  const [history, reload] = useAccountLoad((f) => f.reads.bonusHistory());
  // In the customer's language when the backend says the line's kind; its own words otherwise.
  const reasonOf = (e: BonusEntry) => {
    const key = bonusReasonKey(e.kind);
    return key ? t(key, { id: e.order_id ?? '' }) : e.reason;
  };
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
      {loadedList(history, reload, {
        empty: <LkEmpty art={coin} text={t('lk.bonuses.empty')} />,
        testId: 'bonus-history',
        item: (e) => (
          <li key={e.id} className="card-list__item">
            <span className="lk-row">
              <span>{reasonOf(e)}</span>
              <strong className={e.amount >= 0 ? 'lk-plus' : 'lk-minus'}>
                {e.amount > 0 ? `+${e.amount}` : e.amount}
              </strong>
            </span>
            <span className="card-list__label">{formatDate(e.created_at, i18n.language)}</span>
          </li>
        ),
      })}
    </Page>
  );
});

export default LkBonuses;
