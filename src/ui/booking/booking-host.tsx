// The booking modal (SPEC.md §2 Modals "booking"), opened by ui.open('booking') — from the delivery
// type 'Бронь столика' — and loaded only then (shell.tsx). The form, then the confirmation.
import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../store-context.tsx';
import { Modal } from '../components/modal.tsx';
import { useFormMainButton } from '../components/use-form-main-button.ts';
import { BookingFormState } from '../../stores/booking-form-store.ts';
import { DayChoice, GuestsStepper, RestaurantChoice, TimeChoice } from './booking-fields.tsx';
import { BookingDone } from './booking-done.tsx';
import { CommentField, ContactFields } from '../request/contact-fields.tsx';
import { shortDay } from '../../domain/booking-days.ts';
import type { BookingField } from '../../domain/booking.ts';
import { showFirstProblem } from '../request/show-first-problem.ts';
import { FormFooter } from '../request/form-footer.tsx';
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
  useEffect(() => state.watch(), [state]);
  const close = () => store.ui.close();
  const formRef = useRef<HTMLFormElement>(null);
  // Telegram: the MainButton books; the in-page button is for the website.
  const hostButton = useFormMainButton(store.platform.mainButton, formRef, {
    text: t('booking.submit'),
    visible: !state.done && state.restaurants.length > 0,
    loading: state.busy,
  });

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
        <form
          ref={formRef}
          className="form-sheet booking"
          noValidate
          data-testid="booking-form"
          onSubmit={(e) => {
            e.preventDefault();
            const form = e.currentTarget;
            void state.submit().then((done) => !done && showFirstProblem(form));
          }}
        >
          <p className="form-sheet__lead">{t('booking.lead')}</p>
          <RestaurantChoice state={state} error={error} />
          <DayChoice state={state} error={error} />
          <TimeChoice state={state} error={error} />
          <GuestsStepper state={state} error={error} />
          <ContactFields
            name={state.name}
            phone={state.phone}
            onName={(v) => state.setName(v)}
            onPhone={(v) => state.setPhone(v)}
            errors={{ name: error('name'), phone: error('phone') }}
            testId="booking"
            label={t('booking.contacts')}
          />
          <CommentField
            label={t('booking.comment')}
            value={state.comment}
            placeholder={t('booking.commentPlaceholder')}
            onChange={(v) => state.setComment(v)}
            rows={2}
            maxLength={500}
            testId="booking"
          />
          <FormFooter
            testId="booking"
            failure={state.failure}
            busy={state.busy}
            hostButton={hostButton}
            submit={t('booking.submit')}
            sending={t('booking.sending')}
            note={t('booking.note')}
          >
            {when && state.time && (
              <p className="form-sheet__summary" data-testid="booking-summary">
                {when.weekday}, {when.day} · {state.time} ·{' '}
                {t('booking.guestsShort', { n: state.guests })}
              </p>
            )}
          </FormFooter>
        </form>
      )}
    </Modal>
  );
});

export default BookingHost;
