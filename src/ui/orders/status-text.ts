// SPEC.md §4 "Order statuses shown", in the interface language: the status comes from the domain
// (orderStatusOf), the Russian label (orderStatusLabel) is the fallback, an unknown code stays as sent.
import type { TFunction } from 'i18next';
import { orderStatusLabel, orderStatusOf } from '../../domain/order-status.ts';

export function statusText(t: TFunction, code: string): string {
  const status = orderStatusOf(code);
  if (!status) return code;
  return t(`orderStatus.statuses.${status}`, { defaultValue: orderStatusLabel(code) });
}
