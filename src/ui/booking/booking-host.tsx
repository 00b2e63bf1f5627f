// The booking modal (SPEC.md §2 Modals "booking"), opened by ui.open('booking') — from the delivery
// type 'Бронь столика' — and loaded only then (shell.tsx). The form, then the confirmation.
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import { Modal } from '../components/modal.tsx';
import { BookingFormState } from '../../stores/booking-form-store.ts';
import { DayChoice, GuestsStepper, RestaurantChoice, TimeChoice } from './booking-fields.tsx';
import { BookingDone } from './booking-done.tsx';
import { CallbackForm, useCallbackForm } from '../request/callback-form.tsx';
import { shortDay } from '../../domain/booking-days.ts';
import type { BookingField } from '../../domain/booking.ts';
import './booking.css';

const ERROR_KEY: Record<BookingField, string> = {
  restaurantId: 'booking.errors.restaurant',
  date: 'booking.errors.date',
  time: 'booking.errors.time',
  guests: 'booking.errors.guests',
  name: 'booking.errors.name',
  phone: 'booking.errors.phone',
  comment: 'booking.errors.comment',
};

const BookingHost = observer(function BookingHost() {
  const store = useStores();
  const { t, i18n } = useTranslation();
  const [state] = useState(() => new BookingFormState(store));
  const form = useCallbackForm('booking', state, !state.done && state.restaurants.length > 0);
  const close = () => store.ui.close();

  if (state.done) {
    return (
      <Modal open onClose={close} title={t('booking.done.title')}>
        <BookingDone booking={state.done} onClose={close} />
      </Modal>
    );
  }
  const error = (field: BookingField): string | null => {
    const problem = state.problems[field];
    if (!state.touched || !problem) return null;
    if (field === 'time' && problem === 'past') return t('booking.errors.past');
    return t(ERROR_KEY[field], { max: state.maxGuests });
  };
  const when = state.date ? shortDay(state.date, i18n.language) : null;
  return (
    <Modal open onClose={close} title={t('booking.title')}>
      {state.restaurants.length === 0 ? (
        <p className="booking__empty" data-testid="booking-unavailable">
          {t('booking.unavailable')}
        </p>
      ) : (
        <CallbackForm
          kind="booking"
          state={state}
          form={form}
          className="form-sheet booking"
          error={error}
          contactsLabel={t('booking.contacts')}
          comment={{ rows: 2, maxLength: 500 }}
          summary={
            when &&
            state.time && (
              <p className="form-sheet__summary" data-testid="booking-summary">
                {when.weekday}, {when.day} · {state.time} ·{' '}
                {t('booking.guestsShort', { n: state.guests })}
              </p>
            )
          }
        >
          <RestaurantChoice state={state} error={error} />
          <DayChoice state={state} error={error} />
          <TimeChoice state={state} error={error} />
          <GuestsStepper state={state} error={error} />
        </CallbackForm>
      )}
    </Modal>
  );
});

export default BookingHost;
