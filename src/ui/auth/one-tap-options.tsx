// Inside Telegram the first choice needs no typing: sign in as the Telegram user, or share the
// contact Telegram already knows. The code form below stays as the alternative.
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import { welcomeOf } from '../../stores/sign-in-flow.ts';

type Status = 'idle' | 'busy' | 'declined' | 'failed';

export const OneTapOptions = observer(function OneTapOptions({
  linking,
  onDone,
}: {
  linking: boolean;
  onDone: () => void;
}) {
  const store = useStores();
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>('idle');
  const canShare = linking && store.platform.requestPhone !== null;
  const canSignIn = !linking && store.platform.telegram !== null;
  if (!canShare && !canSignIn) return null;

  const run = async () => {
    if (status === 'busy') return;
    setStatus('busy');
    if (canShare) {
      const outcome = await store.user.sharePhone(welcomeOf(linking));
      if (outcome === 'linked') return onDone();
      setStatus(outcome);
    } else {
      if (await store.user.signInWithTelegram(welcomeOf(linking))) return onDone();
      setStatus('failed');
    }
    store.platform.haptics.notify('error');
  };

  return (
    <div className="auth-one-tap">
      <button
        type="button"
        className="btn btn--primary auth-wide"
        onClick={() => void run()}
        disabled={status === 'busy'}
        data-testid={canShare ? 'share-phone' : 'telegram-sign-in'}
        data-autofocus
      >
        {canShare ? t('auth.sharePhone') : t('auth.telegramSignIn')}
      </button>
      {status === 'declined' && <p className="auth-note">{t('auth.shareDeclined')}</p>}
      {status === 'failed' && (
        <p className="auth-error" role="alert">
          {canShare ? t('auth.errors.shareFailed') : t('auth.errors.telegramFailed')}
        </p>
      )}
      <p className="auth-divider">
        <span>{t('auth.orWhatsapp')}</span>
      </p>
    </div>
  );
});
