// /lk/game: the fortune wheel. The backend picks the prize (one spin a day) and applies it: a
// personal promo code (shown in "My promo codes") or bonus points. The wheel only shows it.
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import { Page } from '../components/page.tsx';
import { useAccountLoad } from './use-load.ts';
import { whenLoaded } from './lk-states.tsx';
import { LkErrorBoundary } from './lk-error-boundary.tsx';
import { FortuneWheel } from './fortune-wheel.tsx';
import { WheelPrize } from './wheel-prize.tsx';
import { useFeatures } from '../use-features.ts';

type Phase = 'idle' | 'asking' | 'spinning' | 'failed';

const LkGame = observer(function LkGame() {
  const store = useStores();
  const features = useFeatures();
  const { t } = useTranslation();
  const [state, reload, setState] = useAccountLoad((f) => f.reads.wheel());
  const [phase, setPhase] = useState<Phase>('idle');
  // Without a canvas there is no animation to wait for: the prize shows at once.
  const [broken, setBroken] = useState(false);
  const spin = async () => {
    if (phase === 'asking' || phase === 'spinning') return;
    setPhase('asking');
    const result = await features.reads.spinWheel();
    if (!result.ok) return setPhase('failed');
    setState(result.data);
    if (broken) landed();
    else setPhase('spinning');
  };
  const landed = () => {
    setPhase('idle');
    store.platform.haptics.notify('success');
    void features.account.reloadBonus(); // a points prize is already on the balance
  };
  const waiting = phase === 'asking' || phase === 'spinning';
  return (
    <Page title={t('lk.sections.game')}>
      {whenLoaded(state, reload, (data) => (
        <>
          <p className="page__lead">{t('lk.game.lead')}</p>
          <LkErrorBoundary
            onError={() => setBroken(true)}
            fallback={
              <p className="auth-error" role="alert" data-testid="wheel-error">
                {t('lk.game.unavailable')}
              </p>
            }
          >
            <FortuneWheel
              prizes={data.prizes}
              target={data.result?.prize_id ?? null}
              animate={phase === 'spinning'}
              onStop={() => phase === 'spinning' && landed()}
              label={t('lk.game.wheelLabel', {
                prizes: data.prizes.map((p) => p.label).join(', '),
              })}
            />
          </LkErrorBoundary>
          {!data.result && (
            <button
              type="button"
              className="btn btn--primary lk-spin"
              disabled={waiting}
              onClick={() => void spin()}
              data-testid="wheel-spin"
            >
              {t('lk.game.spin')}
            </button>
          )}
          {phase === 'failed' && (
            <p className="auth-error" role="alert">
              {t('lk.game.failed')}
            </p>
          )}
          <div aria-live="polite">
            {data.result && !waiting && (
              <WheelPrize result={data.result} nextSpinAt={data.next_spin_at} />
            )}
          </div>
        </>
      ))}
    </Page>
  );
});

export default LkGame;
