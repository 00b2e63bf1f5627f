// The rating modal (SPEC.md §2 modals: "rating"): stars 1–5 and a comment for a handed-over order,
// sent once to POST wc/v3/orders/{id}/rating.
import { useState } from 'react';
import { useTranslation } from '../use-translation.ts';
import { Modal } from '../components/modal.tsx';
import { RATING_REVIEW_MAX, RATING_STARS, ratingProblem } from '../../domain/order-rating.ts';
import { StarIcon } from './order-icons.tsx';

export function RatingModal({
  orderId,
  open,
  onClose,
  onSend,
}: {
  orderId: number;
  open: boolean;
  onClose: () => void;
  /** Resolves true when the rating was saved. */
  onSend: (rating: number, review: string) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const [stars, setStars] = useState(0);
  const [review, setReview] = useState('');
  const [sending, setSending] = useState(false);
  const ready = ratingProblem(stars, review) === null && !sending;
  const send = async () => {
    setSending(true);
    const saved = await onSend(stars, review.trim());
    setSending(false);
    if (saved) onClose();
  };
  return (
    <Modal open={open} onClose={onClose} title={t('orderStatus.rating.title')}>
      <form
        className="rating-form"
        data-testid="rating-modal"
        onSubmit={(e) => {
          e.preventDefault();
          if (ready) void send();
        }}
      >
        <p className="rating-form__question">{t('orderStatus.rating.question', { id: orderId })}</p>
        <div className="rating-stars" role="radiogroup" aria-label={t('orderStatus.rating.stars')}>
          {RATING_STARS.map((n) => (
            <button
              key={n}
              type="button"
              role="radio"
              aria-checked={stars === n}
              aria-label={t('orderStatus.rating.star', { count: n })}
              className={`rating-stars__star${n <= stars ? ' rating-stars__star--on' : ''}`}
              onClick={() => setStars(n)}
              data-testid={`rating-star-${n}`}
              data-autofocus={n === 1 ? '' : undefined}
            >
              <StarIcon size={36} filled={n <= stars} />
            </button>
          ))}
        </div>
        <label className="rating-form__field">
          <span>{t('orderStatus.rating.comment')}</span>
          <textarea
            value={review}
            onChange={(e) => setReview(e.target.value)}
            maxLength={RATING_REVIEW_MAX}
            rows={3}
            placeholder={t('orderStatus.rating.placeholder')}
            data-testid="rating-review"
          />
        </label>
        <div className="rating-form__actions">
          <button
            type="submit"
            className="btn btn--primary"
            disabled={!ready}
            aria-busy={sending}
            data-testid="rating-send"
          >
            {t('orderStatus.rating.send')}
          </button>
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            {t('orderStatus.rating.later')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
