// Delivery: type the street, pick the address, see its zone, price and time on the map, confirm.
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../store-context.tsx';
import type { Location } from '../../domain/model.ts';
import type { AddressSuggestion } from '../../api/delivery-api.ts';
import { useAddressSearch } from './use-address-search.ts';
import { AddressSuggestions } from './address-suggestions.tsx';
import { DeliveryQuoteView, PROBLEM_KEY } from './delivery-quote.tsx';
import { MapView } from './map-view.tsx';
import { ZoneLegend } from './zone-legend.tsx';

interface Props {
  methodId: string;
  city: Location | null;
}

export const AddressPanel = observer(function AddressPanel({ methodId, city }: Props) {
  const store = useStores();
  const { delivery, cart, ui, platform } = store;
  const { t } = useTranslation();
  useEffect(() => void delivery.zones.load(), [delivery]);
  const cityName = city?.name ?? '';
  const current =
    delivery.kind === 'delivery' && delivery.location?.coords ? delivery.location : null;
  const [query, setQuery] = useState(current?.title ?? '');
  const [picked, setPicked] = useState<AddressSuggestion | null>(
    current
      ? {
          title: current.title,
          subtitle: current.city ?? cityName,
          coords: current.coords!,
          city: current.city ?? cityName,
        }
      : null,
  );
  const [tried, setTried] = useState(false);
  const search = useAddressSearch(query, cityName, picked !== null && picked.title === query);
  const zones = delivery.zones.zonesIn(city?.warehouse_id ?? null);
  const quote = picked
    ? delivery.zones.quoteAt(picked.coords, cart.itemsNet, delivery.express)
    : null;
  const recent = delivery.recent
    .filter((r) => r.coords && (r.city ?? cityName) === cityName)
    .map((r) => ({
      title: r.title,
      subtitle: r.city ?? cityName,
      coords: r.coords!,
      city: r.city ?? cityName,
    }));

  const pick = (s: AddressSuggestion) => {
    setPicked(s);
    setQuery(s.title);
    setTried(false);
    platform.haptics.selection();
  };
  const confirm = () => {
    if (!picked || !quote) {
      setTried(true);
      platform.haptics.notify('warning');
      return;
    }
    if (!quote.ok) return;
    delivery.choose('delivery', methodId, {
      warehouseId: quote.warehouseId,
      title: picked.title,
      zone: quote.zone,
      coords: picked.coords,
      pointId: null,
      city: picked.city || cityName,
    });
    platform.haptics.notify('success');
    ui.close();
  };
  return (
    <div className="delivery-address">
      <label className="delivery-field">
        <span className="delivery-field__label">{t('delivery.address.label')}</span>
        <input
          type="search"
          value={query}
          placeholder={t('delivery.address.placeholder')}
          autoComplete="street-address"
          enterKeyHint="search"
          onChange={(e) => {
            setQuery(e.target.value);
            setPicked(null);
          }}
          onKeyDown={(e) =>
            e.key === 'Enter' && search.items.length === 1 && pick(search.items[0]!)
          }
          data-testid="address-input"
          data-autofocus
        />
      </label>
      {!picked && <AddressSuggestions search={search} recent={query ? [] : recent} onPick={pick} />}
      <MapView
        features={zones.map((z) => z.feature)}
        point={picked?.coords ?? null}
        center={delivery.zones.centerOf(city)}
      />
      {quote ? <DeliveryQuoteView quote={quote} /> : <ZoneLegend zones={zones} />}
      {tried && !picked && (
        <p className="delivery-problem" role="alert" data-testid="delivery-problem">
          {t(PROBLEM_KEY['invalid-address'])}
        </p>
      )}
      <div className="delivery-actions">
        <button
          type="button"
          className="btn btn--primary delivery-actions__confirm"
          onClick={confirm}
          disabled={quote !== null && !quote.ok}
          data-testid="address-confirm"
        >
          {t('delivery.address.confirm')}
        </button>
      </div>
    </div>
  );
});
