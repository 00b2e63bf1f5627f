// SPEC.md §6 "Ordering can be disabled per stock location; buying can be disabled by
// product_disable_buy", and the stock's hours when it is closed: said plainly under the header. The
// shop's own notification_work_time (SPEC.md §3), when set, follows in the merchant's words.
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import { isOpenAt, workTimeText } from '../../domain/work-time.ts';
import { ClockIcon } from './delivery-icons.tsx';

export const OrderingStatus = observer(function OrderingStatus() {
  const { delivery, settings, popups } = useStores();
  const { t } = useTranslation();
  const now = new Date(popups.now);
  const workTime = delivery.workTime;
  let text: string | null = null;
  let tone: 'warn' | 'info' = 'warn';
  if (settings.settings?.product_disable_buy) text = t('delivery.status.buyDisabled');
  else if (delivery.orderingDisabled)
    text = t('delivery.status.orderingDisabled', { context: settings.wording });
  else if (workTime && !isOpenAt(workTime, now)) {
    const hours = workTimeText(workTime, now);
    const own = settings.settings?.notification_work_time.trim();
    const parts = [hours ? t('delivery.status.closed', hours) : '', own].filter(Boolean);
    if (parts.length > 0) {
      text = parts.join(' ');
      tone = 'info';
    }
  }
  if (!text) return null;
  return (
    <p
      className={`delivery-status delivery-status--${tone}`}
      role="status"
      data-testid="ordering-status"
    >
      <ClockIcon size={16} />
      {text}
    </p>
  );
});
