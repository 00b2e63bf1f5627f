// The city's zones under the map: colour, name, price and time, so the map reads like a price list.
import { observer } from 'mobx-react-lite';
import { useStores } from '../store-context.tsx';
import type { Zone } from '../../domain/delivery-zone.ts';
import { useMoney } from '../use-money.ts';

export const ZoneLegend = observer(function ZoneLegend({ zones: all }: { zones: Zone[] }) {
  const { settings } = useStores();
  const money = useMoney();
  const hidden = settings.settings?.settings.dont_show_delivery_price ?? false;
  const zones = all.filter((z) => z.condition);
  if (zones.length === 0) return null;
  return (
    <ul className="delivery-legend">
      {zones.map(({ feature, condition, name }) => (
        <li key={condition!.zone}>
          <span
            className="delivery-legend__dot"
            style={{ background: feature.properties.fill || feature.properties.stroke }}
          />
          <span className="delivery-legend__name">{name}</span>
          {!hidden && condition!.sum[0] && (
            <span className="delivery-legend__price">{money(condition!.sum[0].deliv_price)}</span>
          )}
          {condition!.time_deliv && (
            <span className="delivery-legend__time">{condition!.time_deliv}</span>
          )}
        </li>
      ))}
    </ul>
  );
});
