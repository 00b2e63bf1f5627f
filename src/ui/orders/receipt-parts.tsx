// The receipt's parts: what was ordered, the money, and how and where it goes.
import { useTranslation } from '../use-translation.ts';
import type { TFunction } from 'i18next';
import type { Order } from '../../stores/order-stores.ts';
import { useMoney } from '../use-money.ts';
import { receiptPlace, receiptTime, type ReceiptLine } from '../../domain/order-receipt.ts';

/** The order's amounts in the customer's language, in the currency the order was placed in. */
function useOrderMoney(order: Order) {
  const money = useMoney();
  return (n: number | string) => money(Number(n) || 0, order.currency_symbol || '₽');
}

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="order-receipt__row">
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}

/** Dishes with their options and supplements; gifts marked. */
export function ReceiptLines({ lines, order }: { lines: ReceiptLine[]; order: Order }) {
  const { t } = useTranslation();
  const money = useOrderMoney(order);
  const free = t('orderStatus.receipt.free');
  return (
    <ul className="order-receipt__lines" data-testid="order-lines">
      {lines.map((l) => (
        <li key={l.id} className="order-receipt__line">
          <div className="order-receipt__item">
            <span className="order-receipt__name">
              {l.name}
              {l.gift && (
                <span className="order-receipt__gift">{t('orderStatus.receipt.gift')}</span>
              )}
            </span>
            <span className="order-receipt__money">
              {l.total > 0 || !l.gift ? money(l.total) : free}
            </span>
          </div>
          <div className="order-receipt__detail">
            {l.gift ? `× ${l.quantity}` : `${l.quantity} × ${money(l.unitPrice)}`}
            {l.options ? ` · ${l.options}` : ''}
          </div>
          {l.addons.map((a) => (
            <div key={a.id} className="order-receipt__item order-receipt__addon">
              <span>
                + {a.name} × {a.quantity}
              </span>
              <span className="order-receipt__money">{a.total > 0 ? money(a.total) : free}</span>
            </div>
          ))}
        </li>
      ))}
    </ul>
  );
}

/** Items, discount (with its codes), bonuses, delivery, total. */
export function ReceiptSums({ lines, order }: { lines: ReceiptLine[]; order: Order }) {
  const { t } = useTranslation();
  const money = useOrderMoney(order);
  const items = lines.reduce(
    (sum, l) => sum + l.total + l.addons.reduce((s, a) => s + a.total, 0),
    0,
  );
  const discount = Number(order.discount_total) || 0;
  const delivery = Number(order.shipping_total) || 0;
  // A personal or typed code reads as its code; an automatic discount as what it is.
  const codes = order.coupon_lines
    .map((c) => (c.description?.trim() ? c.description.trim() : c.code.toUpperCase()))
    .filter(Boolean);
  const discountLabel = [t('cart.summary.discount'), ...(codes.length ? [codes.join(', ')] : [])];
  const deliveryText = order.totals?.delivery_hidden
    ? t('cart.summary.deliveryHidden')
    : delivery > 0
      ? money(delivery)
      : t('cart.summary.deliveryFree');
  return (
    <dl className="order-receipt__sums">
      <Row label={t('cart.summary.items')} value={money(items)} />
      {discount > 0 && (
        <Row
          label={discountLabel.join(' · ')}
          value={`−${money(discount)}`}
          testId="order-discount"
        />
      )}
      {order.bonuses > 0 && (
        <Row
          label={t('cart.summary.bonus')}
          value={`−${money(order.bonuses)}`}
          testId="order-bonus"
        />
      )}
      {order.order_kind === 'delivery' && (
        <Row label={t('cart.summary.delivery')} value={deliveryText} testId="order-delivery" />
      )}
      <div className="order-receipt__row order-receipt__total">
        <dt>{t('cart.summary.total')}</dt>
        <dd data-testid="order-total">{money(order.total)}</dd>
      </div>
    </dl>
  );
}

/** The address with flat, entrance, floor and intercom, or the pickup point; '' when unknown. */
function placeText(t: TFunction, order: Order): string {
  const place = receiptPlace(order);
  if (!place) return '';
  if (place.kind === 'pickup') {
    const where = [place.name, place.address].filter(Boolean).join(', ');
    return place.table
      ? `${t('orderStatus.receipt.table', { table: place.table })} · ${where}`
      : where;
  }
  const parts = [
    place.address,
    place.privateHouse && t('address.privateHouse'),
    place.flat && t('orderStatus.receipt.flat', { value: place.flat }),
    place.entrance && t('orderStatus.receipt.entrance', { value: place.entrance }),
    place.floor && t('orderStatus.receipt.floor', { value: place.floor }),
    place.intercom && t('orderStatus.receipt.intercom', { value: place.intercom }),
  ];
  return parts.filter(Boolean).join(', ');
}

const PLACE_LABEL: Record<string, string> = {
  delivery: 'orderStatus.receipt.address',
  pickup: 'orderStatus.receipt.pickup',
};

/** Payment (and whether it is paid), where, when, the customer's comment. */
export function ReceiptFacts({ order }: { order: Order }) {
  const { t } = useTranslation();
  const where = placeText(t, order);
  const place = receiptPlace(order);
  const time = receiptTime(order.meta_data);
  const payment = order.payment_method_title;
  return (
    <dl className="order-receipt__facts">
      {payment && (
        <Row
          label={t('checkout.payment')}
          value={order.date_paid ? `${payment} · ${t('orderStatus.receipt.paid')}` : payment}
          testId="order-payment"
        />
      )}
      {where && (
        <Row
          label={t(PLACE_LABEL[order.order_kind] ?? 'orderStatus.receipt.restaurant')}
          value={where}
          testId="order-place"
        />
      )}
      {order.order_kind === 'delivery' && place?.kind === 'delivery' && place.comment && (
        <Row
          label={t('address.fields.comment')}
          value={place.comment}
          testId="order-courier-note"
        />
      )}
      <Row
        label={t('checkout.time')}
        value={time ? [time.date, time.slot].filter(Boolean).join(' ') : t('checkout.asap')}
      />
      {order.customer_note && (
        <Row label={t('orderStatus.receipt.comment')} value={order.customer_note} />
      )}
    </dl>
  );
}
