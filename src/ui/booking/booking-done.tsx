// The confirmation: the booking's number and details as the restaurant has them.
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import type { Booking } from '../../stores/booking-form-store.ts';
import { formatPhone } from '../../domain/phone.ts';
import { longDay } from '../../domain/booking-days.ts';
import { CallbackDone } from '../request/callback-form.tsx';

export const BookingDone = observer(function BookingDone({
  booking,
  onClose,
}: {
  booking: Booking;
  onClose: () => void;
}) {
  const store = useStores();
  const { t, i18n } = useTranslation();
  const rows: [string, string, string][] = [
    [t('booking.restaurant'), booking.restaurant.name, booking.restaurant.address],
    [
      t('booking.done.when'),
      t('booking.done.at', { date: longDay(booking.date, i18n.language), time: booking.time }),
      '',
    ],
    [t('booking.guests'), String(booking.guests), ''],
    [t('booking.done.contact'), booking.name, formatPhone(booking.phone).replace(/ /g, '\u00a0')],
  ];
  return (
    <CallbackDone kind="booking" onClose={onClose}>
      <p className="form-sheet__number" data-testid="booking-number">
        {t('booking.done.number', { id: booking.id })}
      </p>
      <p className="form-sheet__lead form-sheet__lead--center">{t('booking.done.lead')}</p>
      <dl className="booking-details" data-testid="booking-details">
        {rows.map(([label, value, note]) => (
          <div key={label} className="booking-details__row">
            <dt>{label}</dt>
            <dd>
              {value}
              {note && <span>{note}</span>}
            </dd>
          </div>
        ))}
        {booking.comment && (
          <div className="booking-details__row">
            <dt>{t('booking.comment')}</dt>
            <dd>{booking.comment}</dd>
          </div>
        )}
      </dl>
      {store.user.signedIn && <p className="form-sheet__note">{t('booking.done.history')}</p>}
    </CallbackDone>
  );
});
