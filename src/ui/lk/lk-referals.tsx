// /lk/referals: the customer's referral code and a share through the host (Telegram's share
// sheet in the Mini App, Web Share or the clipboard on the website).
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import { Page } from '../components/page.tsx';
import { useAccountLoad } from './use-load.ts';
import { LkEmpty, whenLoaded } from './lk-states.tsx';
import { CopyCode } from './copy-code.tsx';
import handshake from '@lobehub/fluent-emoji-3d/assets/1f91d.webp';

const LkReferals = observer(function LkReferals() {
  const store = useStores();
  const { t } = useTranslation();
  const [info, reload] = useAccountLoad((features) => features.reads.referral());
  const [outcome, setOutcome] = useState<'shared' | 'copied' | 'failed' | null>(null);
  const share = async (text: string) => {
    const url = store.settings.settings?.settings.front_url || window.location.origin;
    setOutcome(await store.platform.share(text, url));
  };
  return (
    <Page title={t('lk.sections.referals')}>
      {whenLoaded(info, reload, (data) =>
        data === null ? (
          <LkEmpty art={handshake} text={t('lk.referals.off')} />
        ) : (
          <section className="lk-card lk-referral" data-testid="referral">
            <h2 className="lk-card__title">{data.menu_text || t('lk.referals.invite')}</h2>
            <p>{data.text}</p>
            <span className="lk-muted">{t('lk.referals.yourCode')}</span>
            <CopyCode code={data.coupon} />
            <button
              type="button"
              className="btn btn--primary"
              onClick={() => void share(data.text_for_share)}
              data-testid="referral-share"
            >
              {t('lk.referals.share')}
            </button>
            {outcome && (
              <p className={outcome === 'failed' ? 'auth-error' : 'lk-muted'} role="status">
                {t(`lk.referals.outcome.${outcome}`)}
              </p>
            )}
          </section>
        ),
      )}
    </Page>
  );
});

export default LkReferals;
