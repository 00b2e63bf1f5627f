// The address sheet's delivery part: the saved addresses first (a signed-in customer's, or inside
// Telegram a signed-out user's own in CloudStorage; one tap picks one), then a new address — typed, picked from the search in any of the shop's cities (the city
// follows from the address), seen on the map with its zone, price and time — with its details for
// the courier, saved under a name if the customer wishes ('Укажите название адреса').
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import { useFeatures } from '../use-features.ts';
import type { AddressSuggestion } from '../../stores/address-search.ts';
import type { SavedAddress } from '../../domain/saved-address.ts';
import {
  addressDetailsProblems,
  emptyDetails,
  normalizeDetails,
  readDetails,
  type AddressDetails,
} from '../../domain/address-details.ts';
import { useAddressSearch } from './use-address-search.ts';
import { AddressSuggestions } from './address-suggestions.tsx';
import { DeliveryQuoteView, PROBLEM_KEY } from './delivery-quote.tsx';
import { MapView } from './map-view.tsx';
import { ZoneLegend } from './zone-legend.tsx';
import { SavedAddressList } from './saved-address-list.tsx';
import { AddressDetailsFields } from './address-details-fields.tsx';
import { SaveAddressFields } from './save-address-fields.tsx';
import { MyLocationButton } from './my-location-button.tsx';

interface Props {
  methodId: string;
}

const sameDetails = (a: AddressDetails, b: AddressDetails) => {
  const x = normalizeDetails(a);
  const y = normalizeDetails(b);
  return (Object.keys(x) as (keyof AddressDetails)[]).every((k) => x[k] === y[k]);
};

const suggestionOf = (title: string, coords: [number, number], city: string) => ({
  title,
  subtitle: city,
  coords,
  city,
});

export const AddressPanel = observer(function AddressPanel({ methodId }: Props) {
  const store = useStores();
  const { delivery, cart, ui, platform } = store;
  const saved = useFeatures().addresses;
  const { t } = useTranslation();
  useEffect(() => void delivery.zones.load(), [delivery]);
  const current =
    delivery.kind === 'delivery' && delivery.location?.coords ? delivery.location : null;
  const [query, setQuery] = useState(current?.title ?? '');
  const [picked, setPicked] = useState<AddressSuggestion | null>(
    current ? suggestionOf(current.title, current.coords!, current.city ?? '') : null,
  );
  const [details, setDetails] = useState<AddressDetails>(
    current ? readDetails(current.details) : emptyDetails(),
  );
  const [savedId, setSavedId] = useState<string | null>(current?.savedId ?? null);
  const [save, setSave] = useState({ on: false, name: '', isDefault: false });
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);

  // SPEC.md §5 and issue 12: the default saved address is preselected when nothing is chosen yet.
  const preselect = !current && !picked && query === '' ? saved.defaultAddress : null;
  useEffect(() => {
    if (preselect?.coords) fill(preselect);
    // fill only sets this panel's state; run once per default that appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [preselect?.id]);

  const currentCity = delivery.city?.name ?? '';
  const search = useAddressSearch(query, '', picked !== null && picked.title === query);
  // Every city of the shop is searched; the city in play comes first.
  const found = {
    status: search.status,
    items: [...search.items].sort(
      (a, b) => Number(b.city === currentCity) - Number(a.city === currentCity),
    ),
  };
  const quote = picked
    ? delivery.zones.quoteAt(picked.coords, cart.itemsNet, delivery.express)
    : null;
  const cityOfQuote = quote?.ok
    ? delivery.cities.find((c) => c.warehouse_id === quote.warehouseId)
    : undefined;
  const mapCity = cityOfQuote ?? delivery.city;
  const zones = delivery.zones.zonesIn(mapCity?.warehouse_id ?? null);
  const recent = delivery.recent
    .filter((r) => r.coords)
    .map((r) => suggestionOf(r.title, r.coords!, r.city ?? ''));
  const saving = saved.available && savedId === null && save.on;
  const detailProblems = saving ? addressDetailsProblems(details) : {};
  const nameMissing = saving && !save.name.trim();

  function fill(a: SavedAddress) {
    setPicked(suggestionOf(a.address, a.coords!, a.city));
    setQuery(a.address);
    setDetails({ ...emptyDetails(), ...normalizeDetails(a) });
    setSavedId(a.id);
    setTried(false);
  }
  const pickSaved = (a: SavedAddress) => {
    if (!saved.use(a, methodId)) return;
    fill(a);
    // Complete details: one tap is enough. Otherwise the flat is asked for right here.
    if (Object.keys(addressDetailsProblems(a)).length === 0) ui.close();
  };
  const pick = (s: AddressSuggestion) => {
    setPicked(s);
    setQuery(s.title);
    setSavedId(null);
    const before = delivery.recent.find((r) => r.title === s.title);
    setDetails(before ? readDetails(before.details) : emptyDetails());
    setTried(false);
    platform.haptics.selection();
  };
  const confirm = async () => {
    setTried(true);
    if (!picked || !quote) return platform.haptics.notify('warning');
    if (!quote.ok || busy) return;
    if (nameMissing || Object.keys(detailProblems).length > 0)
      return platform.haptics.notify('warning');
    delivery.choose('delivery', methodId, {
      warehouseId: quote.warehouseId,
      title: picked.title,
      zone: quote.zone,
      coords: picked.coords,
      pointId: null,
      city: cityOfQuote?.name || picked.city || currentCity,
      details,
      savedId,
    });
    platform.haptics.notify('success');
    // A saved address whose details were completed here keeps them for next time.
    const savedOne = saved.list.find((a) => a.id === savedId);
    if (savedOne && !sameDetails(savedOne, details)) {
      void saved.save({ ...savedOne, ...normalizeDetails(details) }).then((r) => {
        if (!r.ok) ui.notify(t('address.saved.failed'), 'error');
      });
    }
    if (saving) {
      setBusy(true);
      const result = await saved.saveCurrent(save.name.trim(), save.isDefault);
      setBusy(false);
      ui.notify(
        t(result.ok ? 'address.saved.done' : 'address.saved.failed'),
        result.ok ? 'success' : 'error',
      );
    }
    ui.close();
  };

  return (
    <div className="delivery-address">
      {saved.available && <SavedAddressList choices={saved.choices} onPick={pickSaved} />}
      <label className="delivery-field">
        <span className="delivery-field__label">
          {t(saved.choices.length > 0 ? 'address.newAddress' : 'delivery.address.label')}
        </span>
        <input
          type="search"
          value={query}
          placeholder={t('delivery.address.placeholder')}
          autoComplete="street-address"
          enterKeyHint="search"
          onChange={(e) => {
            setQuery(e.target.value);
            setPicked(null);
            setSavedId(null);
          }}
          onKeyDown={(e) => e.key === 'Enter' && found.items.length === 1 && pick(found.items[0]!)}
          data-testid="address-input"
          data-autofocus={saved.choices.length === 0 ? true : undefined}
        />
      </label>
      <MyLocationButton onFound={pick} />
      {!picked && <AddressSuggestions search={found} recent={query ? [] : recent} onPick={pick} />}
      <MapView
        features={zones.map((z) => z.feature)}
        point={picked?.coords ?? null}
        center={delivery.zones.centerOf(mapCity)}
      />
      {quote && delivery.cities.length > 1 && cityOfQuote && (
        <p className="delivery-city-line" data-testid="address-city">
          {t('address.city', { city: cityOfQuote.name })}
        </p>
      )}
      {quote ? <DeliveryQuoteView quote={quote} /> : <ZoneLegend zones={zones} />}
      {tried && !picked && (
        <p className="delivery-problem" role="alert" data-testid="delivery-problem">
          {t(PROBLEM_KEY['invalid-address'])}
        </p>
      )}
      {picked && quote?.ok && (
        <>
          <AddressDetailsFields
            value={details}
            onChange={(patch) => setDetails({ ...details, ...patch })}
            problems={tried ? detailProblems : {}}
            testPrefix="sheet"
          />
          {saved.available && savedId === null && (
            <SaveAddressFields
              value={save}
              onChange={(patch) => setSave({ ...save, ...patch })}
              nameProblem={tried && nameMissing}
            />
          )}
        </>
      )}
      <div className="delivery-actions">
        <button
          type="button"
          className="btn btn--primary delivery-actions__confirm"
          onClick={() => void confirm()}
          disabled={(quote !== null && !quote.ok) || busy}
          aria-busy={busy}
          data-testid="address-confirm"
        >
          {t('delivery.address.confirm')}
        </button>
      </div>
    </div>
  );
});
