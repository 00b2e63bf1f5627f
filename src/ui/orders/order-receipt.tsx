// The order's receipt on /order/{id}: what was ordered (options, supplements, gifts), the money
// (items, discount with its codes, bonuses, delivery, total), how it is paid, where and when it
// goes. A section of the page rather than a modal, so it can be read at a glance and printed on its
// own; the SPEC's "receipt/address prompt" modal is the delivery-address prompt
// (delivery/receipt-modal.tsx).
import { useTranslation } from '../use-translation.ts';
import type { Order } from '../../stores/order-stores.ts';
import { formatDate } from '../format-date.ts';
import { receiptLines } from '../../domain/order-receipt.ts';
import { ReceiptFacts, ReceiptLines, ReceiptSums } from './receipt-parts.tsx';
import { PrintIcon } from './order-icons.tsx';

export function OrderReceipt({ order, printable }: { order: Order; printable: boolean }) {
  const { t, i18n } = useTranslation();
  const lines = receiptLines(order.line_items);
  return (
    <section className="order-card order-receipt" data-testid="order-receipt">
      <header className="order-receipt__head">
        <div>
          <h2 className="order-card__title">{t('orderStatus.receipt.title')}</h2>
          <p className="order-receipt__date">
            {t('orderStatus.title', { id: order.number || order.id })} ·{' '}
            {formatDate(order.date_created, i18n.language, true)}
          </p>
        </div>
        {printable && (
          <button
            type="button"
            className="icon-btn order-receipt__print"
            onClick={() => window.print()}
            aria-label={t('orderStatus.receipt.print')}
            title={t('orderStatus.receipt.print')}
          >
            <PrintIcon size={20} />
          </button>
        )}
      </header>
      <ReceiptLines lines={lines} order={order} />
      <ReceiptSums lines={lines} order={order} />
      <ReceiptFacts order={order} />
      {order.bonuses_earned > 0 && (
        <p className="order-receipt__earned" data-testid="order-bonuses-earned">
          {t('orderStatus.receipt.bonusesEarned', { count: order.bonuses_earned })}
        </p>
      )}
    </section>
  );
}
