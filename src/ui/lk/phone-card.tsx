// A Telegram account without a phone: one tap shares the contact Telegram knows; a WhatsApp code
// (the sign-in sheet in its linking mode) is the alternative.
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import { welcomeOf } from '../../stores/sign-in-flow.ts';

export const PhoneCard = observer(function PhoneCard() {
  const store = useStores();
  const { t } = useTranslation();
  const [status, setStatus] = useState<'idle' | 'busy' | 'declined' | 'failed'>('idle');
  const share = async () => {
    if (status === 'busy') return;
    setStatus('busy');
    // 'Номер телефона подтверждён' comes from the store once the account is in again.
    const outcome = await store.user.sharePhone(welcomeOf(true));
    if (outcome === 'linked') {
      store.platform.haptics.notify('success');
      return;
    }
    setStatus(outcome);
  };
  return (
    <section className="lk-card lk-phone-card" data-testid="phone-card">
      <h2 className="lk-card__title">{t('auth.linkTitle')}</h2>
      <p className="lk-muted">{t('auth.linkLead')}</p>
      {store.platform.requestPhone && (
        <button
          type="button"
          className="btn btn--primary"
          disabled={status === 'busy'}
          onClick={() => void share()}
          data-testid="share-phone"
        >
          {t('auth.sharePhone')}
        </button>
      )}
      {status === 'declined' && <p className="auth-note">{t('auth.shareDeclined')}</p>}
      {status === 'failed' && (
        <p className="auth-error" role="alert">
          {t('auth.errors.shareFailed')}
        </p>
      )}
      <button type="button" className="auth-link" onClick={() => store.ui.open('auth')}>
        {t('auth.viaWhatsapp')}
      </button>
    </section>
  );
});
