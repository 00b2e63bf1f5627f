// Promo code entry in the cart: apply, see why a code does not work, remove.
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '../use-translation.ts';
import { useFeatures } from '../use-features.ts';
import { useMoney } from '../use-money.ts';

export const PromoField = observer(function PromoField() {
  const { coupons } = useFeatures();
  const { t } = useTranslation();
  const money = useMoney();
  const [code, setCode] = useState('');
  if (coupons.promocode) {
    const p = coupons.promocode;
    // Accepted, but another discount it may not combine with is chosen: said, not shown as taken off.
    const waiting = !coupons.promoInForce;
    return (
      <div
        className={`promo promo--applied${waiting ? ' promo--waiting' : ''}`}
        data-testid="promo-applied"
      >
        <span className="promo__text">
          <span>
            {t('coupons.promoActive', { code: p.value })}{' '}
            <strong>
              {p.type === 'percent'
                ? `−${p.amount}%`
                : p.type === 'fixed_cart'
                  ? `−${money(p.amount)}`
                  : t('coupons.gift')}
            </strong>
          </span>
          {waiting && <span className="promo__note">{t('coupons.promoNotCombined')}</span>}
        </span>
        <button type="button" className="btn btn--secondary" onClick={() => coupons.removePromo()}>
          {t('coupons.promoRemove')}
        </button>
      </div>
    );
  }
  return (
    <form
      className="promo"
      onSubmit={(e) => {
        e.preventDefault();
        void coupons.applyPromo(code).then((ok) => ok && setCode(''));
      }}
    >
      <input
        className="input"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        placeholder={t('coupons.promoPlaceholder')}
        aria-label={t('coupons.promoPlaceholder')}
        aria-invalid={coupons.promoError ? true : undefined}
        autoCapitalize="characters"
        data-testid="promo-input"
      />
      <button
        type="submit"
        className="btn btn--secondary"
        disabled={!code.trim() || coupons.promoBusy}
      >
        {t('coupons.promoApply')}
      </button>
      {coupons.promoError && (
        <p className="promo__error" role="alert">
          {coupons.promoError}
        </p>
      )}
    </form>
  );
});
