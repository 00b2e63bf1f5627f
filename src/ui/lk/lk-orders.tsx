// /lk/orders: the customer's orders, newest first (wc/v2/orders?customer), each opening its status.
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useStores } from '../store-context.tsx';
import { Page } from '../components/page.tsx';
import { formatMoney } from '../format.ts';
import { formatDate } from './lk-format.ts';
import { LkEmpty, LkFailed, LkLoading } from './lk-states.tsx';
import { useLoad } from './use-load.ts';
import { useFeatures } from '../use-features.ts';
import { statusText } from '../orders/status-text.ts';
import { bookingOfOrder, bookingWhen } from '../../domain/booking-label.ts';

const LkOrders = observer(function LkOrders() {
  const store = useStores();
  const features = useFeatures();
  const { t, i18n } = useTranslation();
  const [state, reload] = useLoad(() => features.account.reloadOrders(), store.user.token);
  return (
    <Page title={t('lk.sections.orders')}>
      {state.status === 'loading' && <LkLoading />}
      {state.status === 'failed' && <LkFailed onRetry={reload} />}
      {state.status === 'ready' &&
        (state.data.length === 0 ? (
          <LkEmpty art="🍽️" text={t('lk.orders.empty')} link={{ to: '/', label: t('lk.toMenu') }} />
        ) : (
          <ul className="card-list" data-testid="order-list">
            {state.data.map((o) => {
              const booking = bookingOfOrder(o);
              return (
                <li key={o.id}>
                  <Link to={`/order/${o.id}`} className="card-list__item lk-order">
                    {booking ? (
                      <span className="lk-row">
                        <strong>
                          {t('booking.inList', { when: bookingWhen(booking, i18n.language) })}
                        </strong>
                        <strong>{t('booking.guestsShort', { n: booking.guests })}</strong>
                      </span>
                    ) : (
                      <span className="lk-row">
                        <strong>{t('lk.orders.number', { id: o.id })}</strong>
                        <strong>{formatMoney(o.total, store.settings.currency)}</strong>
                      </span>
                    )}
                    <span className="lk-row card-list__label">
                      <span>{formatDate(o.date_created, i18n.language, true)}</span>
                      {/* SPEC.md §4 statuses, mapped by the domain (done is ready, not handed over). */}
                      <span className="lk-badge" data-testid="order-list-status">
                        {statusText(t, o.status, o.order_kind)}
                      </span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        ))}
    </Page>
  );
});

export default LkOrders;
