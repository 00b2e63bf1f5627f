// /order/{id}: the order's status — number, status, the way it goes, lines and total, cancel while
// allowed (cancel_until). The order is read with the owner's token, or ?key= for a guest, and read
// again every 5 s while it is not final.
import { useCallback, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Page } from '../components/page.tsx';
import { useStores } from '../store-context.tsx';
import { formatMoney } from '../format.ts';
import { ordersApi, type Order } from '../../api/orders-api.ts';
import { problemMessage } from '../../api/client.ts';
import {
  isFinalStatus,
  orderStatusLabel,
  orderStatusOf,
  statusPath,
  type OrderKind,
} from '../../domain/order-status.ts';
import '../checkout/checkout.css';

export const ORDER_POLL_MS = 5000;

const KINDS: OrderKind[] = ['delivery', 'pickup', 'lounge', 'booking'];

const OrderStatusScreen = observer(function OrderStatusScreen() {
  const store = useStores();
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const key = params.get('key');
  const [order, setOrder] = useState<Order | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const token = store.user.token;
  const api = ordersApi(store.api.client, () => store.user.token);

  const load = useCallback(async () => {
    const r = await ordersApi(store.api.client, () => store.user.token).get(id, key);
    if (r.ok) {
      setOrder(r.data);
      setProblem(null);
    } else if (r.problem.kind === 'unauthorized' || r.problem.kind === 'forbidden') {
      setProblem(t('orderStatus.signInHint'));
    } else if (r.problem.kind === 'not-found') {
      setProblem(t('orderStatus.notFound'));
    } else {
      setProblem(problemMessage(r.problem, t('orderStatus.loadFailed')));
    }
  }, [store, id, key, t]);

  const final = order ? isFinalStatus(order.status) : false;
  useEffect(() => {
    void load();
  }, [load, token]);
  useEffect(() => {
    if (final) return;
    const timer = setInterval(() => {
      setNow(Date.now());
      void load();
    }, ORDER_POLL_MS);
    return () => clearInterval(timer);
  }, [load, final]);

  const title = t('orderStatus.title', { id });
  if (!order) {
    return (
      <Page title={title}>
        <p className="page__lead" data-testid="order-problem">
          {problem ?? t('orderStatus.loading')}
        </p>
      </Page>
    );
  }

  const money = (v: string | number) =>
    formatMoney(Number(v), order.currency_symbol || store.settings.currency);
  const kind = (KINDS as string[]).includes(order.order_kind)
    ? (order.order_kind as OrderKind)
    : 'pickup';
  const status = orderStatusOf(order.status);
  const path = statusPath(kind);
  const at = status ? path.indexOf(status) : -1;
  const steps = status === 'pending' ? ['pending' as const, ...path] : path;
  const current = status === 'pending' ? 0 : at;
  const cancelUntil = order.cancel_until ? Date.parse(order.cancel_until) : null;
  const canCancel = cancelUntil !== null && cancelUntil > now && !final;

  const cancel = async () => {
    setCancelling(true);
    const r = await api.cancel(order.id, store.user.token, key ?? order.order_key);
    setCancelling(false);
    if (r.ok) setOrder({ ...order, ...r.data });
    else store.ui.notify(problemMessage(r.problem, t('orderStatus.cancelFailed')), 'error');
  };

  return (
    <Page title={title} className="order-status">
      <p className="order-status__label" data-testid="order-status">
        {orderStatusLabel(order.status)}
      </p>
      {status !== 'cancelled' && (
        <ol className="order-status__progress" aria-label={t('orderStatus.progress')}>
          {steps.map((s, i) => (
            <li
              key={s}
              className={`order-status__step${i < current ? ' order-status__step--done' : ''}${
                i === current ? ' order-status__step--current' : ''
              }`}
              aria-current={i === current ? 'step' : undefined}
            >
              {orderStatusLabel(s)}
            </li>
          ))}
        </ol>
      )}
      {status === 'pending' && order.payment_url && (
        <a className="btn btn--primary" href={store.api.client.url(order.payment_url)}>
          {t('orderStatus.pay')}
        </a>
      )}
      <ul className="order-status__lines" data-testid="order-lines">
        {order.line_items.map((l) => (
          <li key={l.id}>
            <span>
              {l.type === 'ingredient' ? '+ ' : ''}
              {l.name} × {l.quantity}
            </span>
            <span>{money(l.total)}</span>
          </li>
        ))}
      </ul>
      {Number(order.discount_total) > 0 && (
        <p className="order-status__total">
          <span>{t('cart.summary.discount')}</span>
          <span>−{money(order.discount_total)}</span>
        </p>
      )}
      {Number(order.shipping_total) > 0 && (
        <p className="order-status__total">
          <span>{t('cart.summary.delivery')}</span>
          <span>{money(order.shipping_total)}</span>
        </p>
      )}
      <p className="order-status__total">
        <span>{t('cart.summary.total')}</span>
        <span data-testid="order-total">{money(order.total)}</span>
      </p>
      {order.payment_method_title && <p>{order.payment_method_title}</p>}
      {canCancel && (
        <button
          type="button"
          className="btn btn--secondary"
          disabled={cancelling}
          onClick={() => void cancel()}
          data-testid="order-cancel"
        >
          {t('orderStatus.cancel')}
        </button>
      )}
    </Page>
  );
});

export default OrderStatusScreen;
