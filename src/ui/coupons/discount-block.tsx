// The cart's discount block (SPEC.md §8): how many discounts or gifts the cart earns, and the choice.
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '../use-translation.ts';
import { ChooseDiscountModal } from './choose-discount-modal.tsx';
import { CouponInfoModal, type CouponRef } from './coupon-info-modal.tsx';
import { infoRefOf } from './coupon-info-ref.ts';
import { GiftIcon } from '../components/icons.tsx';
import './coupons.css';
import { useFeatures } from '../use-features.ts';

export const DiscountBlock = observer(function DiscountBlock() {
  const { coupons } = useFeatures();
  const { t } = useTranslation();
  const [open, setOpen] = useState(coupons.choicePending);
  const [info, setInfo] = useState<CouponRef | null>(null);
  const items = coupons.items;
  if (items.length === 0) return null;
  const choosing = coupons.plan.kind === 'choose';
  const chosen = coupons.selected[0];
  const shown = chosen ?? (!choosing ? items[0] : undefined);
  const shownInfo = shown ? infoRefOf(shown) : null;
  let header: string;
  if (choosing && chosen && coupons.autoChosen) header = t('coupons.bestChosen');
  else if (choosing && chosen) header = t('coupons.chosen');
  else if (items.length === 1) header = t('coupons.available');
  else header = t('coupons.availableMany', { count: items.length });
  return (
    <section className="discount-block" data-testid="discount-block">
      <div className="discount-block__art" aria-hidden="true">
        <GiftIcon size={26} />
      </div>
      <div className="discount-block__text">
        <strong>{header}</strong>
        {shown && <span className="discount-block__description">{shown.name}</span>}
        {shownInfo && (
          <button
            type="button"
            className="discount-block__info"
            onClick={() => setInfo(shownInfo)}
            aria-label={t('couponInfo.openFor', { name: shownInfo.name })}
            aria-haspopup="dialog"
          >
            {t('couponInfo.open')}
          </button>
        )}
      </div>
      {choosing && (
        <button
          type="button"
          className="btn btn--primary discount-block__button"
          onClick={() => setOpen(true)}
        >
          {chosen ? t('coupons.change') : t('coupons.choose')}
        </button>
      )}
      <ChooseDiscountModal open={open} onClose={() => setOpen(false)} onInfo={setInfo} />
      <CouponInfoModal target={info} onClose={() => setInfo(null)} />
    </section>
  );
});
