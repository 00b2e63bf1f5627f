// SPEC.md §4 "Order statuses shown", in the interface language: the status comes from the domain
// (orderStatusOf), the Russian label (orderStatusLabel) is the fallback, an unknown code stays as sent.
// A table booking reads as one (bookingState): 'Забронировано', 'Визит состоялся', 'Бронь отменена'.
import type { TFunction } from 'i18next';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import { orderStatusLabel, orderStatusOf } from '../../domain/order-status.ts';
import { bookingOfOrder, bookingState, bookingWhen } from '../../domain/booking-label.ts';

const BOOKING_STATUS_KEY = {
  booked: 'booking.status.processing',
  visited: 'booking.status.completed',
  cancelled: 'booking.status.cancelled',
} as const;

/** `wording`: the shop's (page-type.ts wordingContext): a grocery's order is packed, not cooked. */
export function statusText(t: TFunction, code: string, kind?: string, wording?: 'goods'): string {
  const status = orderStatusOf(code);
  if (!status) return code;
  const booking = kind === 'booking' ? bookingState(code) : null;
  if (booking) return t(BOOKING_STATUS_KEY[booking]);
  return t(`orderStatus.statuses.${status}`, {
    defaultValue: orderStatusLabel(code),
    context: wording,
  });
}

/** statusText in the screen's language and the shop's wording. */
export function useStatusText(): (code: string, kind?: string) => string {
  const { t } = useTranslation();
  const { settings } = useStores();
  return (code, kind) => statusText(t, code, kind, settings.wording);
}

/** 'Заказ №12', or for a table booking 'Бронь столика · чт, 19 нояб. · 19:00'. */
export function orderTitle(
  t: TFunction,
  order: { id: number; order_kind?: unknown; booking?: unknown; meta_data?: unknown },
  language: string,
): string {
  const booking = bookingOfOrder(order);
  return booking
    ? t('booking.inList', { when: bookingWhen(booking, language) })
    : t('orderStatus.title', { id: order.id });
}
