// The order page's way to pay an order paid with Telegram Payments: inside Telegram, 'Оплатить в
// Telegram' opens the invoice again; on the website, a line saying where it is paid. The status
// itself comes from the backend (live), never from what the invoice said.
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import type { OrderFollower } from '../../stores/order-follower.ts';

export const TelegramPayButton = observer(function TelegramPayButton({
  follower,
}: {
  follower: OrderFollower;
}) {
  const store = useStores();
  const { t } = useTranslation();
  const [paying, setPaying] = useState(false);
  const order = follower.order!;
  if (!store.platform.openInvoice) {
    return (
      <p className="order-page__wide" data-testid="order-pay-telegram-hint">
        {t('payment.telegram.onlyInTelegram')}
      </p>
    );
  }
  const pay = async () => {
    setPaying(true);
    const { payInTelegram } = await import('../../stores/telegram-invoice.ts');
    const outcome = await payInTelegram(store, {
      id: order.id,
      order_key: follower.key ?? order.order_key,
    });
    setPaying(false);
    if (outcome === 'paid') void follower.refresh();
  };
  return (
    <button
      type="button"
      className="btn btn--primary order-page__wide"
      disabled={paying}
      onClick={() => void pay()}
      data-testid="order-pay-telegram"
    >
      {t('payment.telegram.pay')}
    </button>
  );
});
