// The booking's choices: the restaurant, the day, the time (taken ones greyed out) and the guests.
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import type { BookingFormState } from '../../stores/booking-form-store.ts';
import { daysBetween, shortDay } from '../../domain/booking-days.ts';
import { FieldError } from '../request/field-error.tsx';
import { phoneHref } from '../../domain/safe-link.ts';

type Props = {
  state: BookingFormState;
  error: (field: 'restaurantId' | 'date' | 'time' | 'guests') => string | null;
};

export const RestaurantChoice = observer(function RestaurantChoice({ state, error }: Props) {
  const { t } = useTranslation();
  if (state.restaurants.length === 1) {
    const r = state.restaurants[0]!;
    return (
      <section className="booking__section">
        <h3 className="form-sheet__label">{t('booking.restaurant')}</h3>
        <div className="booking-place booking-place--single" data-testid="booking-restaurant">
          <strong>{r.name}</strong>
          {r.address && <span>{r.address}</span>}
        </div>
      </section>
    );
  }
  return (
    <section className="booking__section">
      <h3 className="form-sheet__label" id="booking-restaurant-label">
        {t('booking.restaurant')}
      </h3>
      <div className="booking-places" role="radiogroup" aria-labelledby="booking-restaurant-label">
        {state.restaurants.map((r) => (
          <button
            key={r.id}
            type="button"
            role="radio"
            aria-checked={r.id === state.restaurantId}
            className="booking-place"
            onClick={() => state.chooseRestaurant(r.id)}
            data-testid="booking-restaurant"
          >
            <strong>{r.name}</strong>
            {r.address && <span>{r.address}</span>}
          </button>
        ))}
      </div>
      <FieldError
        id="booking-restaurant-error"
        text={error('restaurantId')}
        testId="booking-error-restaurant"
      />
    </section>
  );
});

export const DayChoice = observer(function DayChoice({ state, error }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <section className="booking__section">
      <h3 className="form-sheet__label" id="booking-day-label">
        {t('booking.day')}
      </h3>
      <div className="booking-days" role="radiogroup" aria-labelledby="booking-day-label">
        {state.days.length === 0 &&
          state.failed === null &&
          Array.from({ length: 5 }, (_, i) => (
            <span key={i} className="booking-day booking-day--skeleton" />
          ))}
        {state.days.map((date) => {
          const { weekday, day } = shortDay(date, i18n.language);
          const offset = daysBetween(state.today, date);
          const top =
            offset === 0 ? t('booking.today') : offset === 1 ? t('booking.tomorrow') : weekday;
          return (
            <button
              key={date}
              type="button"
              role="radio"
              aria-checked={date === state.date}
              aria-label={`${top}, ${day}`}
              className="booking-day"
              onClick={() => state.chooseDate(date)}
              data-testid="booking-day"
              data-date={date}
            >
              <span className="booking-day__top">{top}</span>
              <span className="booking-day__date">{day}</span>
            </button>
          );
        })}
      </div>
      <FieldError id="booking-day-error" text={error('date')} testId="booking-error-date" />
    </section>
  );
});

export const TimeChoice = observer(function TimeChoice({ state, error }: Props) {
  const { t } = useTranslation();
  const times = state.times;
  return (
    <section className="booking__section">
      <h3 className="form-sheet__label" id="booking-time-label">
        {t('booking.time')}
        {state.foreignZone && <span className="booking__zone"> · {t('booking.localTime')}</span>}
      </h3>
      {state.failed ? (
        <p className="booking__empty" data-testid="booking-times-failed">
          {t('common.loadFailed')}{' '}
          <button type="button" className="booking__retry" onClick={() => void state.load(true)}>
            {t('common.retry')}
          </button>
        </p>
      ) : state.loading ? (
        <div className="booking-times" aria-busy="true">
          {Array.from({ length: 8 }, (_, i) => (
            <span key={i} className="booking-time booking-time--skeleton" />
          ))}
        </div>
      ) : times.length === 0 ? (
        <p className="booking__empty">{t('booking.noTimes')}</p>
      ) : (
        <div className="booking-times" role="radiogroup" aria-labelledby="booking-time-label">
          {times.map(({ time, free }) => (
            <button
              key={time}
              type="button"
              role="radio"
              aria-checked={time === state.time}
              aria-label={free ? time : `${time}, ${t('booking.taken')}`}
              disabled={!free}
              className="booking-time"
              onClick={() => state.chooseTime(time)}
              data-testid="booking-time"
            >
              {time}
            </button>
          ))}
        </div>
      )}
      <FieldError id="booking-time-error" text={error('time')} testId="booking-error-time" />
    </section>
  );
});

export const GuestsStepper = observer(function GuestsStepper({ state, error }: Props) {
  const { t } = useTranslation();
  const phone = state.restaurantPhone;
  return (
    <section className="booking__section">
      <div className="booking-guests">
        <h3 className="form-sheet__label booking-guests__label" id="booking-guests-label">
          {t('booking.guests')}
        </h3>
        <div className="booking-stepper" role="group" aria-labelledby="booking-guests-label">
          <button
            type="button"
            onClick={() => state.setGuests(state.guests - 1)}
            disabled={state.guests <= 1}
            aria-label={t('booking.fewer')}
            data-testid="booking-guests-less"
          >
            −
          </button>
          <output aria-live="polite" data-testid="booking-guests">
            {state.guests}
          </output>
          <button
            type="button"
            onClick={() => state.setGuests(state.guests + 1)}
            disabled={state.guests >= state.maxGuests}
            aria-label={t('booking.more')}
            data-testid="booking-guests-more"
          >
            +
          </button>
        </div>
      </div>
      {state.guests >= state.maxGuests && phone && (
        <p className="booking__hint">
          {t('booking.bigGroup', { max: state.maxGuests })} <a href={phoneHref(phone)}>{phone}</a>
        </p>
      )}
      <FieldError id="booking-guests-error" text={error('guests')} testId="booking-error-guests" />
    </section>
  );
});
