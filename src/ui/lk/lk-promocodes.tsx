// /lk/promocodes: personal coupons (systeminfo/v1/user/avaible_coupons), e.g. fortune-wheel prizes.
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import { Page } from '../components/page.tsx';
import { useAccountLoad } from './use-load.ts';
import { LkEmpty, loadedList } from './lk-states.tsx';
import { CopyCode } from './copy-code.tsx';
import { formatDate } from '../format-date.ts';
import { CouponInfoModal, type CouponRef } from '../coupons/coupon-info-modal.tsx';
import ticket from '@lobehub/fluent-emoji-3d/assets/1f39f-fe0f.webp';

const LkPromocodes = observer(function LkPromocodes() {
  const { t, i18n } = useTranslation();
  const [coupons, reload] = useAccountLoad((f) => f.reads.coupons());
  const [info, setInfo] = useState<CouponRef | null>(null);
  return (
    <Page title={t('lk.sections.promocodes')}>
      {loadedList(coupons, reload, {
        empty: (
          <LkEmpty
            art={ticket}
            text={t('lk.promocodes.empty')}
            link={{ to: '/lk/game', label: t('lk.promocodes.toGame') }}
          />
        ),
        testId: 'promocode-list',
        item: (c) => (
          <li key={c.code} className="card-list__item">
            <strong>{c.title || c.code}</strong>
            <CopyCode code={c.code} />
            {c.avaible_to && (
              <span className="card-list__label">
                {t('lk.promocodes.until', { date: formatDate(c.avaible_to, i18n.language) })}
              </span>
            )}
            <button
              type="button"
              className="auth-link"
              onClick={() =>
                setInfo({ code: c.code, name: c.title || c.code, until: c.avaible_to || '' })
              }
              aria-label={t('couponInfo.openFor', { name: c.title || c.code })}
              aria-haspopup="dialog"
            >
              {t('couponInfo.open')}
            </button>
          </li>
        ),
      })}
      <CouponInfoModal target={info} onClose={() => setInfo(null)} />
    </Page>
  );
});

export default LkPromocodes;
