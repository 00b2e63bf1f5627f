// What the wheel gave today: the prize, its promo code (kept in "My promo codes"), the next try.
import { Link } from 'react-router-dom';
import { useTranslation } from '../use-translation.ts';
import type { WheelState } from '../../stores/account-reads.ts';
import { CopyCode } from './copy-code.tsx';
import { formatDate } from '../format-date.ts';

export function WheelPrize({
  result,
  nextSpinAt,
}: {
  result: NonNullable<WheelState['result']>;
  nextSpinAt: string | null;
}) {
  const { t, i18n } = useTranslation();
  return (
    <div className="lk-card lk-prize" data-testid="wheel-result">
      <strong className="lk-prize__label">{t('lk.game.result', { label: result.label })}</strong>
      {result.coupon_code && (
        <>
          <CopyCode code={result.coupon_code} />
          <Link to="/lk/promocodes" className="auth-link">
            {t('lk.game.inPromocodes')}
          </Link>
        </>
      )}
      {nextSpinAt && (
        <span className="lk-muted">
          {t('lk.game.next', { date: formatDate(nextSpinAt, i18n.language, true) })}
        </span>
      )}
    </div>
  );
}
