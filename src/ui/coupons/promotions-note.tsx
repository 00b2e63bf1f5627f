// Beside the discount block: the shop's promotions in force on this cart (autoapply's stocksList),
// and a gift a guest has earned but gets only once signed in (SPEC.md §5 gift conditions, §6).
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import { useFeatures } from '../use-features.ts';
import { GiftIcon } from '../components/icons.tsx';
import './coupons.css';

export const PromotionsNote = observer(function PromotionsNote() {
  const store = useStores();
  const { coupons } = useFeatures();
  const { t } = useTranslation();
  const gifts = coupons.signInGifts;
  const promotions = coupons.appliedStocks;
  if (gifts.length === 0 && promotions.length === 0) return null;
  return (
    <>
      {promotions.map((p) => (
        <section key={p.id} className="promotion-note" data-testid="promotion">
          {p.image ? (
            <img src={store.api.client.url(p.image)} alt="" width={44} height={44} />
          ) : (
            <span className="discount-option__art" aria-hidden="true">
              %
            </span>
          )}
          <span className="promotion-note__text">
            <span className="promotion-note__label">{t('coupons.promotion')}</span>
            <strong>{p.name}</strong>
            <span>{p.description}</span>
          </span>
        </section>
      ))}
      {gifts.map((g) => (
        <section
          key={g.id}
          className="promotion-note promotion-note--gift"
          data-testid="gift-sign-in"
        >
          <span className="discount-block__art" aria-hidden="true">
            <GiftIcon size={24} />
          </span>
          <span className="promotion-note__text">
            <strong>{t('coupons.giftSignIn')}</strong>
            <span>{g.name}</span>
          </span>
          <button
            type="button"
            className="btn btn--primary discount-block__button"
            onClick={() => coupons.signInForGift(g.id)}
          >
            {t('coupons.giftSignInAction')}
          </button>
        </section>
      ))}
    </>
  );
});
