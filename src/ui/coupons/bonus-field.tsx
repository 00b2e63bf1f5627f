// Pay part of the order with bonus points, up to the balance and the shop's percent cap.
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import { useFeatures } from '../use-features.ts';

export const BonusField = observer(function BonusField() {
  const { user } = useStores();
  const { bonus } = useFeatures();
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!user.signedIn || !bonus.active || bonus.balance <= 0) return null;
  if (!bonus.allowed) return <p className="bonus-field__hint">{t('coupons.bonusNotWithAuto')}</p>;
  const submit = (amount: number) => {
    const d = bonus.apply(amount);
    if (d.ok) {
      setError(null);
      setValue('');
    } else
      setError(
        t(
          d.reason === 'above-cap'
            ? 'coupons.bonusAboveCap'
            : d.reason === 'above-available'
              ? 'coupons.bonusAboveAvailable'
              : 'coupons.bonusInvalid',
          { max: d.max },
        ),
      );
  };
  return (
    <div className="bonus-field" data-testid="bonus-field">
      <p className="bonus-field__hint">
        {t('coupons.bonusAvailable', { count: bonus.balance, max: bonus.max })}
      </p>
      {bonus.applied > 0 ? (
        <div className="promo promo--applied">
          <span>{t('coupons.bonusApplied', { amount: bonus.applied })}</span>
          <button type="button" className="btn btn--secondary" onClick={() => bonus.apply(0)}>
            {t('coupons.promoRemove')}
          </button>
        </div>
      ) : (
        <form className="promo" onSubmit={(e) => (e.preventDefault(), submit(Number(value)))}>
          <input
            className="input"
            inputMode="numeric"
            value={value}
            onChange={(e) => setValue(e.target.value.replace(/[^\d]/g, ''))}
            // Short enough for a phone's row beside two buttons; the name says it whole.
            placeholder={t('coupons.bonusShort')}
            aria-label={t('coupons.bonusPlaceholder')}
            data-testid="bonus-input"
          />
          <button type="submit" className="btn btn--secondary" disabled={!value}>
            {t('coupons.promoApply')}
          </button>
          <button
            type="button"
            className="btn btn--secondary"
            onClick={() => submit(bonus.max)}
            disabled={bonus.max === 0}
          >
            {t('coupons.bonusMax')}
          </button>
        </form>
      )}
      {error && (
        <p className="promo__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
});
