// Paying an order with Telegram's invoice (Telegram Payments) inside the Mini App: the backend makes
// the invoice link, Telegram's client shows it (openInvoice). What the client says is not taken as
// the payment: the order page follows the order's own status, which the backend sets when Telegram
// tells the bot the payment went through. Loaded on the first such payment only.
import type { RootStore } from './root-store.ts';
import { ordersApi } from '../api/orders-api.ts';
import { problemText } from './problem-text.ts';

export type TelegramPayResult = 'paid' | 'cancelled' | 'failed' | 'pending' | 'unavailable';

export async function payInTelegram(
  root: RootStore,
  order: { id: number; order_key?: string | null },
): Promise<TelegramPayResult> {
  const open = root.platform.openInvoice;
  const { t } = root.ui;
  if (!open) {
    root.ui.notify(t('payment.telegram.onlyInTelegram'), 'error');
    return 'unavailable';
  }
  const link = await ordersApi(root.api.client).telegramInvoice(order.id, order.order_key);
  if (!link.ok) {
    root.ui.notify(problemText(t, link.problem, { fallback: 'payment.telegram.failed' }), 'error');
    return 'failed';
  }
  const outcome = await open(link.data.invoice_link);
  if (outcome === 'paid') root.platform.haptics.notify('success');
  else if (outcome === 'cancelled') root.ui.notify(t('payment.telegram.cancelled'), 'info');
  else if (outcome === 'failed') root.ui.notify(t('payment.telegram.failed'), 'error');
  return outcome;
}
