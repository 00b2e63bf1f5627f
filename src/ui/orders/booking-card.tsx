// A table booking on /order/{id}, in place of the receipt (it has no dishes and nothing to pay):
// the restaurant, the visit on the restaurant's clock, the guests, whose name it is in, the wishes
// (the phone stays off: formatting it would bring the phone rules into this chunk).
import { useTranslation } from '../use-translation.ts';
import { isOtherClock, type BookingFacts } from '../../domain/booking-label.ts';
import { longDay } from '../../domain/booking-days.ts';

const deviceZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export function BookingCard({ booking }: { booking: BookingFacts }) {
  const { t, i18n } = useTranslation();
  const when = t('booking.done.at', {
    date: longDay(booking.date, i18n.language),
    time: booking.time,
  });
  const rows: [label: string, value: string, testId: string][] = [
    [
      t('booking.restaurant'),
      [booking.restaurant, booking.address].filter(Boolean).join(', '),
      'booking-place',
    ],
    [
      t('booking.done.when'),
      isOtherClock(booking, deviceZone()) ? `${when} (${t('booking.localTime')})` : when,
      'booking-when',
    ],
    [t('booking.guests'), String(booking.guests), 'booking-guests-count'],
    [t('booking.done.contact'), booking.name, 'booking-contact'],
    [t('booking.comment'), booking.comment, 'booking-comment-text'],
  ];
  return (
    <section className="order-card" data-testid="booking-card">
      <h2 className="order-card__title">{t('booking.title')}</h2>
      <dl className="order-receipt__facts order-booking__facts">
        {rows
          .filter(([, value]) => value)
          .map(([label, value, testId]) => (
            <div key={testId} className="order-receipt__row">
              <dt>{label}</dt>
              <dd data-testid={testId}>{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
