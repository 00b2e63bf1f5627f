// Choose one of the discounts or gifts the cart earns (the choose-discount modal of SPEC.md §2).
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import { Modal } from '../components/modal.tsx';
import { useFeatures } from '../use-features.ts';
import type { CouponRef } from './coupon-info-modal.tsx';
import { infoRefOf } from './coupon-info-ref.ts';

export const ChooseDiscountModal = observer(function ChooseDiscountModal({
  open,
  onClose,
  onInfo,
}: {
  open: boolean;
  onClose: () => void;
  /** Opens the coupon info modal for an option (a coupon or the promo code). */
  onInfo: (ref: CouponRef) => void;
}) {
  const store = useStores();
  const { coupons } = useFeatures();
  const { t } = useTranslation();
  const pick = (id: string | null) => {
    store.platform.haptics.selection();
    coupons.choose(id);
    onClose();
  };
  return (
    <Modal open={open} onClose={onClose} title={t('coupons.modalTitle')}>
      <div className="discount-options" role="radiogroup" aria-label={t('coupons.modalTitle')}>
        {coupons.items.map((item) => {
          const info = infoRefOf(item);
          return (
            <div key={item.id} className="discount-option-row">
              <button
                type="button"
                role="radio"
                aria-checked={coupons.selectedIds.includes(item.id)}
                className="discount-option"
                onClick={() => pick(item.id)}
                data-testid="discount-option"
              >
                {item.image ? (
                  <img src={store.api.client.url(item.image)} alt="" width={48} height={48} />
                ) : (
                  <span className="discount-option__art" aria-hidden="true">
                    %
                  </span>
                )}
                <span className="discount-option__text">
                  <strong>
                    {item.discountType === 'promo'
                      ? t('coupons.promoOption', { code: item.name })
                      : item.source === 'stock'
                        ? t('coupons.promotionOption', { name: item.name })
                        : item.name}
                  </strong>
                  <span>{item.description}</span>
                </span>
              </button>
              {info && (
                <button
                  type="button"
                  className="discount-option__info"
                  onClick={() => onInfo(info)}
                  aria-label={t('couponInfo.openFor', { name: info.name })}
                  aria-haspopup="dialog"
                >
                  {t('couponInfo.open')}
                </button>
              )}
            </div>
          );
        })}
        <button
          type="button"
          role="radio"
          aria-checked={coupons.selectedIds.length === 0}
          className="discount-option discount-option--none"
          onClick={() => pick(null)}
        >
          <span className="discount-option__text">
            <strong>{t('coupons.none')}</strong>
          </span>
        </button>
      </div>
    </Modal>
  );
});
