// Rating a handed-over order: the modal opens by itself once (shouldAskRating), a button offers it
// again until the order is rated, then the customer's stars are shown.
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import { RATING_STARS, ratingRefusal, shouldAskRating } from '../../domain/order-rating.ts';
import type { OrderFollower } from '../../stores/order-follower.ts';
import { RatingModal } from './rating-modal.tsx';
import { rememberAskedToRate, wasAskedToRate } from './rating-asked.ts';
import { StarIcon } from './order-icons.tsx';

export const OrderRating = observer(function OrderRating({
  follower,
}: {
  follower: OrderFollower;
}) {
  const store = useStores();
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const order = follower.order!;
  const status = { status: order.status, rated: order.rating !== null };
  const storage = store.platform.storage;

  useEffect(() => {
    if (!shouldAskRating(status, wasAskedToRate(storage, order.id))) return;
    rememberAskedToRate(storage, order.id);
    setOpen(true);
    // Asked when the order turns completed (or is first seen so), not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [order.id, status.status, status.rated, storage]);

  const send = async (rating: number, review: string) => {
    const r = await follower.rate(rating, review);
    if (!r.ok) {
      store.ui.notify(r.message || t('orderStatus.rating.failed'), 'error');
      return false;
    }
    store.platform.haptics.notify('success');
    store.ui.notify(t('orderStatus.rating.thanks'));
    return true;
  };

  const modal = (
    <RatingModal orderId={order.id} open={open} onClose={() => setOpen(false)} onSend={send} />
  );
  if (order.rating) {
    return (
      <div className="order-rated" data-testid="order-rated">
        <span>{t('orderStatus.rating.yours')}</span>
        <span
          className="order-rated__stars"
          role="img"
          aria-label={t('orderStatus.rating.star', { count: order.rating.rating })}
        >
          {RATING_STARS.map((n) => (
            <StarIcon key={n} size={18} filled={n <= order.rating!.rating} />
          ))}
        </span>
      </div>
    );
  }
  if (ratingRefusal(status) !== null) return null;
  return (
    <>
      <button
        type="button"
        className="btn btn--secondary order-page__wide"
        onClick={() => setOpen(true)}
        data-testid="order-rate"
      >
        <StarIcon size={18} />
        {t('orderStatus.rating.rate')}
      </button>
      {modal}
    </>
  );
});
