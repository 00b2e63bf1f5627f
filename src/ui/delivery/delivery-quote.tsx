// What delivery to an address costs and takes, or why it cannot be delivered (SPEC.md §5 texts).
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import type { DeliveryProblem, DeliveryQuote } from '../../domain/delivery-zone.ts';
import { useStores } from '../store-context.tsx';
import { useMoney } from '../use-money.ts';

export const PROBLEM_KEY: Record<DeliveryProblem, string> = {
  'invalid-address': 'delivery.problem.invalidAddress',
  'outside-zone': 'delivery.problem.outsideZone',
  'no-price': 'delivery.problem.noPrice',
};

export const DeliveryQuoteView = observer(function DeliveryQuoteView({
  quote,
}: {
  quote: DeliveryQuote;
}) {
  const { delivery, settings } = useStores();
  const { t } = useTranslation();
  const money = useMoney();
  if (!quote.ok) {
    return (
      <p className="delivery-problem" role="alert" data-testid="delivery-problem">
        {t(PROBLEM_KEY[quote.problem])}
      </p>
    );
  }
  const c = quote.condition;
  const hidden = settings.settings?.settings.dont_show_delivery_price ?? false;
  const freeTier = c.sum.find((tier) => tier.deliv_price === 0 && tier.min_sum_order > 0);
  const details = [
    c.time_deliv,
    !hidden && freeTier && quote.price > 0
      ? t('delivery.quote.freeFrom', { sum: money(freeTier.min_sum_order) })
      : '',
    c.min_order > 0 ? t('delivery.quote.minimum', { sum: money(c.min_order) }) : '',
  ].filter(Boolean);
  return (
    <div className="delivery-quote" data-testid="delivery-quote">
      <div className="delivery-quote__head">
        <span className="delivery-quote__zone">
          {t('delivery.quote.zone', { zone: delivery.zones.zoneName(quote.zone) })}
        </span>
        <strong className="delivery-quote__price">
          {hidden
            ? t('delivery.quote.hiddenPrice')
            : quote.price === 0
              ? t('delivery.quote.free')
              : t('delivery.quote.price', { price: money(quote.price) })}
        </strong>
      </div>
      {details.length > 0 && <p className="delivery-quote__details">{details.join(' · ')}</p>}
      {c.express && c.express_cost > 0 && (
        <label className="delivery-express">
          <input
            type="checkbox"
            checked={delivery.express}
            onChange={(e) => delivery.setExpress(e.target.checked)}
            data-testid="express-toggle"
          />
          <span>
            {t('delivery.express', { price: money(c.express_cost) })}
            <small>{t('delivery.expressHint')}</small>
          </span>
        </label>
      )}
    </div>
  );
});
